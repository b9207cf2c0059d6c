import type { FederatedModuleId, RemoteName } from '@alu/common';
import {
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaSkeleton } from './AreaSkeleton';
import { AreaUnavailable } from './AreaUnavailable';
import {
  loadFederatedModule,
  moduleLoad,
  routesOf,
  subscribeToModule,
  type ModuleLoad,
} from './remoteModules';
import { ServerRemotesContext } from './serverRemotes';
import { StalledPageGuard } from './StalledPageGuard';

/**
 * The load of the remote's `./routes` module, read from the one store every loader writes to
 * (hover preloads, hydration, embedded slots, this area). Subscribing instead of copying it
 * into state means a load that finishes at any moment, even between this render and its
 * effects, renders the page.
 */
function useRoutesLoad(remote: RemoteName): ModuleLoad {
  const id: FederatedModuleId = `${remote}/routes`;
  const serverRemotes = useContext(ServerRemotesContext);
  const subscribe = useCallback((onChange: () => void) => subscribeToModule(id, onChange), [id]);
  const current = useCallback(() => moduleLoad(id), [id]);
  // On the server the remotes are at hand; one that is not renders the loading state, as the
  // browser does before it loads (and then shows the message if it cannot).
  const server = useMemo<ModuleLoad | undefined>(() => {
    if (!serverRemotes) return undefined;
    const routes = serverRemotes.get(remote);
    return routes ? { status: 'ready', module: { default: routes } } : { status: 'loading' };
  }, [serverRemotes, remote]);
  const serverSnapshot = useCallback(() => server ?? moduleLoad(id), [server, id]);
  const load = useSyncExternalStore(subscribe, current, serverSnapshot);

  useEffect(() => {
    // Coming to the area (again): load it unless it is loaded or loading. A failed load is
    // tried afresh, since the remote may be back.
    const { status } = moduleLoad(id);
    if (status === 'idle' || status === 'failed') void loadFederatedModule(id).catch(logFailure);
  }, [id]);
  return server ?? load;
}

function logFailure(error: unknown): void {
  console.warn(error);
}

export interface RemoteAreaProps {
  readonly remote: RemoteName;
  readonly page: string;
}

/**
 * One route area: loads its remote's page on first visit, shows a skeleton meanwhile, and
 * confines every failure (load, stall or render) to this area with a retry button.
 */
export function RemoteArea({ remote, page }: RemoteAreaProps) {
  const load = useRoutesLoad(remote);
  // Bumped by "Riprova" after a render failure or a stalled page chunk: the page mounts anew.
  const [attempt, setAttempt] = useState(0);
  const [stalledPage, setStalledPage] = useState<string>();
  const pageKey = `${remote}/${page}`;

  const retry = useCallback(() => {
    setStalledPage(undefined);
    setAttempt((count) => count + 1);
    if (moduleLoad(`${remote}/routes`).status === 'failed') {
      void loadFederatedModule(`${remote}/routes`).catch(logFailure);
    }
  }, [remote]);
  const onPageStall = useCallback(() => setStalledPage(pageKey), [pageKey]);

  if (load.status === 'idle' || load.status === 'loading') return <AreaSkeleton />;
  if (load.status === 'failed' || stalledPage === pageKey)
    return <AreaUnavailable onRetry={retry} />;
  const Page = routesOf(load.module).pages[page];
  if (!Page) return <AreaUnavailable onRetry={retry} />;
  return (
    // A render failure of one page does not follow the visitor to the next page.
    <AreaErrorBoundary key={`${pageKey}/${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<StalledPageGuard remote={remote} page={page} onStall={onPageStall} />}>
        <Page />
      </Suspense>
    </AreaErrorBoundary>
  );
}
