/** How long a load may stay unresolved after the last of its files arrived. */
export const STALL_AFTER_FILES_MS = 5_000;
/** How long a load may stay unresolved while none of its files has arrived yet. */
export const STALL_WITHOUT_FILES_MS = 25_000;

export interface StallReport {
  /** Milliseconds since the watch began. */
  readonly waitedMs: number;
  /** Files under the watched address that had arrived, in order of arrival. */
  readonly files: readonly string[];
}

export interface StallWatchOptions {
  /** Address prefix of the files that belong to the load (the remote's base URL). */
  readonly prefix: string;
  /** Called once, when the load is judged stalled; not after `stop()`. */
  readonly onStall: (report: StallReport) => void;
  readonly afterFilesMs?: number;
  readonly withoutFilesMs?: number;
}

export interface StallWatch {
  stop(): void;
}

function arrivedFiles(prefix: string): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') {
    return [];
  }
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(prefix));
}

/** Scripts the page is still downloading from the prefix (webpack and the runtime add them). */
function pendingScripts(prefix: string): number {
  if (typeof document === 'undefined') return 0;
  return Array.from(document.scripts).filter((script) => script.src.startsWith(prefix)).length;
}

/**
 * Watches a load whose files come from one address: once its files have arrived, it may take
 * `afterFilesMs` more (counted from the last arrival, and not while one of its scripts is still
 * downloading); before any file arrived, `withoutFilesMs`. Slow networks are not stalls; a
 * promise that never settles although everything it asked for is here is.
 */
export function watchForStall({
  prefix,
  onStall,
  afterFilesMs = STALL_AFTER_FILES_MS,
  withoutFilesMs = STALL_WITHOUT_FILES_MS,
}: StallWatchOptions): StallWatch {
  const began = Date.now();
  const files = arrivedFiles(prefix);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let observer: PerformanceObserver | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    observer?.disconnect();
  };
  const check = () => {
    if (stopped) return;
    if (files.length > 0 && pendingScripts(prefix) > 0) {
      arm(afterFilesMs);
      return;
    }
    stop();
    onStall({ waitedMs: Date.now() - began, files: [...files] });
  };
  function arm(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(check, ms);
  }

  arm(files.length > 0 ? afterFilesMs : withoutFilesMs);
  if (typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver((list) => {
      const arrived = list
        .getEntries()
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(prefix));
      if (arrived.length === 0 || stopped) return;
      files.push(...arrived);
      arm(afterFilesMs);
    });
    try {
      observer.observe({ type: 'resource' });
    } catch {
      // A browser without resource timing: the timer alone decides.
    }
  }
  return { stop };
}
