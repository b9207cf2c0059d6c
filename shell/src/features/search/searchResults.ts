import {
  highlightParts,
  matchesQuery,
  normalizeQuery,
  truncateText,
  type SearchEntry,
  searchModuleIn,
  type SiteLocale,
} from '@alu/common';
import type { SearchSource } from './searchSources';

/** Length of the detail under a result's name (the specification: 80 characters). */
export const RESULT_DETAIL_LENGTH = 80;

export interface SearchResult extends SearchEntry {
  /** Unique across groups (the option's element id is derived from it). */
  readonly id: string;
  readonly shortDetail: string;
  /** When neither the name nor the detail shows the match: the text that matched (a tag, a
   * language…), so the visitor sees why the result is there. */
  readonly matchedText?: string;
}

export interface ResultGroup {
  readonly group: string;
  readonly results: readonly SearchResult[];
}

export interface SearchOutcome {
  /** The input as the rule uses it (trimmed, folded); '' when nothing is searched. */
  readonly query: string;
  readonly groups: readonly ResultGroup[];
  readonly count: number;
  /** Areas whose search could not be loaded. */
  readonly unavailable: readonly string[];
}

/** Characters shown before a match that is deep in a long text. */
const EXCERPT_LEAD = 24;

/** The part of `text` around the first match, at most `limit` characters, with ellipses. */
export function excerptAround(text: string, query: string, limit: number): string {
  const parts = highlightParts(text, query);
  const matchIndex = parts.findIndex((part) => part.match);
  if (matchIndex < 0) return truncateText(text, limit);
  const start = parts.slice(0, matchIndex).reduce((at, part) => at + part.text.length, 0);
  // The match in the text can be longer than the query (combining accents fold to nothing).
  const end = start + (parts[matchIndex]?.text.length ?? 0);
  if (end <= limit) return truncateText(text, limit);
  const from = Math.max(0, start - EXCERPT_LEAD);
  return `…${truncateText(text.slice(from), limit - 1)}`;
}

function toResult(remote: string, entry: SearchEntry, query: string): SearchResult {
  const shortDetail = truncateText(entry.detail, RESULT_DETAIL_LENGTH);
  const shown = matchesQuery([entry.title, shortDetail], query);
  const matchedText = shown
    ? undefined
    : entry.searchable.find((text) => matchesQuery([text], query));
  return {
    ...entry,
    id: `${remote}-${entry.key}`,
    shortDetail,
    ...(matchedText === undefined
      ? {}
      : { matchedText: truncateText(matchedText, RESULT_DETAIL_LENGTH) }),
  };
}

/** Applies the search rule to every source, group by group, in the visitor's language. */
export function searchAll(
  sources: readonly SearchSource[],
  input: string,
  locale: SiteLocale = 'it',
): SearchOutcome {
  const query = normalizeQuery(input);
  const unavailable = sources.flatMap((source) =>
    source.status === 'unavailable' ? [source.label] : [],
  );
  if (query === '') return { query, groups: [], count: 0, unavailable };
  const groups = sources
    .flatMap((source) => (source.status === 'ready' ? [source] : []))
    .sort((a, b) => a.module.order - b.module.order)
    .map(({ remote, module: all }) => ({ remote, module: searchModuleIn(all, locale) }))
    .map(({ remote, module }) => ({
      group: module.group,
      results: module.entries
        .filter((entry) => matchesQuery([entry.title, ...entry.searchable], query))
        .map((entry) => toResult(remote, entry, query)),
    }))
    .filter((group) => group.results.length > 0);
  const count = groups.reduce((total, group) => total + group.results.length, 0);
  return { query, groups, count, unavailable };
}
