// Contract of the site-wide search. A remote that offers
// search data exposes a federated module `./search` whose default export is a
// SearchModule. The shell's overlay loads the modules of every remote that exposes one,
// only when the overlay first opens, and applies the one matching rule to all of them, so
// a remote joins the search by exposing `./search`, without a change in the shell.
import type * as v from 'valibot';
import type { searchAnswerSchema } from './schemas/search';
import { DEFAULT_LOCALE, type SiteLocale, type TranslatedLocale } from './locales';

/**
 * What visitors look for, in the order the results show them. Static content comes from the
 * remotes' search modules; news, media mentions, vacancies and the documents editors publish
 * from the API (`GET /api/search`).
 */
export const SEARCH_KINDS = [
  'page',
  'product',
  'person',
  'document',
  'news',
  'media',
  'vacancy',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return (SEARCH_KINDS as readonly unknown[]).includes(value);
}

/** One searchable thing: a product, a staff member, … */
export interface SearchEntry {
  /** Unique within its module. */
  readonly key: string;
  /** Its kind, which groups the results; without one, the module's group. */
  readonly kind?: SearchKind;
  /** Shown as the result's name (products: name; contacts: name). */
  readonly title: string;
  /** Shown under the name: a product's description (the overlay shows its first 80
   * characters) or a contact's position. */
  readonly detail: string;
  /** Absolute URL of a thumbnail or photo; without one the overlay shows an icon. */
  readonly image?: string;
  /** Site address to open when chosen, e.g. `/products/rolled-foils/household-foil` or
   * `/contacts/sales-department/{slug}` (which opens the profile modal). */
  readonly href: string;
  /** Every text the matching rule checks: name, each tag, description, position, foreign
   * languages (whichever the entry has). */
  readonly searchable: readonly string[];
}

/** Default export of a remote's `./search` federated module. */
export interface SearchModule {
  /** Heading of the module's result group in the overlay, e.g. "Prodotti", "Contatti". */
  readonly group: string;
  /** Order of the group in the overlay (lower first). */
  readonly order: number;
  readonly entries: readonly SearchEntry[];
  /**
   * The group and entries in the site's other languages (the overlay searches the visitor's);
   * a language missing here searches the Italian ones.
   */
  readonly translations?: {
    readonly [L in TranslatedLocale]?: {
      readonly group: string;
      readonly entries: readonly SearchEntry[];
    };
  };
  /** The group and entries in another language, loaded on demand (instead of `translations`). */
  readonly loadTranslation?: (
    locale: TranslatedLocale,
  ) => Promise<{ readonly group: string; readonly entries: readonly SearchEntry[] }>;
}

/** A module as the overlay searches it in a language (its eager translations only). */
export function searchModuleIn(module: SearchModule, locale: SiteLocale): SearchModule {
  const translated = locale === DEFAULT_LOCALE ? undefined : module.translations?.[locale];
  return translated ? { ...module, ...translated } : module;
}

/**
 * A module in a language, its lazy translation loaded when it has one (a remote with large
 * dictionaries ships them as chunks of their own, fetched only by that language's visitors).
 */
export async function loadSearchModuleIn(
  module: SearchModule,
  locale: SiteLocale,
): Promise<SearchModule> {
  if (locale === DEFAULT_LOCALE || !module.loadTranslation) return searchModuleIn(module, locale);
  return { ...module, ...(await module.loadTranslation(locale)) };
}

/** Name of the federated module a remote exposes to join the search. */
export const SEARCH_EXPOSE = './search';

/** GET /api/search: news, media mentions, vacancies and documents matching `q`, by kind. */
export const SEARCH_API = '/api/search';

/** Results of one kind per page of `GET /api/search` (`limit`): the default and the most. */
export const SEARCH_API_DEFAULT_LIMIT = 10;
export const SEARCH_API_MAX_LIMIT = 50;
/** Longer queries are refused (400). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** One result of the API: the entry and its words that matched (folded), to highlight. */
export type SearchApiResult = SearchApiGroup['results'][number];

/** One kind's results in an API answer. */
export type SearchApiGroup = SearchApiAnswer['groups'][number];

export type SearchApiAnswer = v.InferOutput<typeof searchAnswerSchema>;
