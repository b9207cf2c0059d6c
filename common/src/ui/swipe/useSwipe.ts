import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS pixels, for a swipe. */
export const SWIPE_MIN_DISTANCE_PX = 40;

export type SwipeDirection = 'previous' | 'next';

export interface SwipeHandlers {
  readonly onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  readonly onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  readonly onPointerCancel: () => void;
  /** Swallows the click a browser may send after a swipe that ended on a button or link. */
  readonly onClickCapture: (event: { preventDefault(): void; stopPropagation(): void }) => void;
}

/**
 * Swipe gestures on touch screens and pens: a mostly horizontal move of at least
 * SWIPE_MIN_DISTANCE_PX calls `onSwipe` ('next' when the finger moves left, as pages turn).
 * Spread the handlers on the element and give it `touch-action: pan-y`, so vertical scrolling
 * stays the browser's and horizontal moves reach the page. A mouse drag is not a swipe.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event) {
      // Any new press, a mouse's too, starts afresh: only the click ending a swipe is swallowed.
      swiped.current = false;
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      swiped.current = true;
      onSwipe(dx < 0 ? 'next' : 'previous');
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
