import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { getHostFederation, type FederatedModuleId } from '../federation/hostFederation';
import { useSsrStore } from '../ssr/ssrStore';

export interface RemoteSlotProps {
  /** The exposed module; its default export is the component to render. */
  readonly module: FederatedModuleId;
  /** Shown instead of the module when it cannot be loaded (nothing by default). */
  readonly fallback?: ReactNode;
  /** Shown while the module loads, e.g. a block that reserves its space (default: fallback). */
  readonly loading?: ReactNode;
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
export function RemoteSlot({ module, fallback = null, loading = fallback }: RemoteSlotProps) {
  const store = useSsrStore();
  const loaded = getHostFederation()?.loadedModule?.(module);
  const Ready = hasDefaultComponent(loaded) ? loaded.default : undefined;
  // The browser loads the modules the server embedded before it hydrates.
  if (Ready && store?.server) store.addModule(module);
  const Lazy = useMemo(() => lazy(() => loadComponent(module)), [module]);
  return (
    <SlotBoundary key={module} id={module} fallback={fallback}>
      <Suspense fallback={loading}>{Ready ? <Ready /> : <Lazy />}</Suspense>
    </SlotBoundary>
  );
}
