import type { RemoteName, RemoteRoutesModule } from '@alu/common';
import { Suspense, useCallback, useContext, useEffect, useState } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaSkeleton } from './AreaSkeleton';
import { AreaUnavailable } from './AreaUnavailable';
import { loadedRemoteRoutes, loadRemoteRoutes } from './loadRemoteRoutes';
import { ServerRemotesContext, type ServerRemotes } from './serverRemotes';

type AreaState = { readonly remote: RemoteName } & (
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly routes: RemoteRoutesModule }
  | { readonly status: 'failed' }
);

function initialState(remote: RemoteName, serverRemotes: ServerRemotes | null): AreaState {
  const routes = serverRemotes ? serverRemotes.get(remote) : loadedRemoteRoutes(remote);
  return routes ? { remote, status: 'ready', routes } : { remote, status: 'loading' };
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
  // On the server the remotes are at hand; one that is not renders the loading state, as the
  // browser does before it loads (and then shows the message if it cannot).
  const serverRemotes = useContext(ServerRemotesContext);
  const [stored, setState] = useState<AreaState>(() => initialState(remote, serverRemotes));
  const [attempt, setAttempt] = useState(0);
  // React keeps this instance when the route switches to another remote's page: state
  // that belongs to the previous remote is never shown.
  const state = stored.remote === remote ? stored : initialState(remote, serverRemotes);

  useEffect(() => {
    // Already loaded: the initial state rendered it.
    if (loadedRemoteRoutes(remote)) return;
    let active = true;
    setState({ remote, status: 'loading' });
    loadRemoteRoutes(remote).then(
      (routes) => active && setState({ remote, status: 'ready', routes }),
      (error: unknown) => {
        console.warn(error);
        if (active) setState({ remote, status: 'failed' });
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
    // A render failure of one page does not follow the visitor to the next page.
    <AreaErrorBoundary key={`${remote}/${page}`} onRetry={retry}>
      <Suspense fallback={<AreaSkeleton />}>
        <Page />
      </Suspense>
    </AreaErrorBoundary>
  );
}
