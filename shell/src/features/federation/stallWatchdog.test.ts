import { watchForStall } from './stallWatchdog';

const PREFIX = 'http://remote.test/news/';

/** Resource Timing as the browser reports it: entries already there, and new ones observed. */
function fakeResourceTiming(initial: string[]) {
  let notify: ((names: string[]) => void) | undefined;
  // jsdom has neither: the browser's shapes, reduced to what the watchdog reads.
  Object.assign(performance, {
    getEntriesByType: () => initial.map((name) => ({ name })),
  });
  class FakeObserver {
    constructor(callback: (list: { getEntries(): { name: string }[] }) => void) {
      notify = (names) => callback({ getEntries: () => names.map((name) => ({ name })) });
    }
    observe() {}
    disconnect() {
      notify = undefined;
    }
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  return { arrive: (...names: string[]) => notify?.(names) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  document.head.replaceChildren();
});

test('counts from the last file of the remote that arrived', () => {
  const timing = fakeResourceTiming([`${PREFIX}mf-manifest.json`, 'http://other.test/x.js']);
  const onStall = jest.fn();
  watchForStall({ prefix: PREFIX, onStall, afterFilesMs: 1000, withoutFilesMs: 9000 });
  jest.advanceTimersByTime(800);
  timing.arrive(`${PREFIX}remoteEntry.js`, 'http://other.test/y.js');
  jest.advanceTimersByTime(800);
  expect(onStall).not.toHaveBeenCalled();
  jest.advanceTimersByTime(200);
  expect(onStall).toHaveBeenCalledTimes(1);
  expect(onStall.mock.calls[0][0].files).toEqual([
    `${PREFIX}mf-manifest.json`,
    `${PREFIX}remoteEntry.js`,
  ]);
});

test('waits while a script of the remote is still downloading', () => {
  fakeResourceTiming([`${PREFIX}mf-manifest.json`]);
  const script = document.createElement('script');
  script.src = `${PREFIX}remoteEntry.js`;
  document.head.append(script);
  const onStall = jest.fn();
  watchForStall({ prefix: PREFIX, onStall, afterFilesMs: 1000 });
  jest.advanceTimersByTime(3000);
  expect(onStall).not.toHaveBeenCalled();
  script.remove();
  jest.advanceTimersByTime(1000);
  expect(onStall).toHaveBeenCalledTimes(1);
});

test('before any file arrived, only the longer limit applies', () => {
  fakeResourceTiming([]);
  const onStall = jest.fn();
  watchForStall({ prefix: PREFIX, onStall, afterFilesMs: 1000, withoutFilesMs: 9000 });
  jest.advanceTimersByTime(8999);
  expect(onStall).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(onStall).toHaveBeenCalledTimes(1);
});

test('a load that settled in time is never reported', () => {
  const timing = fakeResourceTiming([`${PREFIX}mf-manifest.json`]);
  const onStall = jest.fn();
  const watch = watchForStall({ prefix: PREFIX, onStall, afterFilesMs: 1000 });
  watch.stop();
  timing.arrive(`${PREFIX}remoteEntry.js`);
  jest.advanceTimersByTime(60_000);
  expect(onStall).not.toHaveBeenCalled();
});
