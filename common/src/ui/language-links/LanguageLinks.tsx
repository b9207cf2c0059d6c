import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import {
  LOCALE_NAMES,
  localizedPath,
  SITE_LOCALES,
  type SiteLocale,
} from '../../contracts/locales';
import { useLocale } from '../../federation/i18n/useTexts';
import styles from './LanguageLinks.module.css';

/** The page being read, in one of the site's languages. */
export interface LanguageLink {
  readonly locale: SiteLocale;
  /** The language's own name (`English`, `Български`). */
  readonly name: string;
  /** The same address, path and query, under that language's prefix. */
  readonly url: string;
  /** The language of the page being read. */
  readonly current: boolean;
}

/**
 * The address being read in each of the site's languages. It is the router's location, so
 * whatever a page keeps in its address (a person's profile open over a contacts page, a list's
 * filters) is kept in every language. Each is a new document (its `lang`, texts and head).
 */
export function useLanguageLinks(): readonly LanguageLink[] {
  const { pathname, search } = useLocation();
  const current = useLocale();
  return SITE_LOCALES.map((locale) => ({
    locale,
    name: LOCALE_NAMES[locale],
    url: localizedPath(locale, `${pathname}${search}`),
    current: locale === current,
  }));
}

export interface LanguageLinksProps {
  /** Shown before the links, and the name of their navigation (e.g. "Lingua"). */
  readonly label: string;
  readonly className?: string;
}

/**
 * Links to the page being read in the site's other languages, for a place the header's
 * language menu cannot be reached from: a modal dialog that has an address of its own (a
 * person's profile) makes the rest of the page inert, and closing it to reach the header
 * would change the address.
 */
export function LanguageLinks({ label, className }: LanguageLinksProps) {
  const labelId = useId();
  const others = useLanguageLinks().filter((link) => !link.current);
  return (
    <nav
      className={className ? `${styles.languages} ${className}` : styles.languages}
      aria-labelledby={labelId}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ul className={styles.list}>
        {others.map((link) => (
          <li key={link.locale}>
            <a className={styles.link} href={link.url} hrefLang={link.locale} lang={link.locale}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
