import { act, render, screen, within } from '@testing-library/react';
import { REDUCED_MOTION_QUERY } from '@alu/common';
import { Timeline } from './Timeline';
import { MILESTONES } from './timeline.data';
import { REVEAL_ROOT_MARGIN } from './useTimelineProgress';

type Entry = Pick<
  IntersectionObserverEntry,
  'isIntersecting' | 'target' | 'boundingClientRect' | 'rootBounds'
>;
type Callback = (entries: Entry[]) => void;

/** The page's one observer: which rows it still watches and how to notify it. */
let observer: { callback: Callback; watched: Set<Element>; init: IntersectionObserverInit } | null;
let observersCreated = 0;

class FakeIntersectionObserver {
  private readonly watched = new Set<Element>();
  constructor(callback: Callback, init: IntersectionObserverInit) {
    observersCreated += 1;
    observer = { callback, watched: this.watched, init };
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
}

const VIEWPORT = { top: 0, bottom: 650 } as DOMRectReadOnly;

/** Plays the browser's notification for a row: in view, below the viewport or above it. */
function notify(row: Element, where: 'in-view' | 'below' | 'above') {
  if (!observer?.watched.has(row)) return;
  const top = { 'in-view': 300, below: 900, above: -600 }[where];
  const entry: Entry = {
    target: row,
    isIntersecting: where === 'in-view',
    boundingClientRect: { top, bottom: top + 200 } as DOMRectReadOnly,
    rootBounds: VIEWPORT,
  };
  act(() => observer?.callback([entry]));
}

const rows = () => screen.getAllByTestId('timeline-row');
const states = () => rows().map((row) => row.getAttribute('data-visible'));

function stubReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: reduce && query === REDUCED_MOTION_QUERY, media: query }) as MediaQueryList;
}

describe('Timeline', () => {
  beforeEach(() => {
    observer = null;
    observersCreated = 0;
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is an ordered list of the 16 milestones and an ellipsis end marker', () => {
    render(<Timeline />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(rows()).toHaveLength(17);
    const years = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(years).toEqual([
      '1968',
      '1977',
      '1980',
      '1981',
      '1999',
      '2000',
      '2003',
      '2004',
      '2005',
      '2007–2008',
      '2009',
      '2012',
      '2014',
      '2015',
      '2017',
      '2018',
    ]);
    expect(rows()[16]?.textContent).toContain('…');
    const photo = rows()[0]!.querySelector('img');
    expect(photo?.getAttribute('loading')).toBe('lazy');
    expect(photo?.getAttribute('alt')).toBe('');
    expect(rows()[16]!.querySelector('img')).toBeNull();
    expect(MILESTONES.find((m) => m.year === '1981')?.text).toMatch(/28 novembre 1981/);
  });

  it('highlights a row when it scrolls into view and keeps it highlighted', () => {
    render(<Timeline />);
    expect(states().every((state) => state === 'false')).toBe(true);
    expect(observer?.init.rootMargin).toBe(REVEAL_ROOT_MARGIN);

    const [first, second, third] = rows();
    notify(first!, 'below');
    expect(states()[0]).toBe('false');
    notify(first!, 'in-view');
    notify(second!, 'in-view');
    expect(states().slice(0, 4)).toEqual(['true', 'true', 'false', 'false']);

    // Leaving the viewport again does not switch it off; the observer let go of it.
    notify(first!, 'above');
    expect(states()[0]).toBe('true');
    expect(observer?.watched.has(first!)).toBe(false);
    expect(observer?.watched.has(third!)).toBe(true);
  });

  it('lights the rows a fast scroll jumped over', () => {
    render(<Timeline />);
    notify(rows()[5]!, 'in-view');
    expect(states().slice(0, 7)).toEqual(['true', 'true', 'true', 'true', 'true', 'true', 'false']);
  });

  it('lights rows already above the viewport when the page opens scrolled down', () => {
    render(<Timeline />);
    notify(rows()[3]!, 'above');
    expect(states().slice(0, 5)).toEqual(['true', 'true', 'true', 'true', 'false']);
  });

  it('highlights every row at once without IntersectionObserver', () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    render(<Timeline />);
    expect(states().every((state) => state === 'true')).toBe(true);
  });

  it('highlights every row at once when the visitor asks for reduced motion', () => {
    stubReducedMotion(true);
    render(<Timeline />);
    expect(states().every((state) => state === 'true')).toBe(true);
    expect(observersCreated).toBe(0);
  });

  it('waits for the scroll when motion is welcome', () => {
    stubReducedMotion(false);
    render(<Timeline />);
    expect(states().every((state) => state === 'false')).toBe(true);
    expect(observer?.watched.size).toBe(17);
  });
});
