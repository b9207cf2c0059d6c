import { Link } from 'react-router-dom';
import { LOCALE_NAMES, SITE_LOCALES, type SiteLocale } from '../../contracts/locales';
import { PUBLICATION_STATE_LABELS, type PublicationState } from '../../contracts/publication';
import styles from './PreviewBar.module.css';

export interface PreviewBarProps {
  readonly state: PublicationState;
  /** The language the item is shown in (`?lang=`). */
  readonly locale: SiteLocale;
}

/**
 * Above a preview, in Bulgarian (the administrators' language): what this is, the item's
 * state, and the site's languages to see it in.
 */
export function PreviewBar({ state, locale }: PreviewBarProps) {
  return (
    <aside className={styles.bar} aria-label="Преглед" lang="bg">
      <p className={styles.note}>
        <strong>Преглед</strong>: така посетителите ще видят публикацията. Състояние:{' '}
        {PUBLICATION_STATE_LABELS[state]}.
      </p>
      <nav aria-label="Език на прегледа">
        <ul className={styles.languages}>
          {SITE_LOCALES.map((option) => (
            <li key={option}>
              <Link
                to={`?lang=${option}`}
                lang={option}
                aria-current={option === locale ? 'page' : undefined}
              >
                {LOCALE_NAMES[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
