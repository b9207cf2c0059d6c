import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  formatTitle,
  siteConfig,
  useLocale,
  useTexts,
  type TranslateText,
} from '@alu/common';
import { formatMeasure } from '@alu/common/locale-format';
import { SpecTable } from '@alu/common/spec-table';
import type { Product, ProductTable } from '../../shared/catalogue/catalogue.types';
import { productsTexts } from '../../shared/i18n/productsTexts';
import { ShareMenu } from './ShareMenu';
import styles from './SpecPanel.module.css';

export const SALES_CONTACT_PATH = '/contacts/sales-department';

/** The address of the mailto request link of a product. */
export function requestMailto(
  product: Pick<Product, 'name'>,
  tx: TranslateText = (text, values) =>
    text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values?.[name] ?? '')),
): string {
  const subject = encodeURIComponent(
    tx('Richiesta di informazioni: {{product}}', { product: product.name }),
  );
  return `mailto:${siteConfig.email.sales}?subject=${subject}`;
}

/**
 * The spec panel: title, description, tables, colour swatches, texts,
 * optional link and last text, then the ways to ask: the inquiry form, the sales department
 * page and an e-mail; and the share menu.
 */
export function SpecPanel({
  product,
  onRequest,
}: {
  readonly product: Product;
  readonly onRequest: () => void;
}) {
  const titleId = useId();
  const tx = useTexts(productsTexts);
  const locale = useLocale();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {product.title}
      </h2>
      <p className={styles.description}>{product.description}</p>
      {product.tables.map((table) => (
        <TableWithSwatches key={table.title} table={table} />
      ))}
      {product.texts.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
      {product.link ? (
        <p className={styles.text}>
          <Link to={product.link.url} className={styles.link}>
            {product.link.label}
            <span aria-hidden="true"> →</span>
          </Link>
        </p>
      ) : null}
      {product.lastText ? <p className={styles.lastText}>{product.lastText}</p> : null}
      <div className={styles.actions}>
        <Button onClick={onRequest} aria-haspopup="dialog">
          {tx('Richiedi informazioni')}
        </Button>
        <Link to={SALES_CONTACT_PATH} className={styles.secondary}>
          {tx('Contatta l’ufficio vendite')}
        </Link>
        <a href={requestMailto(product, tx)} className={styles.secondary}>
          {tx('Scrivi a {{email}}', { email: siteConfig.email.sales })}
        </a>
      </div>
      <ShareMenu title={formatTitle(product.name, locale)} />
    </section>
  );
}

/** A value cell starts with a capital, as the written ones do (`Fino a 800 mm`). */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function TableWithSwatches({ table }: { readonly table: ProductTable }) {
  const swatchesId = useId();
  const tx = useTexts(productsTexts);
  const locale = useLocale();
  const rows = table.cells.map((cell) => [
    cell.label,
    typeof cell.value === 'string' ? cell.value : capitalised(formatMeasure(cell.value, locale)),
  ]);
  return (
    <div className={styles.table}>
      <SpecTable caption={table.title} rows={rows} />
      {table.colors && table.colors.length > 0 ? (
        <>
          <p id={swatchesId} className={styles.swatchesLabel}>
            {tx('Colori di anodizzazione')}
          </p>
          <ul className={styles.swatches} aria-labelledby={swatchesId}>
            {table.colors.map((swatch) => (
              <li key={swatch.name} className={styles.swatch}>
                <span
                  className={styles.sample}
                  style={{ backgroundColor: swatch.colour }}
                  aria-hidden="true"
                />
                {swatch.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
