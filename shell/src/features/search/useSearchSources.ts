import { useEffect, useState } from 'react';
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
        (sources) => live && setState({ loading: false, sources, failed: false }),
        () => live && setState({ loading: false, sources: [], failed: true }),
      );
    return () => {
      live = false;
    };
  }, [locale]);
  return state;
}
