import {
  installHostFederation,
  isRemoteRoutesModule,
  loadSiteI18n,
  localePrefix,
  NotFoundPageContext,
  splitLocalePath,
  SiteI18nProvider,
  SsrContext,
  type FederatedModuleId,
  type RemoteName,
  type RemoteRoutesModule,
  type RenderRequest,
  type RenderResult,
  type SiteI18n,
  type SiteLocale,
} from '@alu/common';
import { COMPANY_NAMES } from '@alu/common/glossary';

export type { RenderRequest, RenderResult };
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { routeAt } from '../app/routeHandle';
import { buildSiteRoutes, siteRouteTable } from '../app/routes';
import { SiteRoutes } from '../app/SiteRoutes';
import { SiteRoutesContext } from '../app/siteRoutesContext';
import { SiteMenusContext, siteMenusOf } from '../shared/siteMenus';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ServerRemotesContext } from '../features/federation/serverRemotes';
import { renderToHtml } from './renderToHtml';
import { noscriptMessage } from './noscriptMessage';
import { searchEngineHead } from './searchEngineHead';
import { createServerStore } from './serverStore';

function remotePages(modules: ReadonlyMap<FederatedModuleId, unknown>) {
  const pages = new Map<RemoteName, RemoteRoutesModule>();
  for (const [id, module] of modules) {
    const [remote, exposed] = id.split('/');
    const routesModule = (module as { default?: unknown } | undefined)?.default;
    if (exposed === 'routes' && isRemoteRoutesModule(routesModule)) {
      pages.set(remote as RemoteName, routesModule);
    }
  }
  return pages;
}

/** One translation instance per language, kept: remotes add their messages once. */
const translations = new Map<SiteLocale, Promise<SiteI18n>>();
function translationsFor(locale: SiteLocale): Promise<SiteI18n> {
  let instance = translations.get(locale);
  if (!instance) {
    instance = loadSiteI18n(locale);
    translations.set(locale, instance);
  }
  return instance;
}

/** Renders one page of the site as the browser's first render will draw it. */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://site.invalid');
  const { locale, path } = splitLocalePath(url.pathname);
  const routes = buildSiteRoutes(siteRouteTable(request.registry), locale);
  const menus = siteMenusOf(request.registry, locale);
  const { handle, template } = routeAt(routes, path);
  // Pages their remote renders in the browser only (the administration, loaded only by
  // administrators).
  if (handle && !handle.serverRendered) return { kind: 'client' };

  const store = createServerStore({
    origin: request.origin,
    apiOrigin: request.apiOrigin,
    apiTimeoutMs: request.apiTimeoutMs ?? 3000,
  });
  // RemoteSlot (a remote embedding another's piece) finds the modules through the host.
  installHostFederation({
    loadModule: (id) => {
      const module = request.modules.get(id);
      return module ? Promise.resolve(module) : Promise.reject(new Error(`${id} is unavailable`));
    },
    loadedModule: (id) => request.modules.get(id),
    registry: () => Promise.resolve(request.registry),
    siteMenus: () => menus,
  });

  const pages = remotePages(request.modules);
  const i18n = await translationsFor(locale);
  const html = await renderToHtml(
    <StrictMode>
      <SiteI18nProvider value={i18n}>
        <SsrContext.Provider value={store}>
          <NotFoundPageContext.Provider value={NotFoundPage}>
            <ServerRemotesContext.Provider value={pages}>
              <SiteRoutesContext.Provider value={routes}>
                <SiteMenusContext.Provider value={menus}>
                  <StaticRouter
                    basename={localePrefix(locale) || undefined}
                    location={url.pathname + url.search}
                  >
                    <SiteRoutes />
                  </StaticRouter>
                </SiteMenusContext.Provider>
              </SiteRoutesContext.Provider>
            </ServerRemotesContext.Provider>
          </NotFoundPageContext.Provider>
        </SsrContext.Provider>
      </SiteI18nProvider>
    </StrictMode>,
    request.renderTimeoutMs ?? 5000,
  );
  const record = store.record();
  if (record.redirect) return { kind: 'redirect', location: record.redirect };
  // The browser loads the route's remote before hydrating only if the server rendered it.
  const remote = handle?.remote && pages.has(handle.remote) ? handle.remote : null;
  const head = record.meta
    ? searchEngineHead({
        publicOrigin: request.origin,
        url: request.url,
        locale,
        meta: record.meta,
        siteName: COMPANY_NAMES[locale].name,
        notFound: record.notFound,
      })
    : '';
  return {
    kind: 'page',
    status: record.notFound ? 404 : 200,
    locale,
    head,
    route: handle?.remote ?? null,
    template,
    html,
    noscript: await noscriptMessage(locale),
    record,
    snapshot: {
      remote,
      page: remote ? (handle?.page ?? null) : null,
      data: record.data,
      modules: record.modules,
      registry: request.registry,
    },
  };
}
