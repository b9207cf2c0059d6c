import { Fragment, type ReactNode } from 'react';
import {
  CONTENT_COLUMN_SIZES,
  Prose,
  ResponsiveImage,
  useLocale,
  type SiteLocale,
} from '@alu/common';
import { formatMeasure } from '@alu/common/locale-format';
import { SpecTable } from '@alu/common/spec-table';
import type { PlantCell, PlantSection, PlantTable } from './plantContent';
import styles from './PlantSections.module.css';

/** The text, tables and pictures of a plant page, block by block. */
export function PlantSections({ sections }: { readonly sections: readonly PlantSection[] }) {
  const locale = useLocale();
  return (
    <Prose>
      {sections.map((section) => (
        <Fragment key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.tables?.map((table) => (
            <SpecTable
              key={table.caption}
              caption={table.caption}
              head={table.head?.map((cell) => cellText(cell, locale))}
              rows={tableRows(table, locale)}
            />
          ))}
          {section.figure ? (
            <figure>
              <ResponsiveImage image={section.figure.picture} alt="" sizes={CONTENT_COLUMN_SIZES} />
              <figcaption>{section.figure.caption}</figcaption>
            </figure>
          ) : null}
        </Fragment>
      ))}
    </Prose>
  );
}

const cellText = (cell: PlantCell, locale: SiteLocale): string =>
  typeof cell === 'string' ? cell : formatMeasure(cell, locale);

function tableRows(table: PlantTable, locale: SiteLocale): readonly (readonly ReactNode[])[] {
  const { swatches } = table;
  const rows = table.rows.map((row) => row.map((cell) => cellText(cell, locale)));
  if (!swatches) return rows;
  return rows.map(([first, ...rest], index) => [
    <span key="label" className={styles.swatchLabel}>
      <span
        className={styles.swatch}
        style={{ backgroundColor: swatches[index] }}
        aria-hidden="true"
      />
      {first}
    </span>,
    ...rest,
  ]);
}
