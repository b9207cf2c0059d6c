import {
  isPreloadablePage,
  loadDefinedTexts,
  type SiteLocale,
  type SsrSnapshot,
} from '@alu/common';
import { loadFederatedModule, loadRemoteRoutes } from './remoteModules';

/**
 * Loads what the server's HTML shows before React hydrates it: the route's remote and page
 * code and the modules embedded in the page, so the first render in the browser is the
 * server's, without a mismatch or a suspended boundary. Answers false when a part failed:
 * the browser cannot draw what the server did, so the page is rendered afresh instead
 * (and the area shows its message).
 */
export async function prepareHydration(
  snapshot: SsrSnapshot,
  locale: SiteLocale,
): Promise<boolean> {
  const { remote, page, modules } = snapshot;
  const outcomes = await Promise.allSettled([
    remote
      ? loadRemoteRoutes(remote).then((routes) => {
          const Page = page ? routes.pages[page] : undefined;
          return isPreloadablePage(Page) ? Page.preload() : undefined;
        })
      : undefined,
    ...modules.map((id) => loadFederatedModule(id)),
  ]);
  // The texts of the page's language, for every catalog the code just loaded defines.
  await loadDefinedTexts(locale);
  return outcomes.every((outcome) => outcome.status === 'fulfilled');
}
