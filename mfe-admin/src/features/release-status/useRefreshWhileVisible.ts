import { useEffect } from 'react';

const isHidden = () => document.visibilityState === 'hidden';

/**
 * Calls `refresh` `periodMs` after each load started (`since` changes with every load) while
 * the browser shows the page; a page hidden past its due time refreshes as soon as it is
 * shown again. Nothing runs while the page is hidden: nobody reads it then.
 */
export function useRefreshWhileVisible(refresh: () => void, periodMs: number, since: unknown) {
  useEffect(() => {
    const dueAt = Date.now() + periodMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = isHidden() ? undefined : setTimeout(refresh, Math.max(0, dueAt - Date.now()));
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [refresh, periodMs, since]);
}
