// The Express application. Everything it needs is passed in (database, registry, logger), so
// tests build it with their own instances.
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Database } from '../db/database';
import { healthRouter } from '../health/health.router';
import type { Logger } from '../logging/logger';
import { newsRouter } from '../news/news.router';
import { NewsRepository } from '../news/newsRepository';
import type { RemotesRegistry } from '../remotes/registry';
import { remotesRouter } from '../remotes/remotes.router';
import { ImageStorage } from '../uploads/imageStorage';
import { uploadsRouter } from '../uploads/uploads.router';
import { errorHandler, notFoundHandler } from './errors';

export interface AppDependencies {
  database: Database;
  remotes: RemotesRegistry;
  logger: Logger;
}

export function createApp({ database, remotes, logger }: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');

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
  api.use(remotesRouter(remotes));
  api.use(newsRouter(new NewsRepository(database.db)));
  app.use('/api', api);
  // At the root, like the original site's uploads folder (the shell proxies /uploads here).
  app.use(uploadsRouter(new ImageStorage(database.db)));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
