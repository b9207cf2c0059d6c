// The API's Express application: the middleware in its order and each component's router,
// mounted on what composeApi built.
import type { EventEmitter } from 'node:events';
import cors from 'cors';
import express, { type Express, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import { logRequests } from '@alu/server-kit';
import { adminRouter } from '../components/admin/admin.router';
import { apiReferenceRouter } from '../components/api-reference/apiReference.router';
import { applicationsRouter } from '../components/applications/applications.router';
import { auditRouter } from '../components/audit/audit.router';
import { careersRouter } from '../components/careers/careers.router';
import { documentFilesRouter, documentsRouter } from '../components/documents/documents.router';
import { documentsAdminRouter } from '../components/documents/documentsAdmin.router';
import { investorEventsRouter } from '../components/investor-events/investorEvents.router';
import { investorEventsAdminRouter } from '../components/investor-events/investorEventsAdmin.router';
import { healthRouter } from '../components/health/health.router';
import { inquiriesRouter } from '../components/inquiries/inquiries.router';
import { cachedNewsReads } from '../components/news/cachedNewsReads';
import { newsRouter } from '../components/news/news.router';
import { newsAdminRouter } from '../components/news/newsAdmin.router';
import { newsletterRouter } from '../components/newsletter/newsletter.router';
import { publicConfigRouter } from '../components/public-config/publicConfig.router';
import { releaseHealthRouter } from '../components/release-health/releaseHealth.router';
import { remotesRouter } from '../components/remotes/remotes.router';
import { searchRouter } from '../components/search/search.router';
import { telemetryRouter } from '../components/telemetry/telemetry.router';
import { uploadsRouter } from '../components/uploads/uploads.router';
import { CHANGED_HEADER } from '../platform/http/contentChanges';
import { requestDeadline } from '../platform/http/deadline';
import { errorHandler, notFoundHandler } from '../platform/http/errors';
import { fixedHeaders } from '../platform/http/fixedHeaders';
import { RATE_LIMIT_REFUSED } from '../platform/http/rateLimit';
import { parseNotice, type ChangeFeed } from '../platform/shared-state/changeFeed';
import type { ApiRouters, ComposedApi, HttpSettings } from './composeApi';

/** The API answers JSON and images only: a document it serves may load and run nothing. */
const API_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
};

/** HSTS: one year, subdomains too (set only in production, where the site is HTTPS-only). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * Remotes and the shell are served from other origins; let them read API responses. The
 * policy is fixed: helmet's headers are computed once.
 */
function securityHeaders(production: boolean): RequestHandler {
  return fixedHeaders(
    helmet({
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
      strictTransportSecurity: production ? HSTS : false,
    }),
  );
}

/**
 * Browsers on the configured site origins only; without any, no CORS header at all (the site
 * reaches the API through its own origin's proxy), and no middleware on every request. Images
 * need none (CORP above).
 */
function crossOrigin(corsOrigins: readonly string[]): RequestHandler | undefined {
  if (corsOrigins.length === 0) return undefined;
  return cors({
    origin: [...corsOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'path'],
    exposedHeaders: ['Retry-After', 'RateLimit', 'RateLimit-Policy'],
    maxAge: 600,
  });
}

/**
 * A write that succeeded and declared what it changed is told to every instance (reads, the
 * hot path, change nothing and are not watched).
 */
function announceChanges(changes: ChangeFeed): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    res.on('finish', () => {
      const declared = res.getHeader(CHANGED_HEADER);
      if (res.statusCode >= 400 || typeof declared !== 'string') return;
      for (const change of parseNotice(declared)) changes.publish(change);
    });
    next();
  };
}

/** Everything under /api, each component's router with what it was built with. */
function apiRoutes(routers: ApiRouters): Router {
  const api = express.Router();
  // The public news reads first: the busiest requests pass no other component's routes.
  api.use(newsRouter(routers.news));
  api.use(healthRouter(routers.health));
  api.use(remotesRouter(routers.remotes));
  api.use(adminRouter(routers.admin));
  api.use(newsAdminRouter(routers.newsAdmin));
  api.use(careersRouter(routers.careers));
  api.use(documentsRouter(routers.documents));
  api.use(documentsAdminRouter(routers.documentsAdmin));
  api.use(investorEventsRouter(routers.investorEvents));
  api.use(investorEventsAdminRouter(routers.investorEventsAdmin));
  api.use(auditRouter(routers.audit));
  api.use(searchRouter(routers.search));
  api.use(newsletterRouter(routers.newsletter));
  api.use(inquiriesRouter(routers.inquiries));
  api.use(applicationsRouter(routers.applications));
  api.use(publicConfigRouter(routers.publicConfig));
  api.use(apiReferenceRouter(routers.apiReference));
  api.use(releaseHealthRouter(routers.releaseHealth));
  return api;
}

/** What every request passes before the routers, in order. */
function frontMiddleware(app: Express, api: ComposedApi, http: HttpSettings): void {
  // The probes first: they are neither logged nor counted, and answer while the rest waits.
  app.use(api.lifecycle.middleware);
  // A line per request (id, method, path, status, time; no headers) and each request's
  // req.log, and the same answer counted in the metrics by its route.
  logRequests(app, { logger: api.logger, metrics: api.metrics.requests });
  // Express types `app.on` for its 'mount' event only; the app is an EventEmitter all the same.
  (app as EventEmitter).on(RATE_LIMIT_REFUSED, (limit: string) =>
    api.metrics.rateLimitRefused(limit),
  );
  app.use(securityHeaders(http.production));
  const corsMiddleware = crossOrigin(http.corsOrigins);
  if (corsMiddleware) app.use(corsMiddleware);
  // A repeated public news read is answered from memory here: the deadline, the body parser
  // and the routers below have nothing to do for it.
  app.use(cachedNewsReads(api.routers.news.answers));
  app.use(
    requestDeadline((req) =>
      req.is('multipart/form-data') ? http.timeouts.uploadMs : http.timeouts.requestMs,
    ),
  );
  // The browsers' beacons ahead of the JSON parser: they have their own (16 kB, and sent as
  // text/plain too), and are answered without passing the other routers.
  app.use('/api', telemetryRouter(api.routers.telemetry));
  app.use(express.json({ limit: '100kb' }));
  app.use(announceChanges(api.changes));
}

export function createApp(api: ComposedApi): Express {
  const { http } = api;
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For counts only from the proxies in front (the site server sets it from the
  // socket it saw), so req.ip, which every rate limit counts, cannot be chosen by a client.
  app.set('trust proxy', http.trustedProxies.length > 0 ? [...http.trustedProxies] : false);
  frontMiddleware(app, api, http);
  app.use('/api', apiRoutes(api.routers));
  // At the root: the pictures' public addresses are /uploads/… (the site server proxies them).
  app.use(uploadsRouter(api.routers.uploads));
  app.use(documentFilesRouter(api.routers.documents));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
