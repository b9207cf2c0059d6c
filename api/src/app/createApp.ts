// The API's composition root: it builds the repositories and services and mounts each
// component's router (request handling) with them. Everything from outside is passed in
// (database, registry, logger, configuration), so tests build it with their own instances.
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { AdminAuth } from '../admin/adminAuth';
import { adminRouter } from '../admin/admin.router';
import { AdminRepository } from '../admin/adminRepository';
import { AdminTokens } from '../admin/tokens';
import { ApplicationDesk, APPLICATION_CVS_BUCKET } from '../applications/applicationDesk';
import { applicationsRouter } from '../applications/applications.router';
import { ApplicationsRepository } from '../applications/applicationsRepository';
import { auditRouter } from '../audit/audit.router';
import { AuditRepository } from '../audit/auditRepository';
import { AuditTrail } from '../audit/auditTrail';
import { careersRouter } from '../careers/careers.router';
import { CareersRepository } from '../careers/careersRepository';
import type { EmailJsConfig } from '@alu/common/contracts';
import {
  DEFAULT_APPLICATIONS,
  DEFAULT_INQUIRY_RATE_LIMIT,
  DEFAULT_LOGIN_RATE_LIMIT,
  DEFAULT_NEWS_CACHE_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_UPLOAD_TIMEOUT_MS,
  type ApplicationsConfig,
  type InquiryRateLimit,
  type LoginRateLimit,
} from '../config';
import type { Database } from '../db/database';
import { healthRouter } from '../health/health.router';
import { apiReadiness } from '../health/readiness';
import { InquiriesRepository } from '../inquiries/inquiriesRepository';
import { inquiriesRouter } from '../inquiries/inquiries.router';
import type { Logger } from '../logging/logger';
import { logRequests, serviceLifecycle, type ServiceLifecycle } from '@alu/server-kit';
import { apiMetrics, type ApiMetrics } from '../metrics/apiMetrics';
import { cachedNewsReads } from '../news/cachedNewsReads';
import { newsRouter } from '../news/news.router';
import { NewsAnswers } from '../news/newsAnswers';
import {
  DEFAULT_NEWSLETTER_RATE_LIMIT,
  newsletterRouter,
  type NewsletterRateLimit,
} from '../newsletter/newsletter.router';
import { NewsletterRepository } from '../newsletter/newsletterRepository';
import { UnsubscribeTokens } from '../newsletter/unsubscribeTokens';
import { newsAdminRouter } from '../news/newsAdmin.router';
import { NewsRepository } from '../news/newsRepository';
import { ActivationsRepository } from '../remotes/activationsRepository';
import { ActiveRemotes } from '../remotes/activeRemotes';
import { RouteManifestReader } from '../remotes/routeManifests';
import { publicConfigRouter } from '../public-config/publicConfig.router';
import type { RemotesRegistry } from '../remotes/registry';
import { remotesRouter } from '../remotes/remotes.router';
import { FileStorage } from '../uploads/fileStorage';
import { uploadsRouter } from '../uploads/uploads.router';
import { ContentSearch } from '../search/contentSearch';
import { searchRouter } from '../search/search.router';
import { requestDeadline } from '../http/deadline';
import { fixedHeaders } from '../http/fixedHeaders';
import { errorHandler, notFoundHandler } from '../http/errors';
import { RATE_LIMIT_REFUSED, type RateLimitStoreFactory } from '../http/rateLimit';
import { CHANGED_HEADER } from '../http/contentChanges';
import { localChangeFeed, parseNotice, type ChangeFeed } from '../shared-state/changeFeed';

