import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useDocumentHidden } from './useDocumentHidden';

/** A slide stays 5000 ms; the progress bar rises 0.5 points every 25 ms. */
export const SLIDE_DURATION_MS = 5000;
export const PROGRESS_TICK_MS = 25;
export const PROGRESS_STEP = 0.5;

interface State {
  readonly active: number;
  /** Bumped by a selection so the tick interval starts over from that moment. */
  readonly epoch: number;
}

type Action = { type: 'next'; count: number } | { type: 'select'; index: number };

const TICKS_PER_SLIDE = SLIDE_DURATION_MS / PROGRESS_TICK_MS;

function reducer(state: State, action: Action): State {
  if (action.type === 'select') return { active: action.index, epoch: state.epoch + 1 };
  return { ...state, active: (state.active + 1) % action.count };
}

/** 0–100: how far a slide is through its time after `ticks` ticks. */
const progressOf = (ticks: number) => Math.min(100, ticks * PROGRESS_STEP);

export interface Slideshow {
  /** Index of the slide on show. */
  readonly active: number;
  /** Bumped by each choice of a slide: with `active`, names the slide's current run of time. */
  readonly epoch: number;
  /** Whether the time runs (not paused, not hidden, more than one slide). */
  readonly running: boolean;
  /** Shows a slide and restarts its time and progress. */
  readonly select: (index: number) => void;
}

/**
 * The hero's rotation: one 25 ms tick drives both the progress bar and the change of slide
 * (after 200 ticks = 5000 ms, wrapping from the last slide to the first), so the two can
 * never drift apart. While `paused`, or while the tab is hidden, no interval runs; resuming
 * continues from the current progress.
 *
 * The progress (0–100) goes to `onProgress` at every tick, when a slide is chosen and when
 * the hook starts, for the caller to write where it is read: as React state it re-rendered
 * the hero forty times a second, a steady load on a phone's main thread from the moment the
 * home page became interactive. React renders only when the slide changes or the time stops
 * or starts.
 */
export function useSlideshow(
  count: number,
  paused: boolean,
  onProgress: (progress: number) => void,
): Slideshow {
  const [state, dispatch] = useReducer(reducer, { active: 0, epoch: 0 });
  /** Ticks since the current slide was shown. */
  const ticks = useRef(0);
  const report = useRef(onProgress);
  const hidden = useDocumentHidden();
  const stopped = paused || hidden;

  useLayoutEffect(() => {
    report.current = onProgress;
  }, [onProgress]);

  useLayoutEffect(() => {
    report.current(progressOf(ticks.current));
  }, []);

  useEffect(() => {
    if (stopped || count < 2) return undefined;
    const id = window.setInterval(() => {
      ticks.current += 1;
      if (ticks.current >= TICKS_PER_SLIDE) {
        ticks.current = 0;
        dispatch({ type: 'next', count });
      }
      report.current(progressOf(ticks.current));
    }, PROGRESS_TICK_MS);
    return () => window.clearInterval(id);
  }, [stopped, count, state.epoch]);

  const select = useCallback(
    (index: number) => {
      if (index < 0 || index >= count) return;
      ticks.current = 0;
      report.current(0);
      dispatch({ type: 'select', index });
    },
    [count],
  );

  return {
    active: Math.min(state.active, Math.max(0, count - 1)),
    epoch: state.epoch,
    running: !stopped && count >= 2,
    select,
  };
}
