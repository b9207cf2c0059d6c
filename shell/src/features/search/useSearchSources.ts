import { startTransition, useEffect, useState } from 'react';
import { loadSearchModuleIn, type SiteLocale } from '@alu/common';
import { loadSearchSources, type SearchSource } from './searchSources';

export interface SearchSourcesState {
  readonly loading: boolean;
  readonly sources: readonly SearchSource[];
  /** The registry itself could not be read: no part of the search can answer. */
  readonly failed: boolean;
}

/** A ready source in the visitor's language (a lazy translation that fails: unavailable). */
export async function inLocale(source: SearchSource, locale: SiteLocale): Promise<SearchSource> {
  if (source.status !== 'ready') return source;
  try {
    return { ...source, module: await loadSearchModuleIn(source.module, locale) };
  } catch {
    return { remote: source.remote, status: 'unavailable', label: source.module.group };
  }
}

/** Loads the remotes' search modules when the overlay opens (once per opening). */
export function useSearchSources(locale: SiteLocale): SearchSourcesState {
  const [state, setState] = useState<SearchSourcesState>({
    loading: true,
    sources: [],
    failed: false,
  });
  useEffect(() => {
    let live = true;
    loadSearchSources()
      .then((sources) => Promise.all(sources.map((source) => inLocale(source, locale))))
      .then(
        (sources) => ({ loading: false, sources, failed: false }),
        () => ({ loading: false, sources: [], failed: true }),
      )
      .then((next) => {
        // Indexing the sources and the first results is a long render: as a transition, React
        // may interrupt it for the keystrokes of a visitor who is already typing.
        if (live) startTransition(() => setState(next));
      });
    return () => {
      live = false;
    };
  }, [locale]);
  return state;
}
