// The site's translations. Italian, the site's first language, reads its texts as written:
// every catalog is keyed by the Italian wording, so an Italian page needs no library. English
// and Bulgarian read theirs through i18next, loaded only for them: one instance per page in
// the browser (its language is the address's), one per language on the server, shared by the
// shell and every app through one React context (useTexts.ts). Each app adds its own catalog
// (a namespace per app) when its components first render, so a release of a remote ships and
// fixes its own texts.
import type { i18n as I18n } from 'i18next';
import {
  DEFAULT_LOCALE,
  isSiteLocale,
  SITE_LOCALES,
  type SiteLocale,
  type TranslatedLocale,
} from '../../contracts/locales';

/**
 * A language's part of a catalog: written inline (a small catalog), or a loader of its own
 * chunk (`() => import('./texts.en')`), so a page downloads its own language's texts only.
 */
export type Source<T> = T | (() => Promise<{ readonly default: T }>);

type SourceState =
  | { readonly status: 'ready'; readonly value: unknown }
  | { readonly status: 'pending'; readonly promise: Promise<unknown> };
const sourceStates = new WeakMap<object, Map<TranslatedLocale, SourceState>>();

/** A language's part of a catalog when it can be read now (inline, or loaded already). */
function readySource<T>(owner: object, locale: TranslatedLocale, source: Source<T>): T | undefined {
  if (typeof source !== 'function') return source;
  const state = sourceStates.get(owner)?.get(locale);
  return state?.status === 'ready' ? (state.value as T) : undefined;
}

/**
 * A language's part of a catalog, fetched once. A download that fails leaves the Italian
 * texts (an empty part, logged) rather than a broken page; the next page load tries again.
 */
function loadSource<T extends object>(
  owner: object & { readonly ns: string },
  locale: TranslatedLocale,
  source: Source<T>,
): Promise<T> {
  if (typeof source !== 'function') return Promise.resolve(source);
  let states = sourceStates.get(owner);
  if (!states) {
    states = new Map();
    sourceStates.set(owner, states);
  }
  const known = states.get(locale);
  if (known) {
    return (known.status === 'ready' ? Promise.resolve(known.value) : known.promise) as Promise<T>;
  }
  const settle = (value: T) => {
    states.set(locale, { status: 'ready', value });
    return value;
  };
  const promise = source().then(
    (module) => settle(module.default),
    (error: unknown) => {
      console.error(`[i18n] ${owner.ns}: the "${locale}" texts could not be loaded`, error);
      return settle({} as T);
    },
  );
  states.set(locale, { status: 'pending', promise });
  return promise;
}

/**
 * An app's texts (the shell's, a remote's, the shared UI's) keyed by their Italian wording
 * (gettext style): the Italian site shows the key itself, the other languages their
 * dictionary's entry (the Italian text when missing). Suits content written as typed data in
 * Italian too: the data stays as it is, each visible string passes through the dictionary.
 */
export interface TextCatalog {
  readonly ns: string;
  readonly texts: { readonly [L in TranslatedLocale]: TextSource };
}

/** One language's texts, keyed by the Italian wording. */
export type TextDictionary = Readonly<Record<string, string>>;

/**
 * A language's dictionary: written inline (a small catalog), or a loader of its own chunk
 * (`() => import('./texts.en')`), so a page downloads its own language's texts and no other.
 */
export type TextSource = Source<TextDictionary>;

/**
 * The catalogs defined so far, by namespace: a remote's new release replaces its catalog. On
 * `globalThis`: a remote running its own copy of @alu/common registers where the shell looks.
 */
const DEFINED_CATALOGS = Symbol.for('alu.catalogs');
const definedCatalogs: Map<string, (locale: TranslatedLocale) => Promise<unknown>> = ((
  globalThis as typeof globalThis & {
    [DEFINED_CATALOGS]?: Map<string, (locale: TranslatedLocale) => Promise<unknown>>;
  }
)[DEFINED_CATALOGS] ??= new Map());

export function defineTexts(ns: string, texts: TextCatalog['texts']): TextCatalog {
  const catalog = { ns, texts };
  // Keyed as every release of the library keys it, so copies of it on one page agree.
  definedCatalogs.set(`texts:${ns}`, (locale) => loadTexts(catalog, locale));
  return catalog;
}

/** A language's dictionary when it can be read now (written inline, or loaded already). */
export function readyDictionary(
  catalog: TextCatalog,
  locale: TranslatedLocale,
): TextDictionary | undefined {
  return readySource(catalog, locale, catalog.texts[locale]);
}

/** A language's dictionary, fetched once (the Italian texts if it cannot be). */
export function loadTexts(catalog: TextCatalog, locale: TranslatedLocale): Promise<TextDictionary> {
  return loadSource(catalog, locale, catalog.texts[locale]);
}

