import { useCallback, useEffect, useReducer } from 'react';
import { useDocumentHidden } from './useDocumentHidden';

/** A slide stays 5000 ms; the progress bar rises 0.5 points every 25 ms. */
export const SLIDE_DURATION_MS = 5000;
export const PROGRESS_TICK_MS = 25;
export const PROGRESS_STEP = 0.5;

interface State {
  readonly active: number;
  /** Ticks since the current slide was shown. */
  readonly ticks: number;
  /** Bumped by a selection so the tick interval starts over from that moment. */
  readonly epoch: number;
}

type Action = { type: 'tick'; count: number } | { type: 'select'; index: number };

const TICKS_PER_SLIDE = SLIDE_DURATION_MS / PROGRESS_TICK_MS;

function reducer(state: State, action: Action): State {
  if (action.type === 'select') {
    return { active: action.index, ticks: 0, epoch: state.epoch + 1 };
  }
  const ticks = state.ticks + 1;
  if (ticks < TICKS_PER_SLIDE) return { ...state, ticks };
  return { ...state, active: (state.active + 1) % action.count, ticks: 0 };
}

export interface Slideshow {
  /** Index of the slide on show. */
  readonly active: number;
  /** 0–100: how far the current slide is through its time. */
  readonly progress: number;
  /** Shows a slide and restarts its time and progress. */
  readonly select: (index: number) => void;
}

/**
 * The hero's rotation: one 25 ms tick drives both the progress bar and the change of slide
 * (after 200 ticks = 5000 ms, wrapping from the last slide to the first), so the two can
 * never drift apart. While `paused`, or while the tab is hidden, no interval runs; resuming
 * continues from the current progress.
 */
export function useSlideshow(count: number, paused: boolean): Slideshow {
  const [state, dispatch] = useReducer(reducer, { active: 0, ticks: 0, epoch: 0 });
  const hidden = useDocumentHidden();
  const stopped = paused || hidden;

  useEffect(() => {
    if (stopped || count < 2) return undefined;
    const id = window.setInterval(() => dispatch({ type: 'tick', count }), PROGRESS_TICK_MS);
    return () => window.clearInterval(id);
  }, [stopped, count, state.epoch]);

  const select = useCallback(
    (index: number) => {
      if (index >= 0 && index < count) dispatch({ type: 'select', index });
    },
    [count],
  );

  return {
    active: Math.min(state.active, Math.max(0, count - 1)),
    progress: Math.min(100, state.ticks * PROGRESS_STEP),
    select,
  };
}