export interface AppDependencies {
  database: Database;
  remotes: RemotesRegistry;
  logger: Logger;
  /** Administrator sign-in. Defaults (for tests): a random key per app, the default limits. */
  admin?: { jwtSecret?: string; loginRateLimit?: LoginRateLimit };
  /** The clock that decides which vacancies are visible today (tests fix it). */
  now?: () => Date;
  /** Newsletter subscriptions per client IP (tests lower or raise it). */
  newsletterRateLimit?: NewsletterRateLimit;
  /** The shell's mf-manifest.json, against which remote releases are checked. */
  hostManifestUrl?: string;
  /** Inquiries accepted per client IP (default: the documented limit). */
  inquiryRateLimit?: InquiryRateLimit;
  /** Job applications accepted per client IP (default: the documented limit). */
  applications?: Pick<ApplicationsConfig, 'windowMs' | 'maxPerIp'>;
  /** The EmailJS ids GET /api/public-config hands the inquiry forms (default: none). */
  emailjs?: EmailJsConfig | null;
  /** Site origins allowed to call the API from a browser (CORS); default none (same origin). */
  corsOrigins?: readonly string[];
  /** Express `trust proxy` values (default: loopback, the site server on this machine). */
  trustedProxies?: readonly string[];
  /** Origins allowed to serve remote code besides the registry file's (default: none more). */
  remoteOrigins?: readonly string[];
  /** The site's address, for the links of newsletter mails (default: `npm start`'s). */
  publicOrigin?: string;
  /** Production: HSTS is sent (the site is served over HTTPS only). */
  production?: boolean;
  /** Request timeouts (default: the documented 30 s, 120 s for multipart uploads). */
  timeouts?: { requestMs: number; uploadMs: number };
  /** The stores of the rate limits (default: in memory, per process); see http/rateLimit.ts. */
  rateLimitStore?: RateLimitStoreFactory;
  /** How long public news answers are cached in the process (0: not at all). */
  newsCacheMs?: number;
  /** Where writes announce what they changed, and caches hear of it (default: this process). */
  changes?: ChangeFeed;
  /** Staff are mailed of new inquiries (SMTP_URL); none when absent. */
  inquiryNotices?: { poke(): void } | undefined;
  /**
   * `/healthz`, `/readyz` and the end of the process (default: readiness of the database and
   * the registry, for an app no one stops).
   */
  lifecycle?: ServiceLifecycle;
  /** Where answers and refusals are counted (default: a registry of this app's own). */
  metrics?: ApiMetrics;
}

/** The API answers JSON and images only: a document it serves may load and run nothing. */
const API_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
};

/** HSTS: one year, subdomains too (set only in production, where the site is HTTPS-only). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/** The applications' workflow over the database (also the retention sweep's, in server.ts). */
export function applicationDesk(
  database: Database,
  careers: CareersRepository,
  logger: Logger,
  now?: () => Date,
): ApplicationDesk {
  return new ApplicationDesk(
    new ApplicationsRepository(database.db),
    new FileStorage(database.db, APPLICATION_CVS_BUCKET, { variantsBucketName: null }),
    careers,
    logger,
    now,
  );
}

