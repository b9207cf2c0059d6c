import { useId } from 'react';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@alu/common/contracts';
import formStyles from './Form.module.css';
import styles from './TitleFields.module.css';

export type Titles = Readonly<Record<DocumentLanguage, string>>;

export interface TitleFieldsProps {
  readonly titles: Titles;
  /** What is wrong with each field, by the API's name of it (`titles.en`). */
  readonly problems: ReadonlyMap<string, string>;
  readonly onChange: (titles: Titles) => void;
}

/**
 * The title in each language of the site: Italian required, the others optional (visitors of
 * a language without one read the Italian title, which each hint says).
 */
export function TitleFields({ titles, problems, onChange }: TitleFieldsProps) {
  const ids = useId();
  const field = (language: DocumentLanguage) => {
    const id = `${ids}-${language}`;
    const problem = problems.get(`titles.${language}`);
    const code = language.toUpperCase();
    const hint =
      language === 'it'
        ? undefined
        : `Оставено празно, посетителите на ${code} виждат италианското заглавие.`;
    const describedBy =
      [problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') ||
      undefined;
    return (
      <div key={language} className={formStyles.field}>
        <label htmlFor={id}>
          Заглавие ({code}){language === 'it' ? ', задължително' : ''}
        </label>
        <input
          id={id}
          name={`titles.${language}`}
          lang={language}
          value={titles[language]}
          required={language === 'it'}
          aria-invalid={problem !== undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...titles, [language]: event.target.value })}
        />
        {problem ? (
          <span id={`${id}-problem`} className={`${formStyles.hint} ${formStyles.invalid}`}>
            {problem}
          </span>
        ) : null}
        {hint ? (
          <span id={`${id}-hint`} className={formStyles.hint}>
            {hint}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className={`${formStyles.group} ${styles.titles}`}>
      <legend>Заглавия</legend>
      {DOCUMENT_LANGUAGES.map(field)}
    </fieldset>
  );
}
