import { VisuallyHidden, type Language } from '@alu/common';
import formStyles from './Form.module.css';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  readonly languages: readonly Language[];
  readonly current: Language;
  readonly onChange: (language: Language) => void;
  /** Marks the languages that already have some text. */
  readonly isWritten?: (language: Language) => boolean;
}

/** The buttons choosing which language's fields a form shows (the pressed one is shown). */
export function LanguageSwitch({ languages, current, onChange, isWritten }: LanguageSwitchProps) {
  return (
    <div className={styles.languages} role="group" aria-label="Език">
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          className={formStyles.chip}
          aria-pressed={current === code}
          onClick={() => onChange(code)}
        >
          {code.toUpperCase()}
          {isWritten?.(code) ? (
            <>
              <span className={styles.written} aria-hidden="true">
                ✓
              </span>
              <VisuallyHidden>, попълнен</VisuallyHidden>
            </>
          ) : null}
        </button>
      ))}
    </div>
  );
}
