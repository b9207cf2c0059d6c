import { Router } from 'express';
import type * as v from 'valibot';
import type { healthSchema } from '@alu/common/contracts/schemas';
import type { Database } from '../../platform/database/database';
import { routePath } from '../../platform/http/validate';
import { readHealth } from './health.operations';

export type HealthBody = v.InferOutput<typeof healthSchema>;

/** GET /health: 200 when the database answers a ping, 503 otherwise. */
export interface HealthRouterOptions {
  database: Database;
}

export function healthRouter({ database }: HealthRouterOptions): Router {
  const router = Router();
  router.get(routePath(readHealth), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    let body: HealthBody;
    try {
      const latencyMs = await database.ping();
      body = { status: 'ok', database: { reachable: true, backend: database.backend, latencyMs } };
    } catch (err) {
      req.log.warn({ err }, 'database ping failed');
      body = { status: 'unavailable', database: { reachable: false, backend: database.backend } };
    }
    res.status(body.status === 'ok' ? 200 : 503).json(body);
  });
  return router;
}
