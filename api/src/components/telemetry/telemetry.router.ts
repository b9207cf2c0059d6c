// `POST /api/telemetry`: the beacons, counted per client address, parsed by their own parser
// (the router is mounted ahead of the API's JSON parser: 16 kB, JSON sent as application/json
// or text/plain), checked, and counted in memory before the answer.
import express, { Router } from 'express';
import { TELEMETRY_MAX_BYTES } from '@alu/common/contracts/schemas';
import { RATE_LIMITS, type PerIpRateLimit } from '../../config';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import type { Logger } from '../../platform/logging/logger';
import type { TelemetryIngest } from './telemetryIngest';
import { recordTelemetry } from './telemetry.operations';

export interface TelemetryRouterOptions {
  ingest: TelemetryIngest;
  /** Beacons accepted per client address. */
  rateLimit: PerIpRateLimit;
  logger: Logger;
  /** Where the rate limit counts (default: in memory, per process). */
  stores?: RateLimitStoreFactory | undefined;
}

export function telemetryRouter({
  ingest,
  rateLimit,
  logger,
  stores,
}: TelemetryRouterOptions): Router {
  const router = Router();
  router.post(
    routePath(recordTelemetry),
    // First: a flood of oversized or malformed beacons is refused before it is read.
    limiter({
      declared: RATE_LIMITS.telemetry,
      windowMs: rateLimit.windowMs,
      limit: rateLimit.maxPerIp,
      logger,
      stores,
    }),
    express.json({
      limit: TELEMETRY_MAX_BYTES,
      type: [...recordTelemetry.body.alsoAcceptedAs, 'application/json'],
    }),
    validate(recordTelemetry),
    async (req, res) => {
      await ingest.record(inputOf(res, recordTelemetry).body, req.ip ?? '');
      res.status(204).set('Cache-Control', 'no-store').end();
    },
  );
  return router;
}
