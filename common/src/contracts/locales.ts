// The languages of the public site and how a page's address names its language: Italian at
// the site's own paths (as before), the others under a prefix (`/en/products`, `/bg`). Plain
// data and functions: the site server builds robots.txt, the sitemap and the head's alternates
// with this file, and the API picks an item's text with it.

export const SITE_LOCALES = ['it', 'en', 'bg'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** The site's first language: its pages keep the unprefixed addresses. */
export const DEFAULT_LOCALE = 'it' satisfies SiteLocale;

/** The languages with a dictionary: every one but the first, whose texts are written in place. */
export type TranslatedLocale = Exclude<SiteLocale, typeof DEFAULT_LOCALE>;
export const TRANSLATED_LOCALES = SITE_LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
);

/** Each language's name in that language (the language menu). */
export const LOCALE_NAMES: Readonly<Record<SiteLocale, string>> = {
  it: 'Italiano',
  en: 'English',
  bg: 'Български',
};

/** Open Graph's `og:locale` values. */
export const OPEN_GRAPH_LOCALES: Readonly<Record<SiteLocale, string>> = {
  it: 'it_IT',
  en: 'en_GB',
  bg: 'bg_BG',
};

/** The BCP 47 tags Intl formats dates and numbers with. */
export const INTL_LOCALES: Readonly<Record<SiteLocale, string>> = {
  it: 'it-IT',
  en: 'en-GB',
  bg: 'bg-BG',
};

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);
}

/** The address prefix of a language: '' for Italian, `/en`, `/bg`. */
export function localePrefix(locale: SiteLocale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language an address is in, and the address without its prefix (`/en/news` → `/news`). */
export function splitLocalePath(pathname: string): {
  readonly locale: SiteLocale;
  readonly path: string;
} {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const locale = match?.[1];
  if (match && isSiteLocale(locale) && locale !== DEFAULT_LOCALE) {
    return { locale, path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** An unprefixed site address (`/news?x=1`) in a language (`/en/news?x=1`; home: `/en`). */
export function localizedPath(locale: SiteLocale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The language a browser prefers among the site's (its Accept-Language list, in order of
 * preference), or undefined when it names none of them.
 */
export function preferredLocale(languages: readonly string[]): SiteLocale | undefined {
  for (const language of languages) {
    const primary = language.trim().toLowerCase().split(/[-_;]/)[0];
    if (isSiteLocale(primary)) return primary;
  }
  return undefined;
}
