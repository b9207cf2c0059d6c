// Contract of the site-wide search. A remote that offers
// search data exposes a federated module `./search` whose default export is a
// SearchModule. The shell's overlay loads the modules of every remote that exposes one,
// only when the overlay first opens, and applies the one matching rule to all of them, so
// a remote joins the search by exposing `./search`, without a change in the shell.

/** One searchable thing: a product, a staff member, … */
export interface SearchEntry {
  /** Unique within its module. */
  readonly key: string;
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
    readonly [L in 'en' | 'bg']?: {
      readonly group: string;
      readonly entries: readonly SearchEntry[];
    };
  };
}

/** A module as the overlay searches it in a language. */
export function searchModuleIn(module: SearchModule, locale: 'it' | 'en' | 'bg'): SearchModule {
  const translated = locale === 'it' ? undefined : module.translations?.[locale];
  return translated ? { ...module, ...translated } : module;
}

/** Name of the federated module a remote exposes to join the search. */
export const SEARCH_EXPOSE = './search';
