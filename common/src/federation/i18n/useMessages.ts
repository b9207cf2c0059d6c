import { useContext, useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
import type { SiteLocale } from '../../contracts/locales';
import { globalContext } from '../shared-context/globalContext';
import { useSsrStore } from '../ssr/ssrStore';
import {
  addCatalog,
  addTexts,
  interpolate,
  ITALIAN,
  loadMessages,
  loadTexts,
  messageIn,
  readyDictionary,
  readyMessages,
  type InterpolationValues,
  type MessageCatalog,
  type Messages,
  type SiteI18n,
  type TextCatalog,
} from './siteI18n';

/** Interpolation values of a message (`{{count}}`). */
export type MessageValues = InterpolationValues;

/** A message lookup bound to one catalog: only its keys type-check. */
export type Translate<M extends Messages> = (
  key: keyof M & string,
  values?: MessageValues,
) => string;

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

/** A lookup of one namespace: the message or text in the instance's language. */
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

/** A remote's messages in the page's language (its catalog is added on first use). */
export function useMessages<M extends Messages>(catalog: MessageCatalog<M>): Translate<M> {
  const { locale, i18next } = useContext(SiteI18nContext);
  const translated = locale === 'it' ? undefined : readyMessages(catalog, locale);
  // Another language's messages not loaded yet: the page waits for them (loaded ahead of the
  // first render on the server and before hydrating, like the texts).
  if (locale !== 'it' && i18next && !translated) throw loadMessages(catalog, locale);
  return useMemo(() => {
    if (!i18next || !translated) return (key, values) => messageIn(catalog, locale, key, values);
    addCatalog(i18next, catalog as unknown as MessageCatalog<Messages>, translated);
    return fixedLookup(i18next, catalog.ns);
  }, [catalog, locale, i18next, translated]);
}

/** A text lookup by Italian wording (see TextCatalog). */
export type TranslateText = (italian: string, values?: MessageValues) => string;

/** Italian texts are their keys. */
const italianText: TranslateText = interpolate;

/** A remote's texts in the page's language: `tx('Prodotti laminati')`. */
export function useTexts(catalog: TextCatalog): TranslateText {
  const { locale, i18next } = useContext(SiteI18nContext);
  const store = useSsrStore();
  if (locale === 'it' || !i18next) return italianText;
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
