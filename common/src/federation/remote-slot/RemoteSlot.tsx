import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { getHostFederation, type FederatedModuleId } from '../remotes/hostFederation';
import { useSsrStore } from '../ssr/ssrStore';

export interface RemoteSlotProps {
  /** The exposed module; its default export is the component to render. */
  readonly module: FederatedModuleId;
  /** Shown instead of the module when it cannot be loaded (nothing by default). */
  readonly fallback?: ReactNode;
  /** Shown while the module loads, e.g. a block that reserves its space (default: fallback). */
  readonly loading?: ReactNode;
  /**
   * `visible`: for a slot below the fold. Its remote is fetched, and the server's HTML of it
   * made interactive, only when it comes near the viewport, so a first visit that does not
   * scroll there never downloads that remote. `eager` (default): with the page.
   */
  readonly hydrate?: 'eager' | 'visible';
}

/** How far below the viewport a `visible` slot starts loading. */
const VISIBLE_MARGIN = '300px';

interface Gate {
  readonly opened: Promise<void>;
  open(): void;
}

function createGate(): Gate {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Opens the gate when the element nears the viewport. No state changes: a re-render would
 * make React drop the server's HTML of a boundary it has not hydrated yet.
 */
function useOpenWhenVisible(ref: RefObject<HTMLElement>, gate: Gate | undefined): void {
  useEffect(() => {
    const element = ref.current;
    if (!gate) return undefined;
    if (!element || typeof IntersectionObserver !== 'function') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, gate]);
}

function hasDefaultComponent(value: unknown): value is { default: ComponentType } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { default?: unknown }).default === 'function'
  );
}

async function loadComponent(id: FederatedModuleId): Promise<{ default: ComponentType }> {
  const host = getHostFederation();
  if (!host) throw new Error(`No host to load "${id}" from (standalone mode)`);
  const module = await host.loadModule(id);
  if (!hasDefaultComponent(module)) throw new Error(`"${id}" has no default component`);
  return module;
}

interface BoundaryProps {
  readonly id: FederatedModuleId;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

class SlotBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // The embedding page keeps working; the failure is only reported.
    console.warn(`[RemoteSlot] ${this.props.id} is unavailable`, error);
    getHostFederation()?.onSlotError?.(this.props.id, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Embeds a module exposed by another remote. If that remote is down, or the module throws
 * while rendering, the slot shows `fallback` (nothing by default) and the page around it
 * is unaffected.
 */
export function RemoteSlot({
  module,
  fallback = null,
  loading = fallback,
  hydrate = 'eager',
}: RemoteSlotProps) {
  const store = useSsrStore();
  const loaded = getHostFederation()?.loadedModule?.(module);
  const Ready = hasDefaultComponent(loaded) ? loaded.default : undefined;
  const deferred = hydrate === 'visible';
  // The browser loads the modules the server embedded before it hydrates, except deferred
  // ones (recorded all the same: the page was made with that remote's version).
  if (Ready && store?.server) store.addModule(module, deferred ? { deferred } : undefined);
  const gate = useMemo(() => (deferred ? createGate() : undefined), [deferred]);
  const Lazy = useMemo(
    () => lazy(() => (gate ? gate.opened : Promise.resolve()).then(() => loadComponent(module))),
    [module, gate],
  );
  const place = useRef<HTMLDivElement>(null);
  useOpenWhenVisible(place, gate);
  const slot = (
    <SlotBoundary key={module} id={module} fallback={fallback}>
      <Suspense fallback={loading}>{Ready ? <Ready /> : <Lazy />}</Suspense>
    </SlotBoundary>
  );
  // A deferred slot needs an element of its own to watch (outside its boundary, so it is
  // hydrated with the page while the slot's content waits).
  return deferred ? <div ref={place}>{slot}</div> : slot;
}
