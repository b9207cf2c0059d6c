// The site server's composition: its probes, its request log and metrics, who the client is,
// the API behind /api, the security headers, the shell's static files and every page route
// rendered on the server.
import type { Server } from 'node:http';
import path from 'node:path';
import {
  logRequests,
  serviceLifecycle,
  type ReadinessCheck,
  type ServiceLifecycle,
} from '@alu/server-kit';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import pino, { type Logger } from 'pino';
import { apiProxy } from '../api-proxy/apiProxy.ts';
import type { ContentChange } from '../api-proxy/contentChanges.ts';
import { Upstreams } from '../api-proxy/upstreams.ts';
import type { SiteServerConfig } from '../config/config.ts';
import { allowedRemotes } from '../registry/allowedRemotes.ts';
import { registryReader, type RegistryReader } from '../registry/registryReader.ts';
import { applyOverrides, remoteOverrides, type Overrides } from '../registry/remoteOverrides.ts';
import { createPageRenderer } from '../rendering/pageRenderer.ts';
import { releaseCookie } from '../releases/releaseCookie.ts';
import { visitorReleases } from '../releases/visitorReleases.ts';
import { siteHeaders } from '../security/siteHeaders.ts';
import { setCacheHeaders } from '../static/cacheHeaders.ts';
import { listen } from '../static/listen.ts';
import { subscribeToChanges, type ChangeSubscription } from '../shared-state/changeSubscription.ts';
import { forwardRequestIds } from '../observability/requestIdForwarding.ts';
import { siteMetrics, type SiteMetrics } from '../observability/siteMetrics.ts';

const API_PATHS = /^\/(api|uploads)(\/|$)/;

/** The shell's page template and server bundle are this server's alone, never files of the site. */
const PRIVATE_SHELL_FILES = /^\/(index\.html$|ssr(\/|$))/;

/**
 * A request answered with a page (once the API, the probes and the shell's files are left
 * behind): a path with a file extension that is not a file is a missing file, not a route.
 */
const isPageRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path);

/** The registry as this server may use it: only remotes from the allowed origins. */
function allowedRegistry(
  reader: RegistryReader,
  origins: readonly string[],
  logger: Logger,
): RegistryReader {
  return {
    current: async () => allowedRemotes(await reader.current(), origins, logger),
    invalidate: () => reader.invalidate(),
  };
}

/** What a site server reports and is observed with; tests leave them to their defaults. */
export interface SiteServerTools {
  /** Default: nothing logged. */
  readonly logger?: Logger;
  /** Default: a registry of this app's own. */
  readonly metrics?: SiteMetrics;
}

/**
 * The site server's app alone (tests mount it on their own listener). With `redisUrl` its
 * change-feed connection stays open: `startSiteServer` is the one that closes it.
 */
export function createSiteServer(config: SiteServerConfig, tools: SiteServerTools = {}): Express {
  const { app } = siteServerApp(config, tools);
  return app;
}

interface SiteServerApp {
  readonly app: Express;
  readonly lifecycle: ServiceLifecycle;
  /** What must be closed with the server (the change feed's connection). */
  close(): Promise<void>;
}

/**
 * What `/readyz` checks: the registry was read from the API at least once (a page needs it to
 * know its remotes). The API and Redis are reported, but this server has a degraded mode
 * without each (pages rendered before are served while the API is away; pages and registry
 * fall back to their short freshness without the change feed), so their outage does not make
 * it not ready.
 */
function siteReadiness(
  registry: RegistryReader,
  upstreams: Upstreams,
  subscription: ChangeSubscription | undefined,
): ReadinessCheck[] {
  return [
    {
      name: 'registry',
      check: async () => {
        if ((await registry.current()) === undefined) throw new Error('no registry read yet');
      },
    },
    {
      name: 'api',
      degradedWithout: true,
      check: async () => {
        const origin = upstreams.next();
        if (!origin) throw new Error('every API instance failed');
        const answer = await fetch(new URL('/api/health', origin), {
          signal: AbortSignal.timeout(1500),
        });
        if (!answer.ok) throw new Error(`the API answered ${answer.status}`);
      },
    },
    ...(subscription
      ? [{ name: 'redis', degradedWithout: true, check: () => subscription.ping() }]
      : []),
  ];
}