/**
 * Loads, in `locale`, the texts of every catalog defined so far: before hydrating, once the
 * page's code is loaded, so the first render reads its texts without suspending.
 */
export async function loadDefinedTexts(locale: SiteLocale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  await Promise.all([...definedCatalogs.values()].map((load) => load(locale)));
}

/**
 * A dictionary read directly, outside React (a remote's search entries, made once per
 * language when its module loads): the dictionary's text, else the Italian.
 */
export function textLookup(
  dictionary: TextDictionary | undefined,
): (italian: string, values?: InterpolationValues) => string {
  const texts = dictionary ?? {};
  return (italian, values) => interpolate(texts[italian] || italian, values);
}

/** Interpolation values of a text (`{{count}}`). */
export type InterpolationValues = Readonly<Record<string, string | number>>;

/** `{{name}}` replaced by its value, as i18next does (no escaping: React escapes). */
export function interpolate(text: string, values?: InterpolationValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match: string, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** The Italian texts a dictionary lacks (the translation tests list them). */
export function missingTexts(dictionary: TextDictionary, italian: Iterable<string>): string[] {
  return [...new Set(italian)].filter((text) => !dictionary[text]);
}

const development = process.env.NODE_ENV !== 'production';

/**
 * The translations of a page: its language and, for English and Bulgarian, the i18next
 * instance that reads their dictionaries (Italian has none: its texts are written in place).
 */
export interface SiteI18n {
  readonly locale: SiteLocale;
  readonly i18next?: I18n;
}

/** Italian: no library, nothing to load. */
export const ITALIAN: SiteI18n = { locale: DEFAULT_LOCALE };

/**
 * The translations of a page in `locale`. i18next is imported for English and Bulgarian only
 * (a chunk of its own, shared by every app), so an Italian page never downloads it.
 */
export async function loadSiteI18n(locale: SiteLocale): Promise<SiteI18n> {
  if (locale === DEFAULT_LOCALE) return ITALIAN;
  const { default: i18next } = await import(/* webpackChunkName: "i18next" */ 'i18next');
  return { locale, i18next: createInstance(i18next, locale) };
}

/** A new instance speaking `locale`, Italian behind it. Synchronous: no backend, no loading. */
function createInstance(i18next: I18n, locale: SiteLocale): I18n {
  const instance = i18next.createInstance({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SITE_LOCALES],
    resources: {},
    ns: [],
    defaultNS: false,
    initAsync: false,
    returnEmptyString: false,
    // Keys may be Italian sentences (text catalogs): no key or namespace separators in them.
    keySeparator: false,
    nsSeparator: false,
    // A text missing in English or Bulgarian shows the Italian one; in development, a warning.
    saveMissing: development && locale !== DEFAULT_LOCALE,
    saveMissingPlurals: false,
    missingKeyHandler: (_languages, ns, key) => {
      console.warn(`[i18n] ${ns}: no "${locale}" text for "${key}", shown in Italian`);
    },
    // React escapes what it renders; texts are never written into HTML as markup.
    interpolation: { escapeValue: false },
  });
  void instance.init();
  return instance;
}

/**
 * The catalog each instance holds per namespace: a new release's catalog object replaces the
 * old one. Answers false when this very catalog was added already.
 */
const registered = new WeakMap<I18n, Map<string, object>>();
function isNewCatalog(instance: I18n, ns: string, catalog: object): boolean {
  let catalogs = registered.get(instance);
  if (!catalogs) {
    catalogs = new Map();
    registered.set(instance, catalogs);
  }
  if (catalogs.get(ns) === catalog) return false;
  catalogs.set(ns, catalog);
  return true;
}

/**
 * Adds a remote's text catalog to an instance (once per catalog object), with the dictionary of
 * the instance's language (none for Italian).
 */
export function addTexts(instance: I18n, catalog: TextCatalog, dictionary?: TextDictionary): void {
  if (!isNewCatalog(instance, catalog.ns, catalog)) return;
  const locale = localeOf(instance);
  if (locale !== DEFAULT_LOCALE && dictionary) {
    instance.addResourceBundle(locale, catalog.ns, dictionary, false, true);
  }
  // Italian reads its keys; an empty bundle marks the namespace as present.
  if (!instance.hasResourceBundle(DEFAULT_LOCALE, catalog.ns)) {
    instance.addResourceBundle(DEFAULT_LOCALE, catalog.ns, {}, false, true);
  }
}

/** The site language an instance speaks. */
export function localeOf(instance: Pick<I18n, 'language'> | undefined): SiteLocale {
  const language = instance?.language;
  return isSiteLocale(language) ? language : DEFAULT_LOCALE;
}
