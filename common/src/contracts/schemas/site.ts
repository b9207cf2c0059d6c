// Small answers of the API: the browser's run-time settings, its health, the uploads' query.
import * as v from 'valibot';
import { NEWS_IMAGE_VARIANT_FORMATS, NEWS_IMAGE_VARIANT_WIDTHS } from '../news';

/** `GET /api/public-config`. */
export const publicConfigSchema = v.object({
  emailjs: v.pipe(
    v.nullable(
      v.object({
        serviceId: v.string(),
        templateId: v.string(),
        publicKey: v.pipe(v.string(), v.description("EmailJS's public key: public by design.")),
      }),
    ),
    v.description('null when the API has no EmailJS ids: the forms then only store the inquiry.'),
  ),
});

/** `GET /api/health`: 200 when the database answers a ping, 503 otherwise. */
export const healthSchema = v.object({
  status: v.picklist(['ok', 'unavailable']),
  database: v.object({
    reachable: v.boolean(),
    backend: v.string(),
    latencyMs: v.optional(v.number()),
  }),
});

/** `GET /healthz`: the process runs. */
export const livenessSchema = v.object({ status: v.literal('ok') });

/** `GET /readyz`: whether every dependency answers. */
export const readinessSchema = v.object({
  status: v.picklist(['ready', 'degraded', 'not-ready', 'draining']),
  checks: v.record(v.string(), v.picklist(['ok', 'failed', 'timeout'])),
});

const WIDTHS = NEWS_IMAGE_VARIANT_WIDTHS.map(String) as [string, ...string[]];
const VARIANT_RULE = 'must ask for a resized copy with exactly one w and one fm';

/**
 * `GET /uploads/news/:file`: the stored image, or with `w` and `fm` both, one of its resized
 * copies; any other parameter is refused.
 */
export const newsImageQuerySchema = v.pipe(
  v.strictObject({
    w: v.pipe(
      v.optional(v.picklist(WIDTHS, `must be one of ${NEWS_IMAGE_VARIANT_WIDTHS.join(', ')}`)),
      v.description('Width of the copy (px).'),
    ),
    fm: v.pipe(
      v.optional(
        v.picklist(
          NEWS_IMAGE_VARIANT_FORMATS,
          `must be one of ${NEWS_IMAGE_VARIANT_FORMATS.join(', ')}`,
        ),
      ),
      v.description('Format of the copy.'),
    ),
  }),
  v.check((query) => (query.w === undefined) === (query.fm === undefined), VARIANT_RULE),
  v.transform((query) =>
    query.w !== undefined && query.fm !== undefined
      ? { width: Number(query.w), format: query.fm }
      : undefined,
  ),
);
