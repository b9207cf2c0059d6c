import type { RemoteName, RemoteRoutesModule } from '@alu/common';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaSkeleton } from './AreaSkeleton';
import { AreaUnavailable } from './AreaUnavailable';
import { loadedRemoteRoutes, loadRemoteRoutes } from './loadRemoteRoutes';

type AreaState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly routes: RemoteRoutesModule }
  | { readonly status: 'failed' };

function initialState(remote: RemoteName): AreaState {
  const routes = loadedRemoteRoutes(remote);
  return routes ? { status: 'ready', routes } : { status: 'loading' };
}

export interface RemoteAreaProps {
  readonly remote: RemoteName;
  readonly page: string;
}

/**
 * One route area: loads its remote's page on first visit, shows a skeleton meanwhile, and
 * confines every failure (load or render) to this area with a retry button.
 */
export function RemoteArea({ remote, page }: RemoteAreaProps) {
  const [state, setState] = useState<AreaState>(() => initialState(remote));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Already loaded: the initial state rendered it.
    if (loadedRemoteRoutes(remote)) return;
    let active = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote).then(
      (routes) => active && setState({ status: 'ready', routes }),
      (error: unknown) => {
        console.warn(error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (state.status === 'loading') return <AreaSkeleton />;
  if (state.status === 'failed') return <AreaUnavailable onRetry={retry} />;
  const Page = state.routes.pages[page];
  if (!Page) return <AreaUnavailable onRetry={retry} />;
  return (
    <AreaErrorBoundary onRetry={retry}>
      <Suspense fallback={<AreaSkeleton />}>
        <Page />
      </Suspense>
    </AreaErrorBoundary>
  );
}
