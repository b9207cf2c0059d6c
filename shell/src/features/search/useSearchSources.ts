import { useEffect, useState } from 'react';
import { loadSearchSources, type SearchSource } from './searchSources';

export interface SearchSourcesState {
  readonly loading: boolean;
  readonly sources: readonly SearchSource[];
  /** The registry itself could not be read: no part of the search can answer. */
  readonly failed: boolean;
}

/** Loads the remotes' search modules when the overlay opens (once per opening). */
export function useSearchSources(): SearchSourcesState {
  const [state, setState] = useState<SearchSourcesState>({
    loading: true,
    sources: [],
    failed: false,
  });
  useEffect(() => {
    let live = true;
    loadSearchSources().then(
      (sources) => live && setState({ loading: false, sources, failed: false }),
      () => live && setState({ loading: false, sources: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
