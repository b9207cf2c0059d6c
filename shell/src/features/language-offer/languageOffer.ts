import { DEFAULT_LOCALE, preferredLocale, type SiteLocale } from '@alu/common';

/** Remembered once the visitor has answered the offer (either way): it is never made again. */
export const LANGUAGE_OFFER_KEY = 'alu.languageOffer';

function answered(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_OFFER_KEY) !== null;
  } catch {
    return true; // storage blocked: no offer that would come back on every visit
  }
}

export function rememberAnswer(answer: SiteLocale): void {
  try {
    window.localStorage.setItem(LANGUAGE_OFFER_KEY, answer);
  } catch {
    // Storage blocked: the offer was shown once for this page, nothing more to do.
  }
}

/**
 * The language to offer a visitor on the Italian home page: the first of their browser's
 * languages the site speaks, when it is not Italian and they have not answered before.
 */
export function languageToOffer(
  pathname: string,
  locale: SiteLocale,
  languages: readonly string[],
): SiteLocale | undefined {
  if (pathname !== '/' || locale !== DEFAULT_LOCALE || answered()) return undefined;
  const preferred = preferredLocale(languages);
  return preferred === DEFAULT_LOCALE ? undefined : preferred;
}
