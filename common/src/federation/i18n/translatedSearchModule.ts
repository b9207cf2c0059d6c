import type { TranslatedLocale } from '../../contracts/locales';
import type { SearchEntry, SearchModule } from '../../contracts/search';
import { localizeContent } from './localizeContent';
import { textLookup, type TextDictionary } from './siteI18n';

export interface TranslatedSearchModuleOptions {
  /** The group's heading in Italian (the dictionaries translate it). */
  readonly group: string;
  readonly order: number;
  /** The Italian entries, from the remote's page data. */
  readonly entries: readonly SearchEntry[];
  /** The remote's dictionaries, each a chunk of its own (`() => import('./xTexts.en')`). */
  readonly dictionaries: {
    readonly [L in TranslatedLocale]: () => Promise<{ readonly default: TextDictionary }>;
  };
}

/**
 * A `./search` module whose English and Bulgarian entries are its Italian ones passed through
 * the remote's dictionaries, fetched only when a visitor of that language first searches.
 */
export function translatedSearchModule({
  group,
  order,
  entries,
  dictionaries,
}: TranslatedSearchModuleOptions): SearchModule {
  return {
    group,
    order,
    entries,
    loadTranslation: async (locale) => {
      const tx = textLookup((await dictionaries[locale]()).default);
      return { group: tx(group), entries: localizeContent(entries, tx) };
    },
  };
}
