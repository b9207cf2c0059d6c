// The Express application. Everything it needs is passed in (database, registry, logger), so
// tests build it with their own instances.
import { randomBytes } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { AdminAuth } from '../admin/adminAuth';
import { adminRouter } from '../admin/admin.router';
import { AdminRepository } from '../admin/adminRepository';
import { AdminTokens } from '../admin/tokens';
import { careersRouter } from '../careers/careers.router';
import { CareersRepository } from '../careers/careersRepository';
import type { EmailJsConfig } from '@alu/common/contracts';
import {
  DEFAULT_INQUIRY_RATE_LIMIT,
  DEFAULT_LOGIN_RATE_LIMIT,
  type InquiryRateLimit,
  type LoginRateLimit,
} from '../config';
import type { Database } from '../db/database';
import { healthRouter } from '../health/health.router';
import { InquiriesRepository } from '../inquiries/inquiriesRepository';
import { inquiriesRouter } from '../inquiries/inquiries.router';
import type { Logger } from '../logging/logger';
import { newsRouter } from '../news/news.router';
import {
  DEFAULT_NEWSLETTER_RATE_LIMIT,
  newsletterRouter,
  type NewsletterRateLimit,
} from '../newsletter/newsletter.router';
import { NewsletterRepository } from '../newsletter/newsletterRepository';
import { newsAdminRouter } from '../news/newsAdmin.router';
import { NewsRepository } from '../news/newsRepository';
import { ActivationsRepository } from '../remotes/activationsRepository';
import { ActiveRemotes } from '../remotes/activeRemotes';
import { remoteExposes } from '../remotes/remoteContract';
import { publicConfigRouter } from '../public-config/publicConfig.router';
import type { RemotesRegistry } from '../remotes/registry';
import { remotesRouter } from '../remotes/remotes.router';
import { ImageStorage } from '../uploads/imageStorage';
import { uploadsRouter } from '../uploads/uploads.router';
import { errorHandler, notFoundHandler } from './errors';

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
  /** The EmailJS ids GET /api/public-config hands the inquiry forms (default: none). */
  emailjs?: EmailJsConfig | null;
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
  emailjs = null,
}: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // The shell's proxy (on this machine) forwards requests with X-Forwarded-For: trust it from
  // loopback only, so req.ip (sign-in rate limits) is the real client and cannot be forged.
  app.set('trust proxy', 'loopback');

  app.use(
    pinoHttp({
      logger,
      // Method, path and status only: no headers (cookies, authorization) in the logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  // Remotes and the shell are served from other origins; let them read API responses.
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  api.use(healthRouter(database));
  const news = new NewsRepository(database.db);
  const images = new ImageStorage(database.db);
  const auth = new AdminAuth(
    new AdminRepository(database.db),
    new AdminTokens(admin.jwtSecret ?? randomBytes(32).toString('hex')),
    logger,
  );
  api.use(
    remotesRouter({
      active: new ActiveRemotes(remotes, new ActivationsRepository(database.db), logger),
      auth,
      hostManifestUrl,
      exposes: remoteExposes,
    }),
  );
  api.use(newsRouter(news));
  api.use(adminRouter(auth, admin.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT, logger));
  api.use(newsAdminRouter(news, images, auth, logger));
  api.use(careersRouter(new CareersRepository(database.db), auth, now));
  api.use(
    newsletterRouter(new NewsletterRepository(database.db), auth, newsletterRateLimit, logger),
  );
  api.use(inquiriesRouter(new InquiriesRepository(database.db), auth, inquiryRateLimit, logger));
  api.use(publicConfigRouter(emailjs));
  app.use('/api', api);
  // At the root, like the original site's uploads folder (the shell proxies /uploads here).
  app.use(uploadsRouter(images));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
