// Configuration from the environment, read once at start-up through the API's settings schema
// (apiSettings.ts) and refused with every problem listed (fail fast).
//
// Relative paths (DATA_DIR, REMOTES_FILE, FERRETDB_BIN) are resolved against the repository
// root, so the API behaves the same whether it is started from the root or from api/.
import fs from 'node:fs';
import path from 'node:path';
import {
  defaultValue,
  LOG_LEVELS,
  metricsListener,
  readSettings,
  SettingsError,
  settingText,
  shutdownTimes,
  type LogLevel,
  type Setting,
} from '@alu/server-kit';
import type { EmailJsConfig } from '@alu/common/contracts';
import * as v from 'valibot';
import { API_CHECKS, API_SETTINGS, type ApiSettingsValues } from './apiSettings';
import {
  DEFAULT_TELEMETRY_RATE_LIMIT,
  perIpDefaults,
  RATE_LIMITS,
  type InquiryRateLimit,
  type LoginRateLimit,
  type PerIpRateLimit,
} from './rateLimits';

export {
  ADMIN_USERNAME_PATTERN,
  API_SETTINGS,
  FERRETDB_VERSION,
  MIN_JWT_SECRET_BYTES,
} from './apiSettings';
export {
  DEFAULT_INQUIRY_RATE_LIMIT,
  DEFAULT_LOGIN_RATE_LIMIT,
  DEFAULT_NEWSLETTER_RATE_LIMIT,
  RATE_LIMITS,
  type InquiryRateLimit,
  type LoginRateLimit,
  type PerIpRateLimit,
  type RateLimitDeclaration,
} from './rateLimits';
export { LOG_LEVELS, type LogLevel };

/** The API's configuration; each value's variable is named beside it (see apiSettings.ts). */
export interface Config {
  port: number; // API_PORT (0: a free port)
  host: string; // API_HOST
  mongodbUri: string | undefined; // MONGODB_URI; undefined: the embedded FerretDB
  dbName: string; // DB_NAME
  dataDir: string; // DATA_DIR
  ferretdbPort: number; // FERRETDB_PORT (0: a free port)
  ferretdbBin: string; // FERRETDB_BIN
  remotesFile: string; // REMOTES_FILE
  hostManifestUrl: string | undefined; // HOST_MANIFEST_URL
  logLevel: LogLevel; // LOG_LEVEL
  nodeEnv: string; // NODE_ENV
  seedContent: boolean; // SEED_CONTENT
  metrics: { host: string; port: number } | null; // METRICS_HOST, METRICS_PORT; null: none
  shutdown: { delayMs: number; timeoutMs: number }; // SHUTDOWN_*
  /** JWT_SECRET; undefined: a random key kept in `<dataDir>/jwt-secret` (not in production). */
  jwtSecret: string | undefined;
  adminUsername: string | undefined; // ADMIN_USERNAME
  adminPassword: string | undefined; // ADMIN_PASSWORD
  loginRateLimit: LoginRateLimit; // LOGIN_*
  inquiryRateLimit: InquiryRateLimit; // INQUIRY_LIMIT_*
  applications: ApplicationsConfig; // APPLICATION_*
  inquiryRetention: RetentionConfig; // INQUIRY_RETENTION_DAYS, INQUIRY_SWEEP_INTERVAL_SECONDS
  telemetry: TelemetryConfig; // TELEMETRY_*
  canary: CanaryConfig; // CANARY_*
  /** EMAILJS_*; null: the inquiry forms only store the inquiry. */
  emailjs: EmailJsConfig | null;
  /** SMTP_URL and the mail's settings; null: staff are not mailed. */
  staffMail: StaffMailConfig | null;
  corsOrigins: readonly string[]; // CORS_ORIGINS; empty: same origin only
  requestTimeoutMs: number; // REQUEST_TIMEOUT_SECONDS
  uploadTimeoutMs: number; // UPLOAD_TIMEOUT_SECONDS
  orphanImages: OrphanImagesConfig; // UPLOAD_ORPHAN_GRACE_SECONDS, UPLOAD_SWEEP_INTERVAL_SECONDS
  newsCacheMs: number; // NEWS_CACHE_SECONDS (0: not cached)
  documentMaxBytes: number; // DOCUMENT_MAX_MB
  trustedProxies: readonly string[]; // TRUSTED_PROXIES (Express `trust proxy` values)
  publicOrigin: string; // PUBLIC_ORIGIN
  remoteOrigins: readonly string[]; // REMOTE_ORIGINS, besides the registry file's
  redisUrl: string | undefined; // REDIS_URL; undefined: nothing shared
  /** The api/ workspace folder and the repository root (derived, not configurable). */
  apiDir: string;
  repoRoot: string;
}

