// What a sampled page saw since the shell's app started: its page views and client errors,
// held until the measuring code (loaded once the page is idle, features/release-health)
// labels them with versions and sends them. It keeps raw facts only (an uncaught error's
// stack, not its owner; no owner for the shell's own pages and areas): the labelling is the
// measuring code's, downloaded later. On a page that is not sampled it records nothing.
import type { RemoteName, RemoteRegistryEntry } from '@alu/common';
import type { ClientErrorKind, TelemetryEventKind } from '@alu/common/contracts/schemas';

/** Events kept at most until the next send: a page that throws in a loop costs no memory. */
export const MAX_QUEUED_EVENTS = 200;

/** One recorded event, before it is labelled (eventLabels). */
export interface QueuedEvent {
  readonly kind: TelemetryEventKind;
  /** The remote that owned the page, area or slot; absent: the shell. */
  readonly owner?: RemoteName | undefined;
  /** The route template shown then; absent: the first view's (it happened before it). */
  readonly route?: string | undefined;
  /** Where an uncaught error was thrown: its owner is found from it when labelled. */
  readonly stack?: string;
  readonly error?: ClientErrorKind;
  readonly value?: number;
}

/** One page view: the remote that renders it (absent: the shell) and its route template. */
export type PageView = QueuedEvent & { readonly route: string };

/** Undefined on a page that is not sampled. */
let queue: QueuedEvent[] | undefined;
let shown: PageView | undefined;
let onFirstView: ((view: PageView) => void) | undefined;
let registry: readonly RemoteRegistryEntry[] = [];

/** Records an event; one without a route happened on the page shown at that moment. */
export function recordEvent(event: QueuedEvent): void {
  if (queue && queue.length < MAX_QUEUED_EVENTS) queue.push({ route: shown?.route, ...event });
}

/** A remote's load failed or stalled, or a render failed in its area (absent: the shell's). */
export function recordClientError(error: ClientErrorKind, owner?: RemoteName): void {
  recordEvent({ kind: 'error', error, owner });
}

/**
 * The page is sampled: record from now on, uncaught errors included, and call
 * `firstViewShown` once the router has rendered the first page view (recorded in an effect,
 * after hydration: the page is on screen and interactive then).
 */
export function startRecording(firstViewShown: (view: PageView) => void): void {
  queue = [];
  onFirstView = firstViewShown;
  // Whatever was thrown (`any` in the DOM's types); the event's script address helps when
  // the error carries no stack.
  const uncaught = (thrown: { stack?: unknown } | null | undefined, address = '') =>
    recordEvent({ kind: 'error', error: 'uncaught', stack: `${thrown?.stack}\n${address}` });
  addEventListener('error', ({ error, filename }) => uncaught(error, filename));
  addEventListener('unhandledrejection', ({ reason }) => uncaught(reason));
}

/** A page view (without an owner: one of the shell's own pages). */
export function recordPageView(route: string, owner?: RemoteName): void {
  shown = { kind: 'view', owner, route };
  recordEvent(shown);
  onFirstView?.(shown);
  onFirstView = undefined;
}

/** Everything recorded since the last call (nothing when the page is not sampled). */
export function takeQueuedEvents(): QueuedEvent[] {
  return queue?.splice(0) ?? [];
}

export function noteRegistry(entries: readonly RemoteRegistryEntry[]): void {
  registry = entries;
}

/** The registry the page runs with: it names each remote's version and files. */
export function notedRegistry(): readonly RemoteRegistryEntry[] {
  return registry;
}
