/**
 * The remote registry (`GET /api/remotes`), read from the API and kept `ttlMs`; an older copy
 * is answered while a newer one is fetched in the background. When the API cannot answer,
 * the last copy stays (undefined before the first answer). `invalidate()` makes the next
 * read wait for a fresh copy (an administrator just activated or rolled back a release).
 */
export function registryReader({ apiOrigin, ttlMs = 2000, timeoutMs = 2000 }) {
  let registry;
  let fetchedAt = 0;
  let refreshing;
  const refresh = () => {
    refreshing ??= fetch(new URL('/api/remotes', apiOrigin), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the registry answered ${response.status}`);
        registry = await response.json();
        fetchedAt = Date.now();
      })
      .catch((error) => {
        console.error(`registry not read (${error.message})`);
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };
  return {
    async current() {
      if (registry === undefined || fetchedAt === 0) await refresh();
      else if (Date.now() - fetchedAt > ttlMs) void refresh();
      return registry;
    },
    invalidate() {
      fetchedAt = 0;
    },
  };
}
