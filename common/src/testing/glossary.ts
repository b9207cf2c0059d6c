import { SITE_LOCALES, TRANSLATED_LOCALES, type SiteLocale } from '../contracts/locales';
import { menuTexts, type MenuContribution } from '../contracts/menus';
import { loadTexts, type TextCatalog } from '../federation/i18n/siteI18n';
import { glossaryFindings } from '../glossary/check';

/**
 * Where a catalog's texts name something otherwise than their language's glossary: the
 * Italian texts (written in the source), every English and Bulgarian text of the catalog and
 * of the menus, and `shown`, texts a page shows that no dictionary holds (people's names from
 * the contact data). Each list is expected empty.
 */
export async function glossaryGaps(
  catalog: TextCatalog,
  italian: Iterable<string>,
  menus?: MenuContribution,
  shown: Partial<Record<SiteLocale, Iterable<string>>> = {},
): Promise<Record<SiteLocale, string[]>> {
  const texts: Record<SiteLocale, string[]> = {
    it: [...italian, ...(menus ? menuTexts(menus) : [])],
    en: [],
    bg: [],
  };
  for (const locale of TRANSLATED_LOCALES) {
    texts[locale].push(...Object.values(await loadTexts(catalog, locale)));
    texts[locale].push(...Object.values(menus?.translations?.[locale] ?? {}));
  }
  return Object.fromEntries(
    SITE_LOCALES.map((locale) => [
      locale,
      glossaryFindings(locale, [...texts[locale], ...(shown[locale] ?? [])]).map(
        (finding) =>
          `«${finding.found}» → ${finding.use} (${finding.concept}): ${
            finding.text.length > 120 ? `${finding.text.slice(0, 120)}…` : finding.text
          }`,
      ),
    ]),
  ) as Record<SiteLocale, string[]>;
}
