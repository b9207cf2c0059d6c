// The site's translations: one i18next instance per page in the browser (its language is the
// address's), one per language on the server, shared by the shell and every remote through
// react-i18next's context. Each remote adds its own messages (a namespace per remote) when
// its components first render, so a release of a remote ships and fixes its own texts.
import i18next, { type i18n as I18n } from 'i18next';
import {
  DEFAULT_LOCALE,
  isSiteLocale,
  SITE_LOCALES,
  type SiteLocale,
} from '../../contracts/locales';

/** Messages of one language: a flat record of keys to texts (`{{name}}` interpolates). */
export type Messages = Readonly<Record<string, string>>;

/**
 * A remote's messages in every language: Italian is complete (the site's first language);
 * a key missing in another language shows the Italian text (with a warning in development).
 */
export interface MessageCatalog<M extends Messages> {
  readonly ns: string;
  readonly messages: { readonly it: M } & {
    readonly [L in Exclude<SiteLocale, 'it'>]?: Partial<Record<keyof M, string>>;
  };
}

/** Declares a remote's catalog, with its Italian keys as the type of every language. */
export function defineMessages<M extends Messages>(
  ns: string,
  messages: MessageCatalog<M>['messages'],
): MessageCatalog<M> {
  return { ns, messages };
}

/**
 * A remote's texts keyed by their Italian wording (gettext style): the Italian site shows the
 * key itself, the other languages their dictionary's entry (the Italian text when missing).
 * Suits content written as typed data in Italian: the data stays as it is, each visible
 * string passes through the remote's dictionary.
 */
export interface TextCatalog {
  readonly ns: string;
  readonly texts: { readonly [L in Exclude<SiteLocale, 'it'>]: Readonly<Record<string, string>> };
}

export function defineTexts(ns: string, texts: TextCatalog['texts']): TextCatalog {
  return { ns, texts };
}

/**
 * A text catalog read directly, outside React (a remote's search entries, made once per
 * language when its module loads): the dictionary's text, else the Italian.
 */
export function textLookup(
  catalog: TextCatalog,
  locale: SiteLocale,
): (italian: string, values?: Readonly<Record<string, string | number>>) => string {
  const dictionary: Readonly<Record<string, string>> = locale === 'it' ? {} : catalog.texts[locale];
  return (italian, values) =>
    (dictionary[italian] || italian).replace(/\{\{(\w+)\}\}/g, (match: string, name: string) =>
      values && name in values ? String(values[name]) : match,
    );
}

/** The Italian texts a language's dictionary lacks (the translation tests list them). */
export function missingTexts(
  catalog: TextCatalog,
  locale: Exclude<SiteLocale, 'it'>,
  italian: Iterable<string>,
): string[] {
  const dictionary = catalog.texts[locale];
  return [...new Set(italian)].filter((text) => !dictionary[text]);
}

/** The keys a language lacks, per catalog (the translation test lists them; zero expected). */
export function missingKeys(catalog: MessageCatalog<Messages>, locale: SiteLocale): string[] {
  const translated = catalog.messages[locale] ?? {};
  return Object.keys(catalog.messages.it).filter((key) => !translated[key]);
}

const development = process.env.NODE_ENV !== 'production';

/** A new instance speaking `locale`, Italian behind it. Synchronous: no backend, no loading. */
export function createSiteI18n(locale: SiteLocale): I18n {
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
    react: { useSuspense: false },
  });
  void instance.init();
  return instance;
}

/**
 * The catalog each instance holds per namespace (either kind): a new release's catalog object
 * replaces the old one. Answers false when this very catalog was added already.
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

/** Adds a remote's text catalog to an instance (once per catalog object). */
export function addTexts(instance: I18n, catalog: TextCatalog): void {
  if (!isNewCatalog(instance, catalog.ns, catalog)) return;
  for (const [locale, texts] of Object.entries(catalog.texts)) {
    instance.addResourceBundle(locale, catalog.ns, texts, false, true);
  }
  // Italian reads its keys; an empty bundle marks the namespace as present.
  if (!instance.hasResourceBundle(DEFAULT_LOCALE, catalog.ns)) {
    instance.addResourceBundle(DEFAULT_LOCALE, catalog.ns, {}, false, true);
  }
}

/** Adds a remote's catalog to an instance (once per catalog object). */
export function addCatalog(instance: I18n, catalog: MessageCatalog<Messages>): void {
  if (!isNewCatalog(instance, catalog.ns, catalog)) return;
  for (const locale of SITE_LOCALES) {
    const messages = catalog.messages[locale];
    if (messages) instance.addResourceBundle(locale, catalog.ns, messages, false, true);
  }
  const locale = localeOf(instance);
  const missing = missingKeys(catalog, locale);
  if (development && missing.length > 0) {
    console.warn(
      `[i18n] ${catalog.ns}: ${missing.length} text(s) missing in "${locale}", shown in Italian: ${missing.join(', ')}`,
    );
  }
}

/** The site language an instance speaks. */
export function localeOf(instance: Pick<I18n, 'language'> | undefined): SiteLocale {
  const language = instance?.language;
  return isSiteLocale(language) ? language : DEFAULT_LOCALE;
}
