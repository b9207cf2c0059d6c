// A remote's files on its own origin, for development and the tests (in production a static
// server, object store or CDN serves the release folders).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { HSTS } from '../security/siteHeaders.ts';
import { setCacheHeaders } from './cacheHeaders.ts';
import { listen } from './listen.ts';

export interface RemoteServerOptions {
  readonly distDir: string;
  /** Released versions, served at `/releases/<version>/` (read-only folders). */
  readonly releasesDir?: string;
  readonly port: number;
  readonly host?: string;
  readonly production?: boolean;
  /**
   * The site's public origin when this remote's documents moved to the API: an old address
   * of one of its PDFs (`static/files/<name>.<hash>.pdf`, of the build or of any release)
   * then leads permanently to `/uploads/documents/<name>.pdf` there, as the edge does in
   * production.
   */
  readonly documentsMovedTo?: string;
}

/** A PDF the build emitted: its readable name, then the content hash webpack added. */
const MOVED_DOCUMENT =
  /^(?:\/releases\/[^/]+)?\/static\/files\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\.[0-9a-f]{8}\.pdf$/;

/**
 * Serves one remote, readable from any origin: its working build (`dist`) at the root and,
 * when given, its released versions at `/releases/<version>/`, so every published version
 * stays reachable.
 */
export async function serveRemote({
  distDir,
  releasesDir,
  port,
  host = '127.0.0.1',
  production = process.env.NODE_ENV === 'production',
  documentsMovedTo,
}: RemoteServerOptions): Promise<Server> {
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
  if (documentsMovedTo !== undefined) {
    app.use((req, res, next) => {
      const name = MOVED_DOCUMENT.exec(req.path)?.[1];
      if (!name || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      res.redirect(301, new URL(`/uploads/documents/${name}.pdf`, documentsMovedTo).href);
    });
  }
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
