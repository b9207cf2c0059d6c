// The site's one search rule, used by the header's overlay (static content of every remote),
// the API (news and vacancies) and the results page: MiniSearch over each entry's title and
// texts. I chose MiniSearch over FlexSearch and Orama: it is small (about 7 KB gzip), has no
// dependencies or install scripts, runs the same in Node and the browser, and does the three
// things the rule needs out of the box: prefix search, typo tolerance by edit distance per
// term, and per-field boosts.
import MiniSearch from 'minisearch';
import type { TextPart } from '../ui/search/searchText';

/** Words this long or longer tolerate one typo (one letter added, dropped or changed). */
export const TYPO_TOLERANT_LENGTH = 5;

/** What the rule reads of an entry. */
export interface SearchableEntry {
  readonly title: string;
  readonly searchable: readonly string[];
}

export interface Found<T> {
  readonly entry: T;
  /** The entry's own words that matched (folded), for highlighting. */
  readonly terms: readonly string[];
  readonly score: number;
}

/** Anything but printable ASCII, which has no accents to take off. */
const MAY_HAVE_ACCENTS = /[^ -~]/;

/** Lower case without accents: "Allumìnio" and "alluminio" are one word. */
export function foldTerm(term: string): string {
  // Most words are plain ASCII: they skip the decomposition, which the index, every match and
  // every highlight would otherwise pay for each word on each keystroke.
  if (!MAY_HAVE_ACCENTS.test(term)) return term.toLowerCase();
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words of a text: runs of letters and digits in any script. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

const OPTIONS = {
  fields: ['title', 'text'],
  tokenize: wordsOf,
  processTerm: foldTerm,
  searchOptions: {
    boost: { title: 3 },
    prefix: true,
    fuzzy: (term: string) => (term.length >= TYPO_TOLERANT_LENGTH ? 1 : false),
    // Every word typed must be found: more words, fewer results.
    combineWith: 'AND' as const,
  },
};

/**
 * An index of `entries`; the returned function answers a query with the entries that match,
 * best first (an empty query matches nothing).
 */
export function createSiteSearch<T extends SearchableEntry>(
  entries: readonly T[],
): (query: string) => Found<T>[] {
  const index = new MiniSearch<{ id: number; title: string; text: string }>(OPTIONS);
  index.addAll(
    entries.map((entry, id) => ({ id, title: entry.title, text: entry.searchable.join('\n') })),
  );
  return (query) => {
    if (wordsOf(query).length === 0) return [];
    return index.search(query).flatMap((result) => {
      const entry = entries[result.id as number];
      return entry ? [{ entry, terms: result.terms, score: result.score }] : [];
    });
  };
}

/** Whether a text contains one of the matched terms (a word of it, folded, equal to one). */
export function containsTerms(text: string, terms: readonly string[]): boolean {
  return wordsOf(text).some((word) => terms.includes(foldTerm(word)));
}

/**
 * Splits `text` into the words that matched (their folded form is one of `terms`) and the
 * rest, in order, so a result can highlight them.
 */
export function highlightTerms(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (!terms.includes(foldTerm(found[0]))) continue;
    const start = found.index ?? 0;
    if (start > plainFrom) parts.push({ text: text.slice(plainFrom, start), match: false });
    parts.push({ text: found[0], match: true });
    plainFrom = start + found[0].length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom), match: false });
  return parts;
}