export interface OrphanImagesConfig {
  /** Longer than any write can take (the upload timeout), so no file of a running write goes. */
  graceMs: number;
  intervalMs: number;
}

/** How long records of personal data are kept, and how often the older ones are looked for. */
export interface RetentionConfig {
  /** A record is erased this many days after it was sent. */
  retentionDays: number;
  /** How often the retention sweep runs. */
  sweepIntervalMs: number;
}

/** An application (and its CV) is erased `retentionDays` after it was sent. */
export interface ApplicationsConfig extends PerIpRateLimit, RetentionConfig {}

export interface TelemetryConfig {
  /** Beacons accepted per client address. */
  rateLimit: PerIpRateLimit;
  /** The hourly figures are deleted this many days after their hour. */
  retentionDays: number;
}

/** When a running canary is rolled back by itself (see the release-health component). */
export interface CanaryConfig {
  /** The last minutes summed for the canary and the stable version. */
  windowMinutes: number;
  /** Page loads of the canary in the window, at least. */
  minSessions: number;
  /** Distinct clients of the canary in the window, at least. */
  minClients: number;
  /** How far the canary's error rate may exceed the stable's (0.05: 5 points). */
  errorMargin: number;
  checkIntervalMs: number;
}

export interface StaffMailConfig {
  /** `smtp://user:password@host:port` (`smtps://` for TLS from the start). */
  smtpUrl: string;
  /** MAIL_FROM; the site's sender by default. */
  from: string | undefined;
  /** INQUIRY_MAIL_TO; the site's recipients of each form by default. */
  recipients: string[] | undefined;
  /** The pause after a first failure, doubled after each next. */
  retryBaseMs: number;
  /** The longest pause between two tries. */
  retryMaxMs: number;
}

const seconds = (value: number) => value * 1000;

/** A setting's value when the environment does not name it (outside production). */
const unsetValue = <K extends keyof typeof API_SETTINGS>(name: K) =>
  defaultValue(API_SETTINGS[name] as Setting<unknown>, name) as ApiSettingsValues[K];

export const DEFAULT_ORPHAN_IMAGES: OrphanImagesConfig = Object.freeze({
  graceMs: seconds(unsetValue('UPLOAD_ORPHAN_GRACE_SECONDS')),
  intervalMs: seconds(unsetValue('UPLOAD_SWEEP_INTERVAL_SECONDS')),
});
export const DEFAULT_REQUEST_TIMEOUT_MS = seconds(unsetValue('REQUEST_TIMEOUT_SECONDS'));
export const DEFAULT_UPLOAD_TIMEOUT_MS = seconds(unsetValue('UPLOAD_TIMEOUT_SECONDS'));
export const DEFAULT_NEWS_CACHE_MS = seconds(unsetValue('NEWS_CACHE_SECONDS'));
export const DEFAULT_DOCUMENT_MAX_BYTES = unsetValue('DOCUMENT_MAX_MB') * 1024 * 1024;
export const DEFAULT_APPLICATIONS: ApplicationsConfig = Object.freeze({
  ...perIpDefaults(RATE_LIMITS.applications),
  retentionDays: unsetValue('APPLICATION_RETENTION_DAYS'),
  sweepIntervalMs: seconds(unsetValue('APPLICATION_SWEEP_INTERVAL_SECONDS')),
});
export const DEFAULT_INQUIRY_RETENTION: RetentionConfig = Object.freeze({
  retentionDays: unsetValue('INQUIRY_RETENTION_DAYS'),
  sweepIntervalMs: seconds(unsetValue('INQUIRY_SWEEP_INTERVAL_SECONDS')),
});

export const DEFAULT_TELEMETRY: TelemetryConfig = Object.freeze({
  rateLimit: DEFAULT_TELEMETRY_RATE_LIMIT,
  retentionDays: unsetValue('TELEMETRY_RETENTION_DAYS'),
});
export const DEFAULT_CANARY: CanaryConfig = Object.freeze({
  windowMinutes: unsetValue('CANARY_WINDOW_MINUTES'),
  minSessions: unsetValue('CANARY_MIN_SESSIONS'),
  minClients: unsetValue('CANARY_MIN_CLIENTS'),
  errorMargin: unsetValue('CANARY_ERROR_MARGIN'),
  checkIntervalMs: seconds(unsetValue('CANARY_CHECK_SECONDS')),
});

export type ConfigOverrides = Partial<Omit<Config, 'apiDir' | 'repoRoot'>>;

