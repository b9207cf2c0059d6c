// The base stylesheet first: every CSS Module that follows may override it.
import '@alu/common/styles/global.css';
import {
  createClientSsrStore,
  loadDefinedTexts,
  loadSiteI18n,
  readSsrSnapshot,
  splitLocalePath,
  SsrContext,
  type RemoteRegistryEntry,
  type SiteI18n,
} from '@alu/common';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareHydration } from './features/federation/prepareHydration';
import { loadRegistry } from './features/federation/remoteRegistry';
import { startFederation } from './features/federation/startFederation';
import { startReleaseHealth } from './features/release-health/startReleaseHealth';

// Before anything loads: a load failure or an error during start-up is counted too.
startReleaseHealth();
const snapshot = readSsrSnapshot();
startFederation(snapshot?.registry);

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
const store = createClientSsrStore(snapshot);
const { locale } = splitLocalePath(window.location.pathname);
// Italian needs nothing; English and Bulgarian load i18next and the shell's texts in their
// language, alongside the page's code (the header has no loading state to wait under).
const translations = loadSiteI18n(locale).then(async (i18n) => {
  await loadDefinedTexts(locale);
  return i18n;
});
const appWith = (registry: readonly RemoteRegistryEntry[] | null, i18n: SiteI18n) => (
  <StrictMode>
    <SsrContext.Provider value={store}>
      <App registry={registry} i18n={i18n} onFirstNavigation={store.forget} />
    </SsrContext.Provider>
  </StrictMode>
);

if (snapshot && container.hasChildNodes()) {
  // The page came rendered from the server: make it interactive where it stands.
  void Promise.all([prepareHydration(snapshot, locale), translations]).then(([ready, i18n]) => {
    const app = appWith(snapshot.registry, i18n);
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
  void Promise.all([
    loadRegistry().catch((error: unknown) => {
      console.error('[shell] the remote registry cannot be read', error);
      return null;
    }),
    translations,
  ]).then(([registry, i18n]) => createRoot(container).render(appWith(registry, i18n)));
}
