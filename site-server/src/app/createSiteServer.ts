// The site server's composition: who the client is, the API behind /api, the security headers,
// the shell's static files and every page route rendered on the server.
import type { Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request } from 'express';
import { apiProxy } from '../api-proxy/apiProxy.ts';
import type { ContentChange } from '../api-proxy/contentChanges.ts';
import { Upstreams } from '../api-proxy/upstreams.ts';
import type { SiteServerConfig } from '../config/config.ts';
import { allowedRemotes } from '../registry/allowedRemotes.ts';
import { registryReader, type RegistryReader } from '../registry/registryReader.ts';
import {
  applyOverrides,
  overrideSettings,
  overridesOf,
  type Overrides,
} from '../registry/remoteOverrides.ts';
import { createPageRenderer } from '../rendering/pageRenderer.ts';
import { siteHeaders } from '../security/siteHeaders.ts';
import { setCacheHeaders } from '../static/cacheHeaders.ts';
import { listen } from '../static/listen.ts';
import { subscribeToChanges } from '../shared-state/changeSubscription.ts';

const API_PATHS = /^\/(api|uploads)(\/|$)/;

/** The registry as this server may use it: only remotes from the allowed origins. */
function allowedRegistry(reader: RegistryReader, origins: readonly string[]): RegistryReader {
  return {
    current: async () => allowedRemotes(await reader.current(), origins),
    invalidate: () => reader.invalidate(),
  };
}

/**
 * The site server's app alone (tests mount it on their own listener). With `redisUrl` its
 * change-feed connection stays open: `startSiteServer` is the one that closes it.
 */
export function createSiteServer(config: SiteServerConfig): Express {
  const { app } = siteServerApp(config);
  return app;
}

/** The app, and what it needs closed with its server (the change feed's connection). */
function siteServerApp(config: SiteServerConfig): { app: Express; close: () => Promise<void> } {
  const app = express();
  app.disable('x-powered-by');
  // Forwarding headers count only from the proxies in front of this server; without any, the
  // client is the socket's peer, whatever headers it sends.
  app.set('trust proxy', config.trustedProxies.length > 0 ? [...config.trustedProxies] : false);

  const upstreams = new Upstreams(config.apiOrigins);
  const registry = allowedRegistry(
    registryReader({ apiOrigin: () => upstreams.next() }),
    config.remoteOrigins,
  );
  const renderer = createPageRenderer({
    distDir: config.shellDir,
    apiOrigin: () => upstreams.next(),
    registry,
    publicOrigin: config.publicOrigin,
    staleIfErrorMs: config.staleIfErrorMs,
  });
  const onChange = (changes: readonly ContentChange[]) => {
    if (changes.includes('news') || changes.includes('careers')) renderer.invalidateData();
    if (changes.includes('remotes')) registry.invalidate();
  };
  const subscription = config.redisUrl ? subscribeToChanges(config.redisUrl, onChange) : undefined;
  const toApi = apiProxy({
    upstreams,
    connectTimeoutMs: config.apiConnectTimeoutMs,
    responseTimeoutMs: config.apiResponseTimeoutMs,
    onChange,
  });

  // In development a browser may swap a remote for its dev server (registry/remoteOverrides).
  const overrides = (req: Request): Overrides => (config.production ? {} : overridesOf(req));
  const overridden = (req: Request) => Object.keys(overrides(req)).length > 0;
  const registryOf = async (req: Request) =>
    overridden(req) ? applyOverrides(await registry.current(), overrides(req)) : registry.current();
  if (!config.production) {
    app.use(overrideSettings);
    app.get('/api/remotes', (req, res, next) => {
      if (!overridden(req)) return next();
      res.setHeader('Cache-Control', 'no-store');
      return registryOf(req).then((document) => res.json(document ?? { remotes: [] }), next);
    });
  }

  app.use((req, res, next) => (API_PATHS.test(req.path) ? toApi(req, res, next) : next()));
  app.use(compression());
  app.use(
    siteHeaders({
      registryOf,
      devServersOf: (req) => Object.values(overrides(req)).map((entry) => new URL(entry).origin),
      publicApiOrigin: config.publicApiOrigin,
      production: config.production,
    }),
  );
  app.use(express.static(config.shellDir, { index: false, setHeaders: setCacheHeaders }));
  app.get('/robots.txt', (req, res) => renderer.robots(req, res));
  app.get('/sitemap.xml', (req, res, next) => renderer.sitemap(req, res).catch(next));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A path with a file extension that was not found above is a missing file, not a route.
    if (path.extname(req.path)) return res.status(404).type('text/plain').send('Not found');
    if (overridden(req)) return renderer.clientPage(res);
    return renderer.middleware(req, res);
  });
  return { app, close: async () => subscription?.close() };
}

export async function startSiteServer(config: SiteServerConfig): Promise<Server> {
  const { app, close } = siteServerApp(config);
  const server = await listen(app, config.port, config.host);
  server.on('close', () => void close());
  return server;
}
