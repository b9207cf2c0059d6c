import { useEffect, useState } from 'react';
import {
  fetchJson,
  SEARCH_API,
  type SearchApiAnswer,
  type SearchKind,
  type SiteLocale,
} from '@alu/common';
import { toResult, type ResultGroup } from './searchResults';

/** Results of each kind the overlay shows; "see all" opens the results page for the rest. */
export const OVERLAY_RESULTS_PER_KIND = 5;
/** Typing pauses this long before the API is asked (the static part answers at once). */
export const API_SEARCH_DELAY_MS = 150;

export interface ApiSearchState {
  readonly groups: readonly ResultGroup[];
  readonly loading: boolean;
  readonly failed: boolean;
}

/** One page of one kind: the results page's "more results" links. */
export interface ApiPage {
  readonly kind: SearchKind;
  readonly cursor: string;
}

export function apiSearchUrl(
  query: string,
  locale: SiteLocale,
  limit: number,
  page?: ApiPage,
): string {
  const params = new URLSearchParams({ q: query, lang: locale, limit: String(limit) });
  if (page) {
    params.set('kind', page.kind);
    params.set('cursor', page.cursor);
  }
  return `${SEARCH_API}?${params}`;
}

/** An API answer's groups as the overlay and the results page show them. */
export function apiGroups(answer: SearchApiAnswer): ResultGroup[] {
  return answer.groups.map((group) => ({
    key: group.kind,
    count: group.count,
    nextCursor: group.nextCursor,
    results: group.results.map(({ terms, ...entry }) => toResult(`api-${entry.key}`, entry, terms)),
  }));
}

const IDLE: ApiSearchState = { groups: [], loading: false, failed: false };

/** News, media mentions and vacancies from the API for what the visitor typed. */
export function useApiSearch(input: string, locale: SiteLocale): ApiSearchState {
  const [state, setState] = useState<ApiSearchState>(IDLE);
  const query = input.trim();
  useEffect(() => {
    if (query === '') {
      setState(IDLE);
      return undefined;
    }
    setState((previous) => ({ ...previous, loading: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchJson<SearchApiAnswer>(apiSearchUrl(query, locale, OVERLAY_RESULTS_PER_KIND), {
        signal: controller.signal,
      }).then(
        (answer) => setState({ groups: apiGroups(answer), loading: false, failed: false }),
        () => {
          if (!controller.signal.aborted) setState({ groups: [], loading: false, failed: true });
        },
      );
    }, API_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);
  return state;
}