export class ConfigError extends SettingsError {
  constructor(problems: readonly string[]) {
    super('Invalid configuration', problems);
    this.name = 'ConfigError';
  }
}

/**
 * The api/ folder: the nearest ancestor of this file whose package.json is named "api".
 * Works from src/ (ts-jest) and from dist/ (compiled) alike.
 */
export function findApiDir(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        const parsed: unknown = JSON.parse(fs.readFileSync(manifest, 'utf8'));
        if (isRecord(parsed) && parsed.name === 'api') return dir;
      } catch {
        // unreadable package.json: keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new ConfigError([`cannot find the api/package.json above ${start}`]);
    }
    dir = parent;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The Config the settings' values make (paths still as given). */
function configOf(values: ApiSettingsValues): Omit<Config, 'apiDir' | 'repoRoot'> {
  const { loginIp, loginUsernameIp, loginUsername, inquiries, applications, telemetry } =
    RATE_LIMITS;
  const { EMAILJS_SERVICE_ID: serviceId, EMAILJS_TEMPLATE_ID: templateId } = values;
  const publicKey = values.EMAILJS_PUBLIC_KEY;
  return {
    port: values.API_PORT,
    host: values.API_HOST,
    mongodbUri: values.MONGODB_URI,
    dbName: values.DB_NAME,
    dataDir: values.DATA_DIR,
    ferretdbPort: values.FERRETDB_PORT,
    ferretdbBin: values.FERRETDB_BIN,
    remotesFile: values.REMOTES_FILE,
    hostManifestUrl: values.HOST_MANIFEST_URL,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    seedContent: values.SEED_CONTENT,
    metrics: metricsListener(values),
    shutdown: shutdownTimes(values),
    jwtSecret: values.JWT_SECRET,
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD,
    loginRateLimit: {
      windowMs: seconds(values[loginIp.windowVariable]),
      maxPerIp: values[loginIp.limitVariable],
      maxPerUsername: values[loginUsernameIp.limitVariable],
      brakeMaxPerUsername: values[loginUsername.limitVariable],
      brakeWindowMs: seconds(values[loginUsername.windowVariable]),
    },
    inquiryRateLimit: {
      windowMs: seconds(values[inquiries.windowVariable]),
      maxPerIp: values[inquiries.limitVariable],
    },
    applications: {
      windowMs: seconds(values[applications.windowVariable]),
      maxPerIp: values[applications.limitVariable],
      retentionDays: values.APPLICATION_RETENTION_DAYS,
      sweepIntervalMs: seconds(values.APPLICATION_SWEEP_INTERVAL_SECONDS),
    },
    inquiryRetention: {
      retentionDays: values.INQUIRY_RETENTION_DAYS,
      sweepIntervalMs: seconds(values.INQUIRY_SWEEP_INTERVAL_SECONDS),
    },
    telemetry: {
      rateLimit: {
        windowMs: seconds(values[telemetry.windowVariable]),
        maxPerIp: values[telemetry.limitVariable],
      },
      retentionDays: values.TELEMETRY_RETENTION_DAYS,
    },
    canary: {
      windowMinutes: values.CANARY_WINDOW_MINUTES,
      minSessions: values.CANARY_MIN_SESSIONS,
      minClients: values.CANARY_MIN_CLIENTS,
      errorMargin: values.CANARY_ERROR_MARGIN,
      checkIntervalMs: seconds(values.CANARY_CHECK_SECONDS),
    },
    emailjs:
      serviceId !== undefined && templateId !== undefined && publicKey !== undefined
        ? { serviceId, templateId, publicKey }
        : null,
    staffMail:
      values.SMTP_URL === undefined
        ? null
        : {
            smtpUrl: values.SMTP_URL,
            from: values.MAIL_FROM,
            recipients: values.INQUIRY_MAIL_TO,
            retryBaseMs: seconds(values.MAIL_RETRY_BASE_SECONDS),
            retryMaxMs: seconds(values.MAIL_RETRY_MAX_SECONDS),
          },
    corsOrigins: values.CORS_ORIGINS,
    trustedProxies: values.TRUSTED_PROXIES,
    publicOrigin: values.PUBLIC_ORIGIN,
    remoteOrigins: values.REMOTE_ORIGINS,
    requestTimeoutMs: seconds(values.REQUEST_TIMEOUT_SECONDS),
    uploadTimeoutMs: seconds(values.UPLOAD_TIMEOUT_SECONDS),
    orphanImages: {
      graceMs: seconds(values.UPLOAD_ORPHAN_GRACE_SECONDS),
      intervalMs: seconds(values.UPLOAD_SWEEP_INTERVAL_SECONDS),
    },
    newsCacheMs: seconds(values.NEWS_CACHE_SECONDS),
    documentMaxBytes: values.DOCUMENT_MAX_MB * 1024 * 1024,
    redisUrl: values.REDIS_URL,
  };
}

