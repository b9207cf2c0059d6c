import type { Metric } from 'web-vitals';
import * as v from 'valibot';
import { telemetryBeaconSchema, type TelemetryBeacon } from '@alu/common/contracts/schemas';
import type { PageView } from '../../shared/releaseHealthQueue';

// web-vitals needs a real browser's performance timeline: the tests play its callbacks.
jest.mock('web-vitals', () => ({
  onLCP: jest.fn(),
  onCLS: jest.fn(),
  onINP: jest.fn(),
  onTTFB: jest.fn(),
}));

type Queue = typeof import('../../shared/releaseHealthQueue');
type WebVitals = Record<'onLCP' | 'onCLS' | 'onINP' | 'onTTFB', jest.Mock>;

const REGISTRY = [
  { name: 'news', entry: 'http://localhost:3005/mf-manifest.json', version: '3.1.0-20250101' },
  { name: 'corporate', entry: 'http://localhost:3001/mf-manifest.json' },
];

let queue: Queue;
let vitals: WebVitals;
let sendBeacon: jest.Mock<boolean, [string, string]>;
let visibility: DocumentVisibilityState;
const listeners: [string, EventListenerOrEventListenerObject][] = [];

function metric(name: Metric['name'], value: number): Metric {
  return { name, value, navigationType: 'navigate' } as Metric;
}

/** What the page reports to web-vitals' callbacks, as the library would. */
function report(which: keyof WebVitals, reported: Metric): void {
  for (const [callback] of vitals[which].mock.calls as [(metric: Metric) => void][]) {
    callback(reported);
  }
}

function hide(): void {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function show(): void {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function sentBeacons(): TelemetryBeacon[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe('/api/telemetry');
    // What the API accepts, and nothing else.
    return v.parse(telemetryBeaconSchema, JSON.parse(body));
  });
}

beforeEach(() => {
  jest.resetModules();
  vitals = jest.requireMock<WebVitals>('web-vitals');
  Object.values(vitals).forEach((mock) => mock.mockReset());
  queue = jest.requireActual<Queue>('../../shared/releaseHealthQueue');
  queue.noteRegistry(REGISTRY);
  sendBeacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  Object.defineProperty(document, 'hidden', {
    configurable: true,
    get: () => visibility === 'hidden',
  });
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener]);
    add(type, listener, options);
  });
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  jest.restoreAllMocks();
});

/**
 * The page as the shell runs it: recording, errors before the first view, the first view
 * (`owner`, `route`), then the sender started with what was recorded.
 */
function startSending(route: string, owner?: string, before?: () => void): void {
  let firstView: PageView | undefined;
  queue.startRecording((view) => {
    firstView = view;
  });
  before?.();
  queue.recordPageView(route, owner);
  if (!firstView) throw new Error('the first view was not announced');
  jest
    .requireActual<typeof import('./sendReleaseHealth')>('./sendReleaseHealth')
    .startSending(firstView, queue.notedRegistry, queue.takeQueuedEvents, queue.recordEvent);
}

test('nothing is sent while the page is shown; everything goes when it is hidden', () => {
  startSending('/news/:slug', 'news');
  report('onTTFB', metric('TTFB', 182.4));
  report('onLCP', metric('LCP', 1280.6));
  queue.recordClientError('load', 'corporate');
  // Shown again after a prerender or a tab switch back: still nothing.
  show();
  expect(sendBeacon).not.toHaveBeenCalled();

  hide();
  const [beacon, ...others] = sentBeacons();
  expect(others).toEqual([]);
  expect(beacon?.v).toBe(1);
  expect(beacon?.events).toEqual([
    { kind: 'view', remote: 'news', version: '3.1.0-20250101', route: '/news/:slug' },
    {
      kind: 'ttfb',
      value: 182.4,
      remote: 'news',
      version: '3.1.0-20250101',
      route: '/news/:slug',
    },
    {
      kind: 'lcp',
      value: 1280.6,
      remote: 'news',
      version: '3.1.0-20250101',
      route: '/news/:slug',
    },
    {
      kind: 'error',
      error: 'load',
      remote: 'corporate',
      version: 'registry-file',
      route: '/news/:slug',
    },
  ]);
});

test('each kind of client error is counted against the remote that owned the slot', () => {
  startSending('/', 'corporate');
  queue.recordClientError('load', 'news');
  queue.recordClientError('stalled', 'news');
  queue.recordClientError('render', 'corporate');
  // No area caught it: the shell's own rendering failed.
  queue.recordClientError('render');
  const thrown = (stack: string) =>
    window.dispatchEvent(
      new ErrorEvent('error', { error: Object.assign(new Error('x'), { stack }), message: 'x' }),
    );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  thrown('TypeError: x\n    at http://localhost:3005/812.1a2b3c4d.js:1:2');
  // Not the site's: never sent.
  thrown('Error\n    at chrome-extension://abc/content.js:1:1');
  hide();
  const [beacon] = sentBeacons();
  expect(beacon?.events.filter((event) => event.kind === 'error')).toEqual([
    { kind: 'error', error: 'load', remote: 'news', version: '3.1.0-20250101', route: '/' },
    { kind: 'error', error: 'stalled', remote: 'news', version: '3.1.0-20250101', route: '/' },
    { kind: 'error', error: 'render', remote: 'corporate', version: 'registry-file', route: '/' },
    { kind: 'error', error: 'render', remote: 'shell', version: 'development', route: '/' },
    { kind: 'error', error: 'uncaught', remote: 'news', version: '3.1.0-20250101', route: '/' },
  ]);
});

