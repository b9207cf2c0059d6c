import { Prose, useLocale, useTexts } from '@alu/common';
import { formatDate } from '@alu/common/locale-format';
import { corporateTexts } from '../../shared/i18n/corporateTexts';
import type { LegalText } from './legalText';
import styles from './LegalTextView.module.css';

/** The body of a legal text: introduction, numbered sections and the date of the version. */
export function LegalTextView({ text }: { readonly text: LegalText }) {
  const tx = useTexts(corporateTexts);
  const locale = useLocale();
  return (
    <Prose className={styles.text}>
      {text.intro.map((paragraph) => (
        <p key={paragraph} className={styles.intro}>
          {paragraph}
        </p>
      ))}
      {text.sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titolo`}>
          <h2 id={`${section.id}-titolo`}>
            <span className={styles.number}>{`${index + 1}.`}</span> {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.closing ? <p>{section.closing}</p> : null}
          {section.email ? (
            <p>
              <a href={`mailto:${section.email}`}>{section.email}</a>
            </p>
          ) : null}
        </section>
      ))}
      <p className={styles.updated}>
        {`${tx('Ultimo aggiornamento:')} `}
        <time dateTime={text.updated}>{formatDate(text.updated, locale, 'long')}</time>
      </p>
    </Prose>
  );
}
