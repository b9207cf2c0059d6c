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

describe('useSlideshow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('raises the progress by 0.5 every 25 ms and changes slide after 5000 ms', () => {
    const { result } = renderHook(() => useSlideshow(5, false));
    expect(result.current).toMatchObject({ active: 0, progress: 0 });

    advance(PROGRESS_TICK_MS);
    expect(result.current.progress).toBe(0.5);
    advance(2500 - PROGRESS_TICK_MS);
    expect(result.current).toMatchObject({ active: 0, progress: 50 });
    advance(2500 - PROGRESS_TICK_MS);
    expect(result.current).toMatchObject({ active: 0, progress: 99.5 });
    advance(PROGRESS_TICK_MS);
    expect(result.current).toMatchObject({ active: 1, progress: 0 });
  });

  it('wraps from the last slide to the first', () => {
    const { result } = renderHook(() => useSlideshow(3, false));
    advance(2 * SLIDE_DURATION_MS);
    expect(result.current.active).toBe(2);
    advance(SLIDE_DURATION_MS);
    expect(result.current.active).toBe(0);
  });

  it('selecting a slide shows it and restarts its time and progress', () => {
    const { result } = renderHook(() => useSlideshow(5, false));
    advance(3000);
    expect(result.current.progress).toBe(60);
    // Mid-tick, so a timer that was not restarted would tick 10 ms after the click.
    advance(15);

    act(() => result.current.select(3));
    expect(result.current).toMatchObject({ active: 3, progress: 0 });
    advance(10);
    expect(result.current.progress).toBe(0);
    advance(15);
    expect(result.current.progress).toBe(0.5);
    advance(SLIDE_DURATION_MS - 2 * PROGRESS_TICK_MS);
    expect(result.current).toMatchObject({ active: 3, progress: 99.5 });
    advance(PROGRESS_TICK_MS);
    expect(result.current).toMatchObject({ active: 4, progress: 0 });
  });

  it('ignores a selection outside the slides', () => {
    const { result } = renderHook(() => useSlideshow(5, false));
    advance(1000);
    act(() => result.current.select(7));
    expect(result.current).toMatchObject({ active: 0, progress: 20 });
  });

  it('stops while the tab is hidden and continues where it was', () => {
    const { result } = renderHook(() => useSlideshow(5, false));
    advance(4000);
    setVisibility('hidden');
    advance(3 * SLIDE_DURATION_MS);
    expect(result.current).toMatchObject({ active: 0, progress: 80 });

    setVisibility('visible');
    advance(1000);
    expect(result.current).toMatchObject({ active: 1, progress: 0 });
  });

  it('does not move while paused by its user', () => {
    const { result, rerender } = renderHook(({ paused }) => useSlideshow(5, paused), {
      initialProps: { paused: true },
    });
    advance(3 * SLIDE_DURATION_MS);
    expect(result.current).toMatchObject({ active: 0, progress: 0 });
    rerender({ paused: false });
    advance(SLIDE_DURATION_MS);
    expect(result.current.active).toBe(1);
  });
});
