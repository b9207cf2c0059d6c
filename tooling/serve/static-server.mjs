// Static servers for the built apps: each remote on its own origin (CORS for the manifest,
// cross-origin resource policy for its scripts) and the shell with the API behind /api.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { contentSecurityPolicyDirectives, registryOrigins } from './contentSecurityPolicy.mjs';
import { registryReader } from './registry.mjs';
import { createPageRenderer } from './ssr/pageRenderer.mjs';

/** HSTS for a year, subdomains too; sent in production only (the site is then HTTPS-only). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/** Manifests, entries and HTML must be revalidated; content-hashed files never change. */
function setCacheHeaders(res, filePath) {
  const file = path.basename(filePath);
  if (file === 'mf-manifest.json' || file === 'remoteEntry.js' || file.endsWith('.html')) {
    res.setHeader('Cache-Control', 'no-cache');
  } else if (/\.[0-9a-f]{8}\./.test(file)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=300');
  }
}

/**
 * helmet with the site's policy. One helmet middleware per set of remote origins (they
 * change only when a remote moves), made on first use.
 */
function siteHeaders({ registry, publicApiOrigin, production }) {
  const origins = registryOrigins(registry);
  const byRemotes = new Map();
  const middlewareFor = (remotes) => {
    const key = remotes.join(' ');
    let middleware = byRemotes.get(key);
    if (!middleware) {
      middleware = helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: contentSecurityPolicyDirectives({
            remotes,
            apiOrigin: publicApiOrigin,
            production,
          }),
        },
        strictTransportSecurity: production ? HSTS : false,
        // The browser's default: the video player needs the site's origin as referrer.
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
      });
      if (byRemotes.size > 50) byRemotes.clear();
      byRemotes.set(key, middleware);
    }
    return middleware;
  };
  return (req, res, next) => {
    origins.current().then((remotes) => middlewareFor(remotes)(req, res, next), next);
  };
}

function listen(app, port, host) {
  return new Promise((resolve, reject) => {
    // Express 5 calls back with the error (port in use…) instead of only emitting it.
    const server = app.listen(port, host, (error) => (error ? reject(error) : resolve(server)));
  });
}

/**
 * Serves one remote on its own port, readable from any origin: its working build (`dist`) at
 * the root and, when given, its released versions at `/releases/<version>/` (read-only
 * folders written by `npm run release`), so every published version stays reachable.
 */
export async function serveRemote({
  distDir,
  releasesDir,
  port,
  host = '127.0.0.1',
  production = process.env.NODE_ENV === 'production',
}) {
  const hasReleases = releasesDir !== undefined && existsSync(releasesDir);
  if (!existsSync(path.join(distDir, 'mf-manifest.json')) && !hasReleases) {
    throw new Error(`${distDir} has no mf-manifest.json: build the remote first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  // Scripts, styles, pictures and documents read by pages of other origins (the site): a
  // cross-origin resource policy (helmet's default same-origin would block them) and CORS.
  app.use(
    helmet({
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // The remote serves files, no pages: a document of it may load and run nothing.
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
      strictTransportSecurity: production ? HSTS : false,
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  if (releasesDir !== undefined) {
    // Looked up on each request: a version released while the site runs is served at once.
    app.use(
      '/releases',
      express.static(releasesDir, { index: false, setHeaders: setCacheHeaders }),
    );
  }
  app.use(express.static(distDir, { index: false, setHeaders: setCacheHeaders }));
  return listen(app, port, host);
}

/** API writes after which rendered pages or the registry must be read again. */
const NEWS_WRITES = /^\/api\/(news|careers)(\/|$)/;
const REGISTRY_WRITES = /^\/api\/remotes\//;

/**
 * Watches successful writes passing through the proxy: an administrator's news or vacancy
 * change drops the pages rendered with the old data, an activation re-reads the registry.
 * (Other instances of this server catch up within their caches' short lifetimes.)
 */
function afterWrites({ renderer, registry }) {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.on('finish', () => {
      if (res.statusCode >= 400) return;
      if (NEWS_WRITES.test(req.path)) renderer.invalidateData();
      if (REGISTRY_WRITES.test(req.path)) registry.invalidate();
    });
    next();
  };
}

/**
 * Serves the shell: its static files, every page route rendered on the server (see
 * ssr/pageRenderer.mjs), and the API under /api and /uploads on the same origin (as a
 * production reverse proxy would).
 * Every answer carries helmet's headers with the site's Content-Security-Policy, computed
 * from the current registry (see contentSecurityPolicy.mjs). `apiOrigin` is where this
 * server reaches the API (a list: several instances, taken in turn, as a load balancer
 * would); `publicApiOrigin`, where browsers reach it when that is not this origin.
 */
export async function serveShell({
  distDir,
  port,
  apiOrigin,
  host = '127.0.0.1',
  publicApiOrigin = process.env.PUBLIC_API_ORIGIN || undefined,
  production = process.env.NODE_ENV === 'production',
}) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${distDir} has no index.html: build the shell`);
  const app = express();
  app.disable('x-powered-by');
  const apiOrigins = [apiOrigin].flat();
  const registry = registryReader({ apiOrigin: apiOrigins[0] });
  const renderer = createPageRenderer({ distDir, apiOrigin: apiOrigins[0], registry });
  let turn = 0;
  const toApi = createProxyMiddleware({
    target: apiOrigins[0],
    // Round robin over the instances (one instance: always the same).
    router: () => apiOrigins[turn++ % apiOrigins.length],
    // Idle connections to the API are dropped by this side first (the API keeps them 65 s),
    // so a request is never sent on a connection the API is closing at that moment.
    agent: new http.Agent({ keepAlive: true, timeout: 30_000 }),
    changeOrigin: false,
    xfwd: true,
    pathFilter: ['/api', '/uploads'],
    on: {
      error: (error, req, res) => {
        console.error(`proxy: ${req.method} ${req.url} failed: ${error.code ?? error.message}`);
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
        }
        res.end(JSON.stringify({ error: { code: 'api_unreachable', message: 'API unreachable' } }));
      },
    },
  });
  app.use(afterWrites({ renderer, registry }));
  app.use(toApi);
  app.use(compression());
  app.use(siteHeaders({ registry, publicApiOrigin, production }));
  app.use(express.static(distDir, { index: false, setHeaders: setCacheHeaders }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A path with a file extension that was not found above is a missing file, not a route.
    if (path.extname(req.path)) return res.status(404).type('text/plain').send('Not found');
    return renderer.middleware(req, res);
  });
  return listen(app, port, host);
}
