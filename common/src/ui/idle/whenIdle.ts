import { useEffect, useState } from 'react';

/** Without idle callbacks (Safari), work waits this long instead. */
const IDLE_FALLBACK_MS = 1000;

/**
 * Runs `run` once the browser is idle (an idle callback), at the latest `timeoutMs` later.
 * Returns the cancellation. For work a visitor does not wait for, which should not compete
 * with the page's own start: the page is interactive sooner, and on a phone its first
 * seconds have fewer long tasks.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, Math.min(IDLE_FALLBACK_MS, timeoutMs));
  return () => window.clearTimeout(id);
}

/**
 * False until the browser is first idle after the component mounted (see whenIdle), then
 * true: the server's render and hydration see false.
 */
export function useIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
