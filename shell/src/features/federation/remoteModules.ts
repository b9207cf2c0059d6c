import {
  isRemoteRoutesModule,
  type FederatedModuleId,
  type RemoteName,
  type RemoteRoutesModule,
} from '@alu/common';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { recordClientError } from '../../shared/releaseHealthQueue';
import { isUnavailableRemote } from './areaFallbackPlugin';
import { findRemote, loadRegistry } from './remoteRegistry';
import { watchForStall, type StallReport, type StallWatch } from './stallWatchdog';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote "${remote}" is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** A load that did not settle although its files had arrived (see stallWatchdog). */
export class RemoteStalledError extends Error {
  constructor(
    readonly id: FederatedModuleId,
    readonly step: string,
    readonly report: StallReport,
  ) {
    super(
      `"${id}" did not resolve ${report.waitedMs} ms after it began (waiting for: ${step}; ` +
        `files arrived: ${report.files.length ? report.files.join(', ') : 'none'})`,
    );
    this.name = 'RemoteStalledError';
  }
}

/** Where one exposed module stands. Each change is a new object, so React sees it. */
export type ModuleLoad =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly module: unknown }
  | { readonly status: 'failed'; readonly error: unknown };

interface Entry {
  load: ModuleLoad;
  /** The current attempt; a settlement of an older one changes nothing. */
  attempt: number;
  promise?: Promise<unknown>;
  readonly listeners: Set<() => void>;
}

const IDLE: ModuleLoad = { status: 'idle' };
const entries = new Map<FederatedModuleId, Entry>();
/** Remotes whose last load failed: the next load clears what the runtime cached of them. */
const needsFreshRegistration = new Set<RemoteName>();
let registration: Promise<void> | undefined;

function remoteOf(id: FederatedModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName; // the template type guarantees the prefix
}

function entryOf(id: FederatedModuleId): Entry {
  let entry = entries.get(id);
  if (!entry) {
    entry = { load: IDLE, attempt: 0, listeners: new Set() };
    entries.set(id, entry);
  }
  return entry;
}

function settle(id: FederatedModuleId, attempt: number, load: ModuleLoad): void {
  const entry = entryOf(id);
  if (entry.attempt !== attempt) return;
  entry.load = load;
  if (load.status !== 'loading') entry.promise = undefined;
  entry.listeners.forEach((listener) => listener());
}

/**
 * Registers the registry's remotes with the federation runtime, once. A failed read of the
 * registry is forgotten, so the next load asks again.
 */
