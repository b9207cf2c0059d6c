// How releases fare with real visitors: the beacon a browser sends about the page views it saw
// (`POST /api/telemetry`), and the status of each remote's stable and canary versions that
// teams and administrators read (`GET /api/releases/status`).
import * as v from 'valibot';
import { jsonObject } from './fields';
import { isoMoment } from './lists';
import { TELEMETRY_MAX_EVENTS } from './telemetryLimits';

/** A remote's name, or `shell` for the pages and chrome the shell owns. */
export const TELEMETRY_REMOTE_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;
/** A version label: a release's version, `registry-file` or the shell's build id. */
export const TELEMETRY_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;
export {
  REGISTRY_FILE_VERSION,
  TELEMETRY_MAX_BYTES,
  TELEMETRY_MAX_EVENTS,
} from './telemetryLimits';

export const TELEMETRY_EVENT_KINDS = ['view', 'lcp', 'inp', 'cls', 'ttfb', 'error'] as const;
export const CLIENT_ERROR_KINDS = ['load', 'render', 'stalled', 'uncaught'] as const;
/** The measured kinds: each carries a value (milliseconds; CLS has no unit). */
export const TELEMETRY_MEASURES = ['lcp', 'inp', 'cls', 'ttfb'] as const;

export type TelemetryEventKind = (typeof TELEMETRY_EVENT_KINDS)[number];
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
export type TelemetryMeasure = (typeof TELEMETRY_MEASURES)[number];

const telemetryEventSchema = v.pipe(
  jsonObject({
    remote: v.pipe(v.string(), v.regex(TELEMETRY_REMOTE_PATTERN, 'must be a remote name')),
    version: v.pipe(v.string(), v.regex(TELEMETRY_VERSION_PATTERN, 'must be a version label')),
    route: v.pipe(
      v.string(),
      v.maxLength(200, 'must be at most 200 characters long'),
      v.regex(/^\/[^?#\s]*$/, 'must be a route template (a path without query or fragment)'),
      v.description("The page's route template (`/news/:slug`), never the visited address."),
    ),
    kind: v.picklist(TELEMETRY_EVENT_KINDS, 'must be a known kind'),
    value: v.optional(
      v.pipe(
        v.number('must be a number'),
        v.finite('must be finite'),
        v.minValue(0, 'must not be negative'),
        v.maxValue(600_000, 'must be at most 600000'),
      ),
    ),
    error: v.optional(v.picklist(CLIENT_ERROR_KINDS, 'must be a known error kind')),
  }),
  v.check(
    (event) =>
      (event.kind === 'error') === (event.error !== undefined) &&
      (TELEMETRY_MEASURES as readonly string[]).includes(event.kind) ===
        (event.value !== undefined),
    'a measure needs a value, an error needs its kind, and nothing else carries either',
  ),
);

/** `POST /api/telemetry`: what one page's visit measured, sent when the page is hidden. */
export const telemetryBeaconSchema = jsonObject({
  v: v.literal(1, 'must be 1'),
  session: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -'),
    v.description('A random id of the page load; only counted, never stored as sent.'),
  ),
  events: v.pipe(
    v.array(telemetryEventSchema, 'must be a list'),
    v.minLength(1, 'must not be empty'),
    v.maxLength(TELEMETRY_MAX_EVENTS, `must hold at most ${TELEMETRY_MAX_EVENTS} events`),
  ),
});

export type TelemetryBeacon = v.InferOutput<typeof telemetryBeaconSchema>;
export type TelemetryEvent = TelemetryBeacon['events'][number];

const p75 = v.nullable(v.number());

/** One version's figures over a period. */
export const versionFiguresSchema = v.object({
  version: v.string(),
  views: v.number(),
  sessions: v.number(),
  errors: v.number(),
  errorRate: v.pipe(v.number(), v.description('Errors per page view (0 to 1 and more).')),
  failedLoads: v.number(),
  lcpP75: p75,
  inpP75: p75,
  clsP75: p75,
  ttfbP75: p75,
});

export const RELEASE_ACTIONS = ['activate', 'rollback', 'canary', 'promote', 'abort'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** The figures an automatic abort was decided on, over its window. */
export const abortEvidenceSchema = v.object({
  minutes: v.number(),
  canary: v.object({
    errorRate: v.number(),
    errors: v.number(),
    views: v.number(),
    sessions: v.number(),
    clients: v.number(),
  }),
  stable: v.object({
    version: v.string(),
    errorRate: v.number(),
    errors: v.number(),
    views: v.number(),
  }),
});

export const releaseHistoryItemSchema = v.object({
  action: v.picklist(RELEASE_ACTIONS),
  version: v.string(),
  at: isoMoment,
  by: v.pipe(v.string(), v.description('The administrator, or `automatic-rollback`.')),
  percent: v.optional(v.number()),
  reason: v.optional(v.string()),
  evidence: v.pipe(
    v.optional(abortEvidenceSchema),
    v.description("An automatic abort's figures (its `reason` says the same in words)."),
  ),
});

export const remoteReleaseStatusSchema = v.object({
  name: v.string(),
  stable: v.object({ version: v.string(), percent: v.number() }),
  canary: v.nullable(v.object({ version: v.string(), percent: v.number(), startedAt: isoMoment })),
  figures: v.object({
    hour: v.array(versionFiguresSchema),
    day: v.array(versionFiguresSchema),
  }),
  history: v.pipe(v.array(releaseHistoryItemSchema), v.description('Newest first, at most 20.')),
});

/** `GET /api/releases/status`: every remote's versions, shares, figures and history. */
export const releaseStatusSchema = v.object({
  generatedAt: isoMoment,
  remotes: v.array(remoteReleaseStatusSchema),
});

export type VersionFigures = v.InferOutput<typeof versionFiguresSchema>;
export type ReleaseHistoryItem = v.InferOutput<typeof releaseHistoryItemSchema>;
export type AbortEvidence = v.InferOutput<typeof abortEvidenceSchema>;
export type RemoteReleaseStatus = v.InferOutput<typeof remoteReleaseStatusSchema>;
export type ReleaseStatus = v.InferOutput<typeof releaseStatusSchema>;
