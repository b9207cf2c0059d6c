import { SEARCH_KINDS, truncateText, type SearchEntry, type SearchKind } from '@alu/common';
import { containsTerms, createSiteSearch, foldTerm, wordsOf } from '@alu/common/site-search';
import type { SearchSource } from './searchSources';

/** Length of the detail under a result's name, in characters. */
export const RESULT_DETAIL_LENGTH = 80;

export interface SearchResult extends SearchEntry {
  /** Unique across groups (the option's element id is derived from it). */
  readonly id: string;
  readonly shortDetail: string;
  /** The entry's words that matched (folded), which the result highlights. */
  readonly terms: readonly string[];
  /** When neither the name nor the detail shows the match: the text that matched (a tag, a
   * language…), so the visitor sees why the result is there. */
  readonly matchedText?: string;
}

export interface ResultGroup {
  /** The kind (`page`, `product`…), or the module's group for entries without one. */
  readonly key: string;
  readonly results: readonly SearchResult[];
  /** Every match of the group (the API's groups may hold only their first page). */
  readonly count: number;
  /** The API's position of this group's next page, when it has one. */
  readonly nextCursor?: string | null;
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

/** The part of `text` around the first matched word, at most `limit` characters. */
export function excerptAround(text: string, terms: readonly string[], limit: number): string {
  const start = [...text.matchAll(/[\p{L}\p{N}]+/gu)].find((word) =>
    terms.includes(foldTerm(word[0])),
  )?.index;
  if (start === undefined) return truncateText(text, limit);
  const end = start + (wordsOf(text.slice(start))[0]?.length ?? 0);
  if (end <= limit) return truncateText(text, limit);
  const from = Math.max(0, start - EXCERPT_LEAD);
  return `…${truncateText(text.slice(from), limit - 1)}`;
}

/** An entry as a result: its detail cut, and the text that explains the match if hidden. */
export function toResult(id: string, entry: SearchEntry, terms: readonly string[]): SearchResult {
  const shortDetail = truncateText(entry.detail, RESULT_DETAIL_LENGTH);
  const shown = containsTerms(entry.title, terms) || containsTerms(shortDetail, terms);
  const matched = shown ? undefined : entry.searchable.find((text) => containsTerms(text, terms));
  return {
    ...entry,
    id,
    shortDetail,
    terms,
    ...(matched === undefined
      ? {}
      : { matchedText: excerptAround(matched, terms, RESULT_DETAIL_LENGTH) }),
  };
}

interface IndexedEntry extends SearchEntry {
  readonly id: string;
  readonly groupKey: string;
  readonly order: number;
}

/** Groups in the kinds' order, then groups of entries without a kind in their modules' order. */
function groupOrder(key: string, moduleOrder: number): number {
  const kind = SEARCH_KINDS.indexOf(key as SearchKind);
  return kind >= 0 ? kind : SEARCH_KINDS.length + moduleOrder;
}

/**
 * One index over the static entries of every loaded module (already in the visitor's
 * language); the returned function applies the site's search rule to it and groups the
 * matches by kind, best first in each group: all of them, or the first `perGroup` of each
 * (the others only counted).
 */
export function indexSources(
  sources: readonly SearchSource[],
): (input: string, perGroup?: number) => SearchOutcome {
  const unavailable = sources.flatMap((source) =>
    source.status === 'unavailable' ? [source.label] : [],
  );
  const entries: IndexedEntry[] = sources.flatMap((source) =>
    source.status === 'ready'
      ? source.module.entries.map((entry) => {
          const groupKey = entry.kind ?? source.module.group;
          return {
            ...entry,
            id: `${source.remote}-${entry.key}`,
            groupKey,
            order: groupOrder(groupKey, source.module.order),
          };
        })
      : [],
  );
  const search = createSiteSearch(entries);
  return (input, perGroup = Infinity) => {
    const query = foldTerm(input.trim());
    if (query === '') return { query, groups: [], count: 0, unavailable };
    const groups = new Map<string, { order: number; count: number; results: SearchResult[] }>();
    for (const { entry, terms } of search(input)) {
      const group = groups.get(entry.groupKey) ?? { order: entry.order, count: 0, results: [] };
      group.count += 1;
      // Only the results shown are made (a result cuts and searches its texts); the rest count.
      if (group.results.length < perGroup) {
        const { id, groupKey: _group, order: _order, ...plain } = entry;
        group.results.push(toResult(id, plain, terms));
      }
      groups.set(entry.groupKey, group);
    }
    const sorted = [...groups.entries()]
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([key, group]) => ({ key, results: group.results, count: group.count }));
    const count = sorted.reduce((total, group) => total + group.count, 0);
    return { query, groups: sorted, count, unavailable };
  };
}

/**
 * Static and API groups together, in the kinds' order. A kind both give (documents: the
 * remotes' own files and the ones editors publish) is one group, the static results first.
 */
export function mergeOutcomes(
  local: SearchOutcome,
  remoteGroups: readonly ResultGroup[],
): SearchOutcome {
  if (local.query === '' || remoteGroups.length === 0) return local;
  const byKey = new Map<string, ResultGroup>(local.groups.map((group) => [group.key, group]));
  for (const remote of remoteGroups) {
    const own = byKey.get(remote.key);
    byKey.set(
      remote.key,
      own
        ? {
            key: remote.key,
            results: [...own.results, ...remote.results],
            count: own.count + remote.count,
            nextCursor: remote.nextCursor ?? null,
          }
        : remote,
    );
  }
  const groups = [...byKey.values()].sort((a, b) => groupOrder(a.key, 0) - groupOrder(b.key, 0));
  return { ...local, groups, count: groups.reduce((total, group) => total + group.count, 0) };
}
