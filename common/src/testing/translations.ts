import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../contracts/locales';
import { menuTexts, type MenuContribution } from '../contracts/menus';
import { loadTexts, missingTexts, type TextCatalog } from '../federation/i18n/siteI18n';

/** A literal text passed to a text lookup: `tx('Prodotti laminati')` or `tx("…")`. */
const LOOKUP = /\btx\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;

/** The Italian texts a remote's source looks up literally (tests and data files excluded). */
export function textKeysInSource(srcDir: string): string[] {
  const keys: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
        for (const match of readFileSync(file, 'utf8').matchAll(LOOKUP)) {
          keys.push((match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'));
        }
      }
    }
  };
  visit(srcDir);
  return [...new Set(keys)];
}

/**
 * What a remote's English and Bulgarian lack: its texts (looked up in its source, and those
 * of its content data) and its menus' texts. Each list is expected empty.
 */
export async function translationGaps(
  catalog: TextCatalog,
  texts: Iterable<string>,
  menus?: MenuContribution,
): Promise<Record<TranslatedLocale, string[]>> {
  const gaps = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, [] as string[]]),
  ) as Record<TranslatedLocale, string[]>;
  const italian = [...texts];
  for (const locale of TRANSLATED_LOCALES) {
    gaps[locale].push(...missingTexts(await loadTexts(catalog, locale), italian));
    const dictionary = menus?.translations?.[locale] ?? {};
    gaps[locale].push(
      ...(menus ? menuTexts(menus) : [])
        .filter((text) => !dictionary[text])
        .map((t) => `menu: ${t}`),
    );
  }
  return gaps;
}
