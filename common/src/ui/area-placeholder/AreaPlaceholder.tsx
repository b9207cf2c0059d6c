import { useDocumentMeta } from '../../federation/meta/useDocumentMeta';
import styles from './AreaPlaceholder.module.css';
import { useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';

export interface AreaPlaceholderProps {
  /** Name of the area, e.g. "Prodotti". */
  readonly area: string;
  /** Heading of the page the placeholder stands for. */
  readonly heading: string;
  /** Short description for the page's meta description. */
  readonly description: string;
  /** Language of the texts (the administration area is in Bulgarian). */
  readonly lang?: string;
  readonly note?: string;
}

/**
 * Stand-in a remote renders for a page it has not shipped yet, so every route of the table
 * answers with a finished-looking page served by the area that owns it.
 */
export function AreaPlaceholder({ area, heading, description, lang, note }: AreaPlaceholderProps) {
  const tx = useTexts(uiTexts);
  useDocumentMeta({ title: heading, description });
  return (
    <section className={styles.placeholder} aria-labelledby="area-placeholder-heading" lang={lang}>
      <p className={styles.area}>{area}</p>
      <h1 id="area-placeholder-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.text}>{description}</p>
      <p className={styles.text}>
        {note ?? tx('Questa sezione è in preparazione: torna a trovarci presto.')}
      </p>
    </section>
  );
}
