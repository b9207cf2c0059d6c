// Test helpers of the home feature (jsdom has no matchMedia).

/** Makes `window.matchMedia` answer `matches` for the queries in `matching`, false otherwise. */
export function stubMatchMedia(matching: readonly string[] = []): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    }) as MediaQueryList;
}

export function removeMatchMedia(): void {
  // @ts-expect-error jsdom has no matchMedia; the tests add and remove it.
  delete window.matchMedia;
}
