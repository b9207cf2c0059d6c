// Test helper (not exported from the package): a controllable window.matchMedia for jsdom.

export interface MatchMediaMock {
  /** Every query the code under test asked about. */
  readonly queries: string[];
  /** Changes whether the queries match and notifies the listeners. */
  set(matches: boolean): void;
}

export function mockMatchMedia(initial: boolean): MatchMediaMock {
  let matches = initial;
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  window.matchMedia = (query: string) => {
    queries.push(query);
    return {
      get matches() {
        return matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return {
    queries,
    set(next) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}