function siteServerApp(config: SiteServerConfig, tools: SiteServerTools): SiteServerApp {
  const logger = tools.logger ?? pino({ level: 'silent' });
  const metrics = tools.metrics ?? siteMetrics();
  const app = express();
  app.disable('x-powered-by');
  // Forwarding headers count only from the proxies in front of this server; without any, the
  // client is the socket's peer, whatever headers it sends.
  app.set('trust proxy', config.trustedProxies.length > 0 ? [...config.trustedProxies] : false);

  const upstreams = new Upstreams(config.apiOrigins);
  forwardRequestIds(config.apiOrigins);
  // As the API answers it: with the running canaries.
  const registry = allowedRegistry(
    registryReader({ apiOrigin: () => upstreams.next(), logger }),
    config.remoteOrigins,
    logger,
  );
  const releases = visitorReleases(registry);
  const renderer = createPageRenderer({
    distDir: config.shellDir,
    apiOrigin: () => upstreams.next(),
    registry: releases.stable,
    publicOrigin: config.publicOrigin,
    staleIfErrorMs: config.staleIfErrorMs,
    telemetrySampleRate: config.telemetrySampleRate,
    logger,
    metrics,
  });
  const onChange = (changes: readonly ContentChange[]) => {
    if (changes.some((change) => change !== 'remotes')) renderer.invalidateData();
    if (changes.includes('remotes')) registry.invalidate();
  };
  const subscription = config.redisUrl
    ? subscribeToChanges(config.redisUrl, onChange, logger)
    : undefined;
  const toApi = apiProxy({
    upstreams,
    connectTimeoutMs: config.apiConnectTimeoutMs,
    responseTimeoutMs: config.apiResponseTimeoutMs,
    onChange,
    logger,
  });
  const lifecycle = serviceLifecycle(siteReadiness(registry, upstreams, subscription));

  // The probes first: neither logged nor counted, and answered whatever follows.
  app.use(lifecycle.middleware);
  logRequests(app, { logger, metrics: metrics.requests });

  // In development a browser may swap a remote for its dev server (registry/remoteOverrides);
  // its choice wins over the canaries.
  const { overridesOf, overrideSettings } = remoteOverrides({
    devOrigins: config.remoteDevOrigins,
    anyLoopbackPort: config.remoteDevAnyPort,
  });
  const overrides = (req: Request): Overrides => (config.production ? {} : overridesOf(req));
  const overridden = (req: Request) => Object.keys(overrides(req)).length > 0;
  const registryOf = async (req: Request) => {
    const visitors = await releases.registryOf(req);
    return overridden(req) ? applyOverrides(visitors, overrides(req)) : visitors;
  };
  if (!config.production) app.use(overrideSettings);
  // The browser's own read of the registry (a page it renders by itself) gets the registry its
  // visitor's pages are made with. Without a canary or an override it is everyone's: the API's
  // answer, cached as the API says.
  const answerVisitorRegistry = async (req: Request, res: Response): Promise<boolean> => {
    if (!(await releases.running()) && !overridden(req)) return false;
    const document = await registryOf(req);
    res.setHeader('Cache-Control', 'private, no-store');
    res.vary('Cookie');
    res.json(document ?? { remotes: [] });
    return true;
  };
  app.get('/api/remotes', (req, res, next) => {
    answerVisitorRegistry(req, res).then((answered) => (answered ? undefined : next()), next);
  });

  app.use((req, res, next) => {
    if (!API_PATHS.test(req.path)) return next();
    res.locals.route = 'api-proxy';
    return toApi(req, res, next);
  });
  app.use((req, res, next) => {
    if (!PRIVATE_SHELL_FILES.test(req.path)) return next();
    return res.status(404).type('text/plain').send('Not found');
  });
  app.use(compression());
  // Before the policy and the page: both are the visitor's variant's, from this request on.
  app.use(
    releaseCookie({
      canaryRunning: () => releases.running(),
      isPage: isPageRequest,
      secure: new URL(config.publicOrigin).protocol === 'https:',
    }),
  );
  app.use(
    siteHeaders({
      registryOf,
      devServersOf: (req) => Object.values(overrides(req)).map((entry) => new URL(entry).origin),
      publicApiOrigin: config.publicApiOrigin,
      production: config.production,
    }),
  );
  app.use(
    express.static(config.shellDir, {
      index: false,
      setHeaders: (res, file) => {
        // serve-static hands over Express's own response, locals included.
        (res as typeof res & { locals: Record<string, unknown> }).locals.route = 'static';
        setCacheHeaders(res, file);
      },
    }),
  );
  app.get('/robots.txt', (req, res) => renderer.robots(req, res));
  app.get('/sitemap.xml', (req, res, next) => renderer.sitemap(req, res).catch(next));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!isPageRequest(req)) {
      res.locals.route = 'static';
      return res.status(404).type('text/plain').send('Not found');
    }
    if (overridden(req)) return renderer.clientPage(res);
    return releases.variantOf(req).then((variant) => renderer.middleware(req, res, variant), next);
  });
  return { app, lifecycle, close: async () => subscription?.close() };
}

export interface RunningSiteServer {
  readonly server: Server;
  readonly lifecycle: ServiceLifecycle;
}

export async function startSiteServer(
  config: SiteServerConfig,
  tools: SiteServerTools = {},
): Promise<RunningSiteServer> {
  const { app, lifecycle, close } = siteServerApp(config, tools);
  const server = await listen(app, config.port, config.host);
  server.on('close', () => void close());
  return { server, lifecycle };
}
