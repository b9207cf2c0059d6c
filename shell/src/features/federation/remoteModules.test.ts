import type { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { STALL_AFTER_FILES_MS } from './stallWatchdog';

// The federation runtime is replaced: these tests check the store's own promises (one load
// per module whatever the number of callers, fresh registration after a failure, the stall
// watchdog), which the e2e stress test exercises against the real runtime.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./remoteRegistry', () => {
  const remotes = [{ name: 'news', entry: 'http://remote.test/news/mf-manifest.json' }];
  return {
    loadRegistry: () => Promise.resolve(remotes),
    findRemote: () => Promise.resolve(remotes[0]),
  };
});

type Store = typeof import('./remoteModules');
type HealthQueue = typeof import('../../shared/releaseHealthQueue');
let store: Store;
let healthQueue: HealthQueue;
let loadRemoteMock: jest.MockedFunction<typeof loadRemote>;
let registerMock: jest.MockedFunction<typeof registerRemotes>;

const routesModule = { default: { areaLabel: 'Notizie', pages: {} } };

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run (the store's chain has several steps). */
async function settleMicrotasks() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

beforeEach(() => {
  // A fresh copy of the store (and of the mocks it uses) per test: its state is module state.
  jest.resetModules();
  const runtime = jest.requireMock<{
    loadRemote: typeof loadRemoteMock;
    registerRemotes: typeof registerMock;
  }>('@module-federation/enhanced/runtime');
  loadRemoteMock = runtime.loadRemote;
  registerMock = runtime.registerRemotes;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  store = jest.requireActual<Store>('./remoteModules');
  healthQueue = jest.requireActual<HealthQueue>('../../shared/releaseHealthQueue');
  healthQueue.startRecording(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('callers at any moment share one load, and all see it ready', async () => {
  const runtime = deferred<unknown>();
  loadRemoteMock.mockReturnValue(runtime.promise);
  const changes: string[] = [];
  store.subscribeToModule('news/routes', () =>
    changes.push(store.moduleLoad('news/routes').status),
  );
  const hover = store.loadFederatedModule('news/routes');
  const hydration = store.loadFederatedModule('news/routes');
  await settleMicrotasks();
  const click = store.loadFederatedModule('news/routes');
  runtime.resolve(routesModule);
  await expect(Promise.all([hover, hydration, click])).resolves.toEqual([
    routesModule,
    routesModule,
    routesModule,
  ]);
  // After it is ready, a new caller gets it without another load.
  await expect(store.loadFederatedModule('news/routes')).resolves.toBe(routesModule);
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  expect(changes).toEqual(['loading', 'ready']);
  expect(store.loadedFederatedModule('news/routes')).toBe(routesModule);
});

test('the registry is registered once, however many loads start together', async () => {
  loadRemoteMock.mockResolvedValue({ default: () => null });
  await Promise.all([
    store.loadFederatedModule('news/routes').catch(() => undefined),
    store.loadFederatedModule('news/LatestNewsStrip'),
  ]);
  expect(registerMock).toHaveBeenCalledTimes(1);
  expect(registerMock.mock.calls[0]?.[1]).toBeUndefined();
});

test('a module that is not a routes module fails the load', async () => {
  loadRemoteMock.mockResolvedValue({ default: { nothing: true } });
  await expect(store.loadFederatedModule('news/routes')).rejects.toThrow('unavailable');
  expect(store.moduleLoad('news/routes').status).toBe('failed');
});

test('after a failure the next load re-registers the remote, once the others settled', async () => {
  const strip = deferred<unknown>();
  loadRemoteMock.mockImplementation((id) =>
    id === 'news/routes' ? Promise.reject(new Error('entry threw')) : strip.promise,
  );
  const stripLoad = store.loadFederatedModule('news/LatestNewsStrip');
  await expect(store.loadFederatedModule('news/routes')).rejects.toThrow('unavailable');
  loadRemoteMock.mockImplementation(() => Promise.resolve(routesModule));
  const retry = store.loadFederatedModule('news/routes');
  await settleMicrotasks();
  // The strip of the same remote is still loading: re-registering now would cut it off.
  expect(registerMock.mock.calls.some(([, options]) => options?.force)).toBe(false);
  strip.resolve({ default: () => null });
  await stripLoad;
  await expect(retry).resolves.toBe(routesModule);
  expect(registerMock).toHaveBeenLastCalledWith(
    [{ name: 'news', entry: 'http://remote.test/news/mf-manifest.json' }],
    { force: true },
  );
});

test('a load that never settles after its files arrived becomes a failure, logged', async () => {
  jest.useFakeTimers();
  loadRemoteMock.mockReturnValue(new Promise(() => undefined));
  const load = store.loadFederatedModule('news/routes');
  const outcome = load.catch((error: Error) => error.cause);
  await settleMicrotasks();
  expect(store.moduleLoad('news/routes').status).toBe('loading');
  // No file of the remote is known here (jsdom): the longer limit applies.
  await jest.advanceTimersByTimeAsync(30_000);
  const state = store.moduleLoad('news/routes');
  expect(state.status).toBe('failed');
  // Every caller is released too, told what the load was waiting for.
  expect(String(await outcome)).toMatch(/waiting for: the federation runtime/);
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"news/routes" did not'));
  // Riprova: a fresh attempt, with the remote registered afresh.
  loadRemoteMock.mockResolvedValue(routesModule);
  await expect(store.loadFederatedModule('news/routes')).resolves.toBe(routesModule);
  expect(registerMock).toHaveBeenLastCalledWith(expect.anything(), { force: true });
  expect(STALL_AFTER_FILES_MS).toBeLessThan(10_000);
});

test('each failed load is counted against its remote, a stalled one as stalled', async () => {
  jest.useFakeTimers();
  healthQueue.recordPageView('/', 'corporate');
  loadRemoteMock.mockRejectedValueOnce(new Error('manifest unreachable'));
  await expect(store.loadFederatedModule('news/LatestNewsStrip')).rejects.toThrow('unavailable');
  loadRemoteMock.mockReturnValue(new Promise(() => undefined));
  const stalled = store.loadFederatedModule('news/routes').catch(() => undefined);
  await jest.advanceTimersByTimeAsync(30_000);
  await stalled;
  loadRemoteMock.mockResolvedValue(routesModule);
  await store.loadFederatedModule('news/routes');
  expect(healthQueue.takeQueuedEvents().filter(({ kind }) => kind === 'error')).toEqual([
    { kind: 'error', error: 'load', owner: 'news', route: '/' },
    { kind: 'error', error: 'stalled', owner: 'news', route: '/' },
  ]);
});

test('a slot whose module threw while rendering counts a render error of its remote, once', async () => {
  healthQueue.recordPageView('/', 'corporate');
  store.countSlotError('news/LatestNewsStrip', new TypeError('x is undefined'));
  // A slot whose module could not be loaded: counted as the load failed, not again.
  loadRemoteMock.mockRejectedValueOnce(new Error('manifest unreachable'));
  const failure: unknown = await store
    .loadFederatedModule('news/LatestNewsStrip')
    .catch((error: unknown) => error);
  store.countSlotError('news/LatestNewsStrip', failure);
  expect(healthQueue.takeQueuedEvents().filter(({ kind }) => kind === 'error')).toEqual([
    { kind: 'error', error: 'render', owner: 'news', route: '/' },
    { kind: 'error', error: 'load', owner: 'news', route: '/' },
  ]);
});
