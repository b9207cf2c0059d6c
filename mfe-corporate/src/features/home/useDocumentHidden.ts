import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isHidden = () => document.visibilityState === 'hidden';

/** Whether the tab is in the background (`visibilitychange`), kept up to date. */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(subscribe, isHidden, () => false);
}
