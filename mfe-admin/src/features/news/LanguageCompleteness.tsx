import { VisuallyHidden, type Language } from '@alu/common';
import { FORM_LANGUAGES } from './newsDraft';
import styles from './LanguageCompleteness.module.css';

export interface LanguageCompletenessProps {
  readonly complete: ReadonlySet<Language>;
}

/** A list row's languages with a title and a text: `✓ BG ✓ EN – DE ✓ IT`. */
export function LanguageCompleteness({ complete }: LanguageCompletenessProps) {
  return (
    // Spans, not a list: a list row's summary is a button, which holds phrasing content only.
    <span className={styles.list}>
      {FORM_LANGUAGES.map((language) => {
        const done = complete.has(language);
        return (
          <span key={language} className={`${styles.item} ${done ? styles.done : styles.missing}`}>
            <span aria-hidden="true">{done ? '✓' : '–'}</span> {language.toUpperCase()}
            <VisuallyHidden>{done ? ': попълнен' : ': липсва заглавие или текст'}</VisuallyHidden>
          </span>
        );
      })}
    </span>
  );
}
