// The base stylesheet first: every CSS Module that follows may override it.
import '@alu/common/styles/global.css';
import {
  createClientSsrStore,
  readSsrSnapshot,
  splitLocalePath,
  SsrContext,
  type RemoteRegistryEntry,
} from '@alu/common';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareHydration } from './features/federation/prepareHydration';
import { loadRegistry } from './features/federation/remoteRegistry';
import { startFederation } from './features/federation/startFederation';

const snapshot = readSsrSnapshot();
startFederation(snapshot?.registry);

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
const store = createClientSsrStore(snapshot);
const { locale } = splitLocalePath(window.location.pathname);
const appWith = (registry: readonly RemoteRegistryEntry[] | null) => (
  <StrictMode>
    <SsrContext.Provider value={store}>
      <App registry={registry} locale={locale} onFirstNavigation={store.forget} />
    </SsrContext.Provider>
  </StrictMode>
);

if (snapshot && container.hasChildNodes()) {
  const app = appWith(snapshot.registry);
  // The page came rendered from the server: make it interactive where it stands.
  void prepareHydration(snapshot).then((ready) => {
    if (ready) {
      // In a transition, hydration yields to the browser every few milliseconds instead of
      // blocking the main thread for the whole page (React 18 hydrates the default lane at
      // once); the server's HTML is on screen meanwhile.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      createRoot(container).render(app);
    }
  });
} else {
  // A page the server did not render (the administration): its routes come with the registry.
  void loadRegistry().then(
    (registry) => createRoot(container).render(appWith(registry)),
    (error: unknown) => {
      console.error('[shell] the remote registry cannot be read', error);
      createRoot(container).render(appWith(null));
    },
  );
}