export function createApp({
  database,
  remotes,
  logger,
  admin = {},
  now,
  newsletterRateLimit = DEFAULT_NEWSLETTER_RATE_LIMIT,
  hostManifestUrl,
  inquiryRateLimit = DEFAULT_INQUIRY_RATE_LIMIT,
  applications = DEFAULT_APPLICATIONS,
  emailjs = null,
  corsOrigins = [],
  trustedProxies = ['loopback'],
  remoteOrigins = [],
  publicOrigin = 'http://localhost:8080',
  production = false,
  timeouts = { requestMs: DEFAULT_REQUEST_TIMEOUT_MS, uploadMs: DEFAULT_UPLOAD_TIMEOUT_MS },
  rateLimitStore,
  newsCacheMs = DEFAULT_NEWS_CACHE_MS,
  changes = localChangeFeed(),
  inquiryNotices,
  lifecycle = serviceLifecycle(apiReadiness(database, remotes)),
  metrics = apiMetrics(),
}: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For counts only from the proxies in front (the site server sets it from the
  // socket it saw), so req.ip, which every rate limit counts, cannot be chosen by a client.
  app.set('trust proxy', trustedProxies.length > 0 ? [...trustedProxies] : false);

  // The probes first: they are neither logged nor counted, and answer while the rest waits.
  app.use(lifecycle.middleware);
  // A line per request (id, method, path, status, time; no headers) and each request's
  // req.log, and the same answer counted in the metrics by its route.
  logRequests(app, { logger, metrics: metrics.requests });
  // Express types `app.on` for its 'mount' event only; the app is an EventEmitter all the same.
  (app as EventEmitter).on(RATE_LIMIT_REFUSED, (limit: string) => metrics.rateLimitRefused(limit));
  // Remotes and the shell are served from other origins; let them read API responses. The
  // policy is fixed: helmet's headers are computed once.
  app.use(
    fixedHeaders(
      helmet({
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
        strictTransportSecurity: production ? HSTS : false,
      }),
    ),
  );
  // Browsers on the configured site origins only; without any, no CORS header at all (the
  // site reaches the API through its own origin's proxy), and no middleware on every request.
  // Images need none (CORP above).
  if (corsOrigins.length > 0) {
    app.use(
      cors({
        origin: [...corsOrigins],
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type', 'path'],
        exposedHeaders: ['Retry-After', 'RateLimit', 'RateLimit-Policy'],
        maxAge: 600,
      }),
    );
  }
  // A repeated public news read is answered from memory here: the deadline, the body parser
  // and the routers below have nothing to do for it.
  const newsAnswers = new NewsAnswers(newsCacheMs);
  app.use(cachedNewsReads(newsAnswers));
  app.use(
    requestDeadline((req) =>
      req.is('multipart/form-data') ? timeouts.uploadMs : timeouts.requestMs,
    ),
  );
  app.use(express.json({ limit: '100kb' }));
  // A write that succeeded and declared what it changed is told to every instance (reads,
  // the hot path, change nothing and are not watched).
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    res.on('finish', () => {
      const declared = res.getHeader(CHANGED_HEADER);
      if (res.statusCode >= 400 || typeof declared !== 'string') return;
      for (const change of parseNotice(declared)) changes.publish(change);
    });
    next();
  });

  const api = express.Router();
  const news = new NewsRepository(database.db);
  // The public news reads first: the busiest requests pass no other component's routes.
  api.use(newsRouter(news, newsAnswers, now));
  api.use(healthRouter(database));
  const images = new FileStorage(database.db, undefined, { lookupCacheMs: newsCacheMs });
  const activeRemotes = new ActiveRemotes(
    remotes,
    new ActivationsRepository(database.db),
    logger,
    new RouteManifestReader(logger),
  );
  const careers = new CareersRepository(database.db);
  const contentSearch = new ContentSearch(news, careers, now);
  changes.subscribe((notice) => {
    if (notice === 'all' || notice.includes('news')) {
      newsAnswers.invalidate();
      images.forgetLookups();
      news.forgetSlugs();
    }
    if (notice === 'all' || notice.includes('news') || notice.includes('careers')) {
      contentSearch.invalidate();
    }
    if (notice === 'all' || notice.includes('remotes')) activeRemotes.forgetActivations();
  });
  const secret = admin.jwtSecret ?? randomBytes(32).toString('hex');
  const auth = new AdminAuth(new AdminRepository(database.db), new AdminTokens(secret), logger);
  const auditLog = new AuditRepository(database.db);
  const audit = new AuditTrail(auditLog, logger, now);
  api.use(
    remotesRouter({
      active: activeRemotes,
      auth,
      hostManifestUrl,
      remoteOrigins,
      audit,
    }),
  );
  api.use(
    adminRouter(
      auth,
      admin.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
      logger,
      audit,
      rateLimitStore,
    ),
  );
  api.use(
    newsAdminRouter(news, images, auth, logger, {
      answers: newsAnswers,
      stores: rateLimitStore,
      audit,
      ...(now && { now }),
    }),
  );
  api.use(careersRouter(careers, auth, audit, now));
  api.use(auditRouter(auditLog, auth));
  api.use(searchRouter(contentSearch));
  api.use(
    newsletterRouter(
      new NewsletterRepository(database.db),
      auth,
      newsletterRateLimit,
      logger,
      { tokens: new UnsubscribeTokens(secret), publicOrigin },
      audit,
      rateLimitStore,
    ),
  );
  api.use(
    inquiriesRouter(
      new InquiriesRepository(database.db),
      auth,
      inquiryRateLimit,
      logger,
      audit,
      rateLimitStore,
      inquiryNotices,
    ),
  );
  api.use(
    applicationsRouter(
      applicationDesk(database, careers, logger, now),
      auth,
      applications,
      logger,
      audit,
      rateLimitStore,
    ),
  );
  api.use(publicConfigRouter(emailjs));
  app.use('/api', api);
  // At the root, like the original site's uploads folder (the shell proxies /uploads here).
  app.use(uploadsRouter(images));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