test('what failed before the first view is counted on its route', () => {
  startSending('/news', 'news', () => queue.recordClientError('load', 'news'));
  hide();
  const [beacon] = sentBeacons();
  expect(beacon?.events).toEqual([
    { kind: 'error', error: 'load', remote: 'news', version: '3.1.0-20250101', route: '/news' },
    { kind: 'view', remote: 'news', version: '3.1.0-20250101', route: '/news' },
  ]);
});

test('the page load’s measures belong to its first view; INP and CLS come when it is hidden', () => {
  startSending('/', 'corporate');
  report('onLCP', metric('LCP', 900));
  queue.recordPageView('/news', 'news');
  report('onINP', metric('INP', 216));
  report('onCLS', metric('CLS', 0.123456));
  hide();
  const [beacon] = sentBeacons();
  const measures = beacon?.events.filter((event) => event.kind !== 'view');
  expect(measures).toEqual([
    { kind: 'lcp', value: 900, remote: 'corporate', version: 'registry-file', route: '/' },
    { kind: 'inp', value: 216, remote: 'corporate', version: 'registry-file', route: '/' },
    { kind: 'cls', value: 0.123456, remote: 'corporate', version: 'registry-file', route: '/' },
  ]);
  expect(beacon?.events.filter((event) => event.kind === 'view')).toEqual([
    { kind: 'view', remote: 'corporate', version: 'registry-file', route: '/' },
    { kind: 'view', remote: 'news', version: '3.1.0-20250101', route: '/news' },
  ]);
});

test('each hiding sends only what is new; a metric reported again is not sent twice', () => {
  startSending('/news', 'news');
  report('onCLS', metric('CLS', 0.02));
  report('onLCP', metric('LCP', 1200));
  hide();
  show();
  report('onCLS', metric('CLS', 0.3));
  // A page restored from the back-forward cache measures again: no new page load.
  report('onLCP', { ...metric('LCP', 300), navigationType: 'back-forward-cache' });
  queue.recordPageView('/news/:slug', 'news');
  window.dispatchEvent(new Event('pagehide'));
  const [first, second] = sentBeacons();
  expect(first?.events.map(({ kind }) => kind)).toEqual(['view', 'cls', 'lcp']);
  expect(second?.events).toEqual([
    { kind: 'view', remote: 'news', version: '3.1.0-20250101', route: '/news/:slug' },
  ]);
  expect(second?.session).toBe(first?.session);
});

test('a measure beyond what the API accepts is sent as its largest value', () => {
  startSending('/news', 'news');
  report('onTTFB', metric('TTFB', 900_000));
  hide();
  expect(sentBeacons()[0]?.events[1]).toMatchObject({ kind: 'ttfb', value: 600_000 });
});

test('more than 40 events go in several beacons of the same page load', () => {
  startSending('/news', 'news');
  for (let i = 0; i < 94; i += 1) queue.recordClientError('render', 'news');
  hide();
  const beacons = sentBeacons();
  expect(beacons.map((beacon) => beacon.events.length)).toEqual([40, 40, 15]);
  expect(new Set(beacons.map((beacon) => beacon.session)).size).toBe(1);
});

test('the beacon carries a random id of the page load and nothing of the browser, nothing stored', () => {
  const cookies = document.cookie;
  startSending('/news', 'news');
  hide();
  const [beacon] = sentBeacons();
  expect(beacon?.session).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  // The user agent, or anything read from it, is the request's header alone.
  expect(Object.keys(beacon ?? {}).sort()).toEqual(['events', 'session', 'v']);
  expect(document.cookie).toBe(cookies);
  expect(localStorage.length + sessionStorage.length).toBe(0);

  // Another page load, another id.
  jest.resetModules();
  queue = jest.requireActual<Queue>('../../shared/releaseHealthQueue');
  startSending('/news', 'news');
  sendBeacon.mockClear();
  hide();
  const [next] = sentBeacons();
  expect(next?.session).not.toBe(beacon?.session);
});

test('a hidden page with nothing new sends nothing', () => {
  startSending('/news', 'news');
  queue.takeQueuedEvents();
  hide();
  window.dispatchEvent(new Event('pagehide'));
  expect(sendBeacon).not.toHaveBeenCalled();
});
