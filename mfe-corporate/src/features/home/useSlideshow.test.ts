import { act, renderHook } from '@testing-library/react';
import { PROGRESS_TICK_MS, SLIDE_DURATION_MS, useSlideshow } from './useSlideshow';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** The slideshow with the progress it last reported (what the hero draws). */
function renderSlideshow(count: number, initialPaused = false) {
  let progress: number | undefined;
  const renders = { count: 0 };
  const hook = renderHook(
    ({ paused }) => {
      renders.count += 1;
      return useSlideshow(count, paused, (value) => {
        progress = value;
      });
    },
    { initialProps: { paused: initialPaused } },
  );
  return {
    ...hook,
    renders,
    state: () => ({ active: hook.result.current.active, progress }),
  };
}

describe('useSlideshow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('raises the progress by 0.5 every 25 ms and changes slide after 5000 ms', () => {
    const { state } = renderSlideshow(5);
    expect(state()).toEqual({ active: 0, progress: 0 });

    advance(PROGRESS_TICK_MS);
    expect(state().progress).toBe(0.5);
    advance(2500 - PROGRESS_TICK_MS);
    expect(state()).toEqual({ active: 0, progress: 50 });
    advance(2500 - PROGRESS_TICK_MS);
    expect(state()).toEqual({ active: 0, progress: 99.5 });
    advance(PROGRESS_TICK_MS);
    expect(state()).toEqual({ active: 1, progress: 0 });
  });

  it('renders only when the slide changes, not at every tick', () => {
    const { renders } = renderSlideshow(5);
    const before = renders.count;
    advance(SLIDE_DURATION_MS - PROGRESS_TICK_MS);
    expect(renders.count).toBe(before);
    advance(PROGRESS_TICK_MS);
    expect(renders.count).toBe(before + 1);
  });

  it('wraps from the last slide to the first', () => {
    const { state } = renderSlideshow(3);
    advance(2 * SLIDE_DURATION_MS);
    expect(state().active).toBe(2);
    advance(SLIDE_DURATION_MS);
    expect(state().active).toBe(0);
  });

  it('selecting a slide shows it and restarts its time and progress', () => {
    const { result, state } = renderSlideshow(5);
    advance(3000);
    expect(state().progress).toBe(60);
    // Mid-tick, so a timer that was not restarted would tick 10 ms after the click.
    advance(15);

    act(() => result.current.select(3));
    expect(state()).toEqual({ active: 3, progress: 0 });
    advance(10);
    expect(state().progress).toBe(0);
    advance(15);
    expect(state().progress).toBe(0.5);
    advance(SLIDE_DURATION_MS - 2 * PROGRESS_TICK_MS);
    expect(state()).toEqual({ active: 3, progress: 99.5 });
    advance(PROGRESS_TICK_MS);
    expect(state()).toEqual({ active: 4, progress: 0 });
  });

  it('ignores a selection outside the slides', () => {
    const { result, state } = renderSlideshow(5);
    advance(1000);
    act(() => result.current.select(7));
    expect(state()).toEqual({ active: 0, progress: 20 });
  });

  it('stops while the tab is hidden and continues where it was', () => {
    const { state } = renderSlideshow(5);
    advance(4000);
    setVisibility('hidden');
    advance(3 * SLIDE_DURATION_MS);
    expect(state()).toEqual({ active: 0, progress: 80 });

    setVisibility('visible');
    advance(1000);
    expect(state()).toEqual({ active: 1, progress: 0 });
  });

  it('does not move while paused by its user', () => {
    const { rerender, state } = renderSlideshow(5, true);
    advance(3 * SLIDE_DURATION_MS);
    expect(state()).toEqual({ active: 0, progress: 0 });
    rerender({ paused: false });
    advance(SLIDE_DURATION_MS);
    expect(state().active).toBe(1);
  });
});
