// Static servers for the built apps: each remote on its own origin (CORS for the manifest,
// cross-origin resource policy for its scripts) and the shell with the API behind /api.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

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
export async function serveRemote({ distDir, releasesDir, port, host = '127.0.0.1' }) {
  const hasReleases = releasesDir !== undefined && existsSync(releasesDir);
  if (!existsSync(path.join(distDir, 'mf-manifest.json')) && !hasReleases) {
    throw new Error(`${distDir} has no mf-manifest.json: build the remote first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
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

/**
 * Serves the shell: its static files, the index page for every client-side route, and the
 * API under /api and /uploads on the same origin (as a production reverse proxy would).
 */
export async function serveShell({ distDir, port, apiOrigin, host = '127.0.0.1' }) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${distDir} has no index.html: build the shell`);
  const app = express();
  app.disable('x-powered-by');
  const toApi = createProxyMiddleware({
    target: apiOrigin,
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
  app.use(toApi);
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(express.static(distDir, { index: false, setHeaders: setCacheHeaders }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A path with a file extension that was not found above is a missing file, not a route.
    if (path.extname(req.path)) return res.status(404).type('text/plain').send('Not found');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return listen(app, port, host);
}
