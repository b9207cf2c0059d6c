// What a browser that runs no script shows at the end of every page: forms and maps need
// scripts, search does not. In the page's language, with the search page's own address in it.
import { loadTexts, localizedPath, textLookup, type SiteLocale } from '@alu/common';
import { COMPANY_NAMES } from '@alu/common/glossary';
import escapeHtml from 'escape-html';
import { shellTexts } from '../shared/shellTexts';

/** The markup inside the page's `<noscript>` element. */
export async function noscriptMessage(locale: SiteLocale): Promise<string> {
  const tx = textLookup(locale === 'it' ? undefined : await loadTexts(shellTexts, locale));
  const search = localizedPath(locale, '/search');
  const text = tx(
    'I moduli e le mappe del sito {{company}} richiedono JavaScript; la ricerca funziona anche senza, all’indirizzo',
    { company: COMPANY_NAMES[locale].name },
  );
  return `${escapeHtml(text)} <a href="${escapeHtml(search)}">${escapeHtml(search)}</a>.`;
}
