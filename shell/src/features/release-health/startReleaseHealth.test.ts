import type { PageView } from '../../shared/releaseHealthQueue';

// web-vitals needs a real browser's performance timeline; here it reports nothing.
jest.mock('web-vitals', () => ({
  onLCP: jest.fn(),
  onCLS: jest.fn(),
  onINP: jest.fn(),
  onTTFB: jest.fn(),
}));

type Queue = typeof import('../../shared/releaseHealthQueue');
type Start = typeof import('./startReleaseHealth');
type Sender = typeof import('./sendReleaseHealth');

let queue: Queue;
let start: Start;
let startSending: jest.SpyInstance<void, Parameters<Sender['startSending']>>;
let idleCallbacks: (() => void)[];
const listeners: [string, EventListenerOrEventListenerObject][] = [];

function setSampleRate(content: string | undefined): void {
  document.head.innerHTML =
    content === undefined ? '' : `<meta name="telemetry-sample-rate" content="${content}">`;
}

/** Lets the dynamic import of the sender settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** The browser is idle. */
async function idle(): Promise<void> {
  idleCallbacks.splice(0).forEach((callback) => callback());
  await settle();
}

function throwUncaught(stack: string): void {
  const error = Object.assign(new Error('boom'), { stack });
  window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
}

beforeEach(() => {
  jest.resetModules();
  queue = jest.requireActual<Queue>('../../shared/releaseHealthQueue');
  start = jest.requireActual<Start>('./startReleaseHealth');
  startSending = jest
    .spyOn(jest.requireActual<Sender>('./sendReleaseHealth'), 'startSending')
    .mockImplementation(() => undefined);
  idleCallbacks = [];
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: () => void) => idleCallbacks.push(callback),
  });
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener]);
    add(type, listener, options);
  });
  // jsdom reports dispatched error events on the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  jest.restoreAllMocks();
  setSampleRate(undefined);
});

test.each([
  ['absent', undefined],
  ['zero', '0'],
  ['unreadable', 'lots'],
])(
  'a page whose sample rate is %s records nothing, loads nothing and listens to nothing',
  async (_, rate) => {
    setSampleRate(rate);
    start.startReleaseHealth();
    queue.recordPageView('/news', 'news');
    queue.recordClientError('load', 'news');
    await idle();
    expect(idleCallbacks).toEqual([]);
    expect(startSending).not.toHaveBeenCalled();
    expect(queue.takeQueuedEvents()).toEqual([]);
    expect(listeners.map(([type]) => type)).toEqual([]);
  },
);

test('the rate is compared with one random draw per page load', () => {
  setSampleRate('0.25');
  jest.spyOn(Math, 'random').mockReturnValueOnce(0.25);
  start.startReleaseHealth();
  queue.recordClientError('load', 'news');
  expect(queue.takeQueuedEvents()).toEqual([]);

  jest.resetModules();
  queue = jest.requireActual<Queue>('../../shared/releaseHealthQueue');
  start = jest.requireActual<Start>('./startReleaseHealth');
  jest.spyOn(Math, 'random').mockReturnValueOnce(0.2);
  start.startReleaseHealth();
  queue.recordClientError('load', 'news');
  expect(queue.takeQueuedEvents()).toHaveLength(1);
});

test('a sampled page counts uncaught errors and rejections from the start', () => {
  setSampleRate('1');
  start.startReleaseHealth();
  throwUncaught('TypeError: x\n    at http://localhost:3005/812.js:1:1');
  const rejection = Object.assign(new Event('unhandledrejection'), {
    reason: Object.assign(new Error('nope'), {
      stack: 'Error: nope\n at http://localhost:3005/9.js:2:2',
    }),
  });
  window.dispatchEvent(rejection);
  // Thrown without an error object (a muted error of another origin): its script, if any.
  window.dispatchEvent(
    new ErrorEvent('error', { message: 'x', filename: 'http://localhost:3005/1.js' }),
  );
  expect(queue.takeQueuedEvents()).toEqual([
    expect.objectContaining({
      kind: 'error',
      error: 'uncaught',
      stack: expect.stringContaining('3005/812.js'),
    }),
    expect.objectContaining({
      kind: 'error',
      error: 'uncaught',
      stack: expect.stringContaining('3005/9.js'),
    }),
    expect.objectContaining({
      kind: 'error',
      error: 'uncaught',
      stack: expect.stringContaining('3005/1.js'),
    }),
  ]);
});

test('the measuring code loads once the first view is shown and the browser idle', async () => {
  setSampleRate('1');
  queue.noteRegistry([{ name: 'news', entry: 'http://localhost:3005/mf-manifest.json' }]);
  start.startReleaseHealth();
  // Nothing on screen yet (a page the browser renders alone): nothing waits to load.
  await settle();
  expect(idleCallbacks).toEqual([]);

  queue.recordPageView('/news/:slug', 'news');
  await settle();
  // Shown, but not idle yet.
  expect(startSending).not.toHaveBeenCalled();
  queue.recordPageView('/news', 'news');

  await idle();
  expect(startSending).toHaveBeenCalledTimes(1);
  const [firstView, registry, take] = startSending.mock.calls[0] ?? [];
  expect(firstView).toEqual<PageView>({ kind: 'view', owner: 'news', route: '/news/:slug' });
  expect(registry?.()).toEqual([{ name: 'news', entry: 'http://localhost:3005/mf-manifest.json' }]);
  expect(take?.().map(({ route }) => route)).toEqual(['/news/:slug', '/news']);
});

test('without idle callbacks (Safari) the measuring code loads a moment after the first view', async () => {
  jest.useFakeTimers();
  try {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    setSampleRate('1');
    start.startReleaseHealth();
    queue.recordPageView('/', 'corporate');
    await jest.advanceTimersByTimeAsync(999);
    expect(startSending).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(startSending).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});
