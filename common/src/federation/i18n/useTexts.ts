import { useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, type SiteLocale } from '../../contracts/locales';
import { globalContext } from '../shared-context/globalContext';
import { useSsrStore } from '../ssr/ssrStore';
import {
  addTexts,
  interpolate,
  ITALIAN,
  loadTexts,
  readyDictionary,
  type InterpolationValues,
  type SiteI18n,
  type TextCatalog,
} from './siteI18n';

/**
 * The page's translations, one for the shell and every remote. On `globalThis` (see
 * globalContext): a remote with its own copy of @alu/common reads the shell's. Outside the
 * site (a remote's own tests and dev server without a host), Italian.
 */
const SiteI18nContext = globalContext<SiteI18n>('siteI18n', ITALIAN);

/** Gives a page its translations (the shell, in the browser and on the server). */
export const SiteI18nProvider = SiteI18nContext.Provider;

/** The language of the page being rendered. */
export function useLocale(): SiteLocale {
  return useContext(SiteI18nContext).locale;
}

/** A lookup of one namespace: the text in the instance's language. */
type Lookup = (key: string, values?: InterpolationValues) => string;

/** The i18next lookups of an instance, one per namespace (stable, so memos keep). */
const fixedLookups = new WeakMap<I18n, Map<string, Lookup>>();
function fixedLookup(instance: I18n, ns: string): Lookup {
  let lookups = fixedLookups.get(instance);
  if (!lookups) {
    lookups = new Map();
    fixedLookups.set(instance, lookups);
  }
  let lookup = lookups.get(ns);
  if (!lookup) {
    // i18next's TFunction is typed against declared resources; the site's are added at run time.
    lookup = instance.getFixedT(null, ns) as unknown as Lookup;
    lookups.set(ns, lookup);
  }
  return lookup;
}

/** A text lookup by Italian wording (see TextCatalog). */
export type TranslateText = (italian: string, values?: InterpolationValues) => string;

/** Italian texts are their keys. */
const italianText: TranslateText = interpolate;

/** An app's texts in the page's language: `tx('Prodotti laminati')`. */
export function useTexts(catalog: TextCatalog): TranslateText {
  const { locale, i18next } = useContext(SiteI18nContext);
  const store = useSsrStore();
  if (locale === DEFAULT_LOCALE || !i18next) return italianText;
  // The page names its remote's dictionary chunk, fetched with its code, not after it.
  if (store?.server && typeof catalog.texts[locale] === 'function') {
    store.addChunk(`texts-${locale}`);
  }
  const dictionary = readyDictionary(catalog, locale);
  // Not loaded yet (a page reached by a link inside the site): the nearest Suspense boundary
  // waits for the language's chunk. The server, and the browser before hydrating, load them
  // ahead, so a first render never waits here.
  if (!dictionary) throw loadTexts(catalog, locale);
  addTexts(i18next, catalog, dictionary);
  return fixedLookup(i18next, catalog.ns);
}

/** Content written in every language (typed data of a remote). */
export type Localized<T> = Readonly<Record<SiteLocale, T>>;

/** The page's language's version of some content. */
export function useLocalized<T>(content: Localized<T>): T {
  return content[useLocale()];
}
