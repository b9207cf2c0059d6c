import { useEffect } from 'react';

/** Locks page scrolling while `locked` is true (the global `scroll-locked` body class). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, [locked]);
}