// What code may give instead of the environment (tests, `startApi`'s callers, launchers) is
// checked too. Each rule's message is what the value must be; overrideProblem names the value.
const POSITIVE = 'a positive integer';
const positive = v.pipe(v.number(POSITIVE), v.safeInteger(POSITIVE), v.minValue(1, POSITIVE));
const PORT = 'an integer between 0 and 65535';
const portNumber = v.pipe(
  v.number(PORT),
  v.integer(PORT),
  v.minValue(0, PORT),
  v.maxValue(65535, PORT),
);
const positives = <const K extends string>(...keys: K[]) =>
  v.object(
    Object.fromEntries(keys.map((key) => [key, positive])) as Record<K, typeof positive>,
    'an object',
  );
const OVERRIDES = v.partial(
  v.looseObject({
    port: portNumber,
    ferretdbPort: portNumber,
    host: v.pipe(v.string('a text'), v.nonEmpty('a non-empty text')),
    logLevel: v.picklist(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`),
    seedContent: v.boolean('a boolean'),
    loginRateLimit: positives(
      'windowMs',
      'maxPerIp',
      'maxPerUsername',
      'brakeMaxPerUsername',
      'brakeWindowMs',
    ),
    inquiryRateLimit: positives('windowMs', 'maxPerIp'),
    applications: positives('windowMs', 'maxPerIp', 'retentionDays', 'sweepIntervalMs'),
    inquiryRetention: positives('retentionDays', 'sweepIntervalMs'),
    orphanImages: positives('graceMs', 'intervalMs'),
    requestTimeoutMs: positive,
    uploadTimeoutMs: positive,
    newsCacheMs: v.pipe(
      v.number('0 or a positive integer'),
      v.safeInteger('0 or a positive integer'),
      v.minValue(0, '0 or a positive integer'),
    ),
  }),
);

/** e.g. `loginRateLimit.maxPerIp must be a positive integer, got 0`. */
function overrideProblem(issue: v.BaseIssue<unknown>): string {
  return `${v.getDotPath(issue) ?? 'overrides'} must be ${issue.message}, got ${String(issue.input)}`;
}

/** The overrides that replace a value: an undefined one is ignored, but for `mongodbUri`. */
function givenOverrides(overrides: ConfigOverrides): ConfigOverrides {
  return Object.fromEntries(
    // An explicit `mongodbUri: undefined` forces the embedded FerretDB even when MONGODB_URI
    // is set in the environment.
    Object.entries(overrides).filter(([key, value]) => value !== undefined || key === 'mongodbUri'),
  );
}

function overrideProblems(overrides: ConfigOverrides, merged: Config | undefined): string[] {
  const result = v.safeParse(OVERRIDES, overrides);
  const problems = result.success ? [] : result.issues.map(overrideProblem);
  const timing = 'orphanImages' in overrides || 'uploadTimeoutMs' in overrides;
  if (result.success && merged && timing && merged.orphanImages.graceMs <= merged.uploadTimeoutMs) {
    problems.push(
      'orphanImages.graceMs must be longer than uploadTimeoutMs (a running ' +
        "write's files would be taken for orphans)",
    );
  }
  return problems;
}

/**
 * Reads the configuration from `env`; `overrides` (used by tests and `startApi`) win over the
 * environment. Throws ConfigError listing every problem.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: ConfigOverrides = {},
): Config {
  const apiDir = findApiDir();
  const repoRoot = path.dirname(apiDir);
  const given = givenOverrides(overrides);
  const nodeEnv = given.nodeEnv ?? settingText(env.NODE_ENV) ?? 'development';
  const read = readSettings(
    API_SETTINGS,
    API_CHECKS,
    {
      ...env,
      NODE_ENV: nodeEnv,
      // An overriding mongodbUri decides: the environment's is neither required nor read.
      ...('mongodbUri' in given ? { MONGODB_URI: 'embedded' } : {}),
    },
    nodeEnv,
  );
  const merged: Config | undefined = read.ok
    ? { ...configOf(read.values), ...given, apiDir, repoRoot }
    : undefined;
  const problems = [...(read.ok ? [] : read.problems), ...overrideProblems(given, merged)];
  if (!merged || problems.length > 0) throw new ConfigError(problems);
  for (const key of ['dataDir', 'ferretdbBin', 'remotesFile'] as const) {
    merged[key] = path.resolve(repoRoot, merged[key]);
  }
  return Object.freeze(merged);
}
