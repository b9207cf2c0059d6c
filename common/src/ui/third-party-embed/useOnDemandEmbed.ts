import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the reachability check of a third-party service may take before it counts as down. */
export const EMBED_PROBE_TIMEOUT_MS = 4000;

/**
 * `idle`: nothing of the service loaded yet; `checking`: the visitor asked for it and its
 * reachability is being checked; `ready`: show the embed; `unreachable`: keep the fallback.
 */
export type OnDemandEmbedState = 'idle' | 'checking' | 'ready' | 'unreachable';

export interface OnDemandEmbed {
  readonly state: OnDemandEmbedState;
  /** Checks the service and moves to `ready` or `unreachable`. */
  readonly load: () => void;
}

/** Resolves true when `url` answers at all: an opaque (no-cors) answer is enough. */
async function answers(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}

/**
 * A third-party embed (video player, map) that costs nothing until the visitor asks for it:
 * `load()` first checks that `probeUrl` (a small file on the service's origin) answers within
 * `timeoutMs`, so a blocked or offline service leaves the page on its own fallback instead of
 * an empty or broken frame.
 */
export function useOnDemandEmbed(
  probeUrl: string,
  timeoutMs: number = EMBED_PROBE_TIMEOUT_MS,
): OnDemandEmbed {
  const [state, setState] = useState<OnDemandEmbedState>('idle');
  const probe = useRef<AbortController | null>(null);

  useEffect(() => () => probe.current?.abort(), []);

  const load = useCallback(() => {
    probe.current?.abort();
    const controller = new AbortController();
    probe.current = controller;
    setState('checking');
    const timer = window.setTimeout(() => controller.abort(), timeoutMs);
    void answers(probeUrl, controller.signal).then((reachable) => {
      window.clearTimeout(timer);
      if (probe.current === controller) setState(reachable ? 'ready' : 'unreachable');
    });
  }, [probeUrl, timeoutMs]);

  return { state, load };
}
