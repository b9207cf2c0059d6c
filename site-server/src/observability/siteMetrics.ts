// The site server's Prometheus metrics: its answers by route template and status
// (server-kit), the time of each server render and the page cache's hits, by the remote that
// owns the page, the remotes the server could not load and the server bundles it refused, and
// the process's own figures (event-loop lag, heap, CPU).
import { requestMetrics, serviceRegistry, type RequestMetrics } from '@alu/server-kit';
import { Counter, Histogram, type Registry } from 'prom-client';

/** How a page was answered: from the cache, from the cache while made again, or rendered. */
export type CacheResult = 'hit' | 'stale' | 'miss';

/** Why a remote's area is rendered in the browser only. */
export type RemoteLoadFailure = 'unreachable' | 'server-bundle';

export interface SiteMetrics {
  readonly registry: Registry;
  readonly requests: RequestMetrics;
  rendered(remote: string, seconds: number): void;
  pageCache(remote: string, result: CacheResult): void;
  remoteLoadFailed(remote: string, reason: RemoteLoadFailure): void;
}

/** A page of no remote (the shell's own: 404, the newsletter's leave page). */
export const SHELL_PAGE = 'shell';

export function siteMetrics(): SiteMetrics {
  const registry = serviceRegistry('site');
  const renders = new Histogram({
    name: 'ssr_render_duration_seconds',
    help: "Time of a page's server render, by the remote that owns the page",
    labelNames: ['remote'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'ssr_page_cache_total',
    help: 'Pages answered from the cache (hit), from the cache while made again (stale) or rendered (miss), by remote',
    labelNames: ['remote', 'result'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'ssr_remote_load_failures_total',
    help: 'Remotes the server could not load (unreachable) or whose server bundle it refused (server-bundle): their areas render in the browser only',
    labelNames: ['remote', 'reason'] as const,
    registers: [registry],
  });
  return {
    registry,
    requests: requestMetrics(registry),
    rendered: (remote, seconds) => renders.observe({ remote }, seconds),
    pageCache: (remote, result) => cache.inc({ remote, result }),
    remoteLoadFailed: (remote, reason) => failures.inc({ remote, reason }),
  };
}
