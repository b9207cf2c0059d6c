// The remote registry as the API answers it (which version of each remote the site serves),
// and the administrators' activation of a release.
import * as v from 'valibot';
import { jsonObject, requiredText } from './fields';
import { isoMoment } from './lists';

/** A release's version: letters, digits and `.+_-`, at most 80 characters. */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

const HTTP_URL = 'must be an http(s) URL';

/** A canary's share of visitors, in percent. */
export const CANARY_PERCENT = { min: 1, max: 99 } as const;
/** The reason an abort may give, in characters at most. */
export const ABORT_REASON_MAX = 200;

/**
 * `PUT /api/remotes/:name`: the version to serve and where its entry is; with `canary`, served
 * to that share of visitors only, beside the stable version.
 */
export const releaseActivationSchema = jsonObject({
  version: v.pipe(
    requiredText(80, 'must be 1 to 80 characters long'),
    v.regex(RELEASE_VERSION_PATTERN, 'has invalid characters'),
  ),
  entry: v.pipe(
    requiredText(2000, 'must be 1 to 2000 characters long'),
    v.url(HTTP_URL),
    v.regex(/^[Hh][Tt][Tt][Pp][Ss]?:/, HTTP_URL),
    v.transform((entry) => new URL(entry).toString()),
    v.description("The URL of the release's mf-manifest.json."),
  ),
  canary: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(CANARY_PERCENT.min, 'must be 1 to 99'),
      v.maxValue(CANARY_PERCENT.max, 'must be 1 to 99'),
      v.description(
        'Starts a canary: the percent of visitors served this version instead of the stable one.',
      ),
    ),
  ),
});

/** `POST /api/remotes/:name/abort`: why the canary is ended (optional). */
export const canaryAbortSchema = jsonObject({
  reason: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(ABORT_REASON_MAX, `must be at most ${ABORT_REASON_MAX} characters long`),
    ),
  ),
});

const navLink = v.object({ name: v.string(), url: v.string() });

const routeManifestSchema = v.object({
  routes: v.array(
    v.object({
      path: v.string(),
      name: v.string(),
      page: v.string(),
      chrome: v.optional(v.boolean()),
      serverRendered: v.optional(v.boolean()),
    }),
  ),
  redirects: v.optional(v.array(v.object({ path: v.string(), redirectTo: v.string() }))),
  menus: v.optional(
    v.array(
      v.looseObject({
        id: v.string(),
        label: v.string(),
        url: v.string(),
        links: v.array(navLink),
      }),
    ),
  ),
  legal: v.optional(v.array(v.object({ ...navLink.entries, order: v.number() }))),
  translations: v.optional(v.record(v.string(), v.record(v.string(), v.string()))),
});

const serverBundlePin = v.pipe(
  v.optional(v.object({ file: v.string(), sha256: v.string() })),
  v.description('The server bundle pinned for this version.'),
);

/** A version served to a share of visitors beside the stable one, until promoted or aborted. */
export const activeCanarySchema = v.object({
  version: v.string(),
  entry: v.string(),
  percent: v.pipe(v.number(), v.description('The share of visitors served it (1 to 99).')),
  startedAt: isoMoment,
  ssr: serverBundlePin,
  routes: v.pipe(v.optional(routeManifestSchema), v.description('Its pages and menus.')),
});

/** A remote as the registry answers it; `version` is absent for the registry file's entry. */
export const activeRemoteSchema = v.object({
  name: v.string(),
  entry: v.string(),
  version: v.optional(v.string()),
  activatedAt: v.optional(isoMoment),
  ssr: serverBundlePin,
  routes: v.pipe(v.optional(routeManifestSchema), v.description('Its pages and menus.')),
  canary: v.pipe(v.optional(activeCanarySchema), v.description('Its running canary.')),
});

export const remotesSchema = v.object({
  remotes: v.array(activeRemoteSchema),
  conflicts: v.pipe(
    v.array(v.object({ path: v.string(), remote: v.string(), claimedBy: v.string() })),
    v.description('Paths a remote declared that another (or the shell) had claimed first.'),
  ),
});

const stackItem = v.nullable(v.object({ version: v.nullable(v.string()), entry: v.string() }));

export const remoteHistorySchema = v.object({
  remote: v.string(),
  active: stackItem,
  rollbackTo: stackItem,
  stack: v.array(stackItem),
  canary: v.pipe(
    v.optional(
      v.nullable(
        v.object({
          version: v.string(),
          entry: v.string(),
          percent: v.number(),
          startedAt: isoMoment,
        }),
      ),
    ),
    v.description('The running canary, beside the stack; null when none runs.'),
  ),
});