export function registerRegistryRemotes(): Promise<void> {
  registration ??= loadRegistry().then(
    (remotes) => registerRemotes(remotes.map(({ name, entry }) => ({ name, entry }))),
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

/** Other loads of the same remote still under way (a forced re-registration would cut them). */
function othersOfRemote(id: FederatedModuleId): Promise<unknown>[] {
  const remote = remoteOf(id);
  return [...entries]
    .filter(([other, entry]) => other !== id && remoteOf(other) === remote && entry.promise)
    .map(([, entry]) => entry.promise as Promise<unknown>);
}

function checkExposed(id: FederatedModuleId, module: unknown): unknown {
  if (isUnavailableRemote(module)) throw module.error;
  if (id.endsWith('/routes')) {
    const routes = (module as { default?: unknown } | undefined)?.default;
    if (!isRemoteRoutesModule(routes)) throw new Error(`"${id}" does not export pages`);
  }
  return module;
}

async function fetchModule(id: FederatedModuleId, step: (name: string) => void): Promise<unknown> {
  const remote = remoteOf(id);
  step('the remote registry');
  await registerRegistryRemotes();
  if (needsFreshRegistration.has(remote)) {
    step('other loads of the same remote');
    await Promise.allSettled(othersOfRemote(id));
    const { name, entry } = await findRemote(remote);
    registerRemotes([{ name, entry }], { force: true });
    needsFreshRegistration.delete(remote);
  }
  step('the federation runtime (manifest, remote entry, exposed module)');
  return checkExposed(id, await loadRemote<unknown>(id));
}

/** The remote's base address: its files (manifest, entry, chunks) are all under it. */
export async function remotePrefix(remote: RemoteName): Promise<string | undefined> {
  try {
    const { entry } = await findRemote(remote);
    return new URL('.', new URL(entry, globalThis.location?.href)).href;
  } catch {
    return undefined;
  }
}

function start(id: FederatedModuleId, entry: Entry): Promise<unknown> {
  const attempt = entry.attempt + 1;
  entry.attempt = attempt;
  const remote = remoteOf(id);
  let step = 'start';
  let watch: StallWatch | undefined;
  // The watchdog ends the attempt for every caller (the area, hydration, a slot): a promise
  // that never settles would otherwise hold each of them forever.
  const stalled = new Promise<never>((_resolve, reject) => {
    void remotePrefix(remote).then((prefix) => {
      if (prefix === undefined || entry.attempt !== attempt || !entry.promise) return;
      watch = watchForStall({
        prefix,
        onStall: (report) => {
          const error = new RemoteStalledError(id, step, report);
          console.error(`[federation] ${error.message}`);
          reject(error);
        },
      });
    });
  });
  const loaded = fetchModule(id, (name) => {
    step = name;
  });
  const promise = Promise.race([loaded, stalled]).then(
    (module) => {
      watch?.stop();
      needsFreshRegistration.delete(remote);
      settle(id, attempt, { status: 'ready', module });
      return module;
    },
    (cause: unknown) => {
      watch?.stop();
      const error = new RemoteUnavailableError(remote, cause);
      recordClientError(cause instanceof RemoteStalledError ? 'stalled' : 'load', remote);
      needsFreshRegistration.add(remote);
      settle(id, attempt, { status: 'failed', error });
      throw error;
    },
  );
  entry.promise = promise;
  entry.load = { status: 'loading' };
  entry.listeners.forEach((listener) => listener());
  return promise;
}

/**
 * A RemoteSlot caught its module failing: a render error of the module's remote (a load that
 * failed was counted as it failed).
 */
export function countSlotError(id: FederatedModuleId, error: unknown): void {
  if (!(error instanceof RemoteUnavailableError)) recordClientError('render', remoteOf(id));
}

/**
 * Loads an exposed module (`news/routes`, `news/LatestNewsStrip`). Idempotent: while a load
 * is under way, or once it succeeded, every caller gets the same one. A load that stalls (see
 * stallWatchdog) fails. After a failure the next call loads afresh, with the runtime's cache of
 * that remote cleared.
 */
export function loadFederatedModule(id: FederatedModuleId): Promise<unknown> {
  const entry = entryOf(id);
  if (entry.load.status === 'ready') return Promise.resolve(entry.load.module);
  if (entry.load.status === 'loading' && entry.promise) return entry.promise;
  return start(id, entry);
}

/** Where the module stands now (for useSyncExternalStore: the same object until it changes). */
export function moduleLoad(id: FederatedModuleId): ModuleLoad {
  return entries.get(id)?.load ?? IDLE;
}

/** Calls `onChange` whenever the module's load changes; answers the unsubscribe function. */
export function subscribeToModule(id: FederatedModuleId, onChange: () => void): () => void {
  const { listeners } = entryOf(id);
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** An exposed module already loaded, so a RemoteSlot can render it without suspending. */
export function loadedFederatedModule(id: FederatedModuleId): unknown {
  const load = moduleLoad(id);
  return load.status === 'ready' ? load.module : undefined;
}

/** The pages of a loaded `./routes` module (checked when it was loaded). */
export function routesOf(module: unknown): RemoteRoutesModule {
  return (module as { default: RemoteRoutesModule }).default;
}

/** Loads a remote's `./routes` module (see loadFederatedModule). */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  return routesOf(await loadFederatedModule(`${remote}/routes`));
}
