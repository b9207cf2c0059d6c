// Configuration from the environment, validated once at start-up (fail fast).
//
// Relative paths (DATA_DIR, REMOTES_FILE, FERRETDB_BIN) are resolved against the repository
// root, so the API behaves the same whether it is started from the root or from api/.
import { isEmailAddress } from '@alu/common/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EmailJsConfig } from '@alu/common/contracts';
import { describePasswordProblem, passwordProblem } from '../components/admin/passwordPolicy';
import { estimatedEntropyBits } from './secretEntropy';

export const FERRETDB_VERSION = 'v1.24.2';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  /** HTTP port of the API; 0 picks a free port. */
  port: number;
  host: string;
  /** External MongoDB; when set, no embedded FerretDB is started. */
  mongodbUri: string | undefined;
  dbName: string;
  dataDir: string;
  /** Port of the embedded FerretDB; 0 picks a free port. */
  ferretdbPort: number;
  ferretdbBin: string;
  remotesFile: string;
  /** The shell's mf-manifest.json: a remote release must share its React and router majors. */
  hostManifestUrl: string | undefined;
  logLevel: LogLevel;
  nodeEnv: string;
  /**
   * Insert the sample news (with painted images) into an empty database at start-up. Off by
   * default in production: a real site's database gets sample content only when asked for.
   */
  seedContent: boolean;
  /** The Prometheus metrics' own listener; null: none. */
  metrics: { host: string; port: number } | null;
  /** After SIGTERM: how long it keeps serving while not ready, and how long the end takes at most. */
  shutdown: { delayMs: number; timeoutMs: number };
  /**
   * Signs administrator tokens. Unset: a random secret kept in `<dataDir>/jwt-secret` (mode
   * 0600); required (at least 32 bytes) when NODE_ENV=production.
   */
  jwtSecret: string | undefined;
  /** The first administrator, created at start-up when no administrator exists. */
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Failed sign-in attempts allowed per client IP, per (username, IP) and per username. */
  loginRateLimit: LoginRateLimit;
  /** Inquiries (POST /api/inquiries) accepted per window and client IP. */
  inquiryRateLimit: InquiryRateLimit;
  /** Job applications: accepted per window and client IP, kept for `retentionDays`. */
  applications: ApplicationsConfig;
  /**
   * The EmailJS ids the inquiry forms send their e-mail with (GET /api/public-config); null
   * when unset: the forms then only store the inquiry.
   */
  emailjs: EmailJsConfig | null;
  /**
   * The mail server staff are told of each new inquiry through (SMTP_URL), from a durable
   * outbox; null when unset: inquiries are only stored (and sent by EmailJS when configured).
   */
  staffMail: StaffMailConfig | null;
  /**
   * Origins of the site allowed to call the API from a browser (CORS). Empty: only the same
   * origin, i.e. through the site's reverse proxy (the default set-up).
   */
  corsOrigins: readonly string[];
  /** A request that has not been answered by then gets 503 `timeout`. */
  requestTimeoutMs: number;
  /** The same for the multipart news writes (images of up to 56 MB in one request). */
  uploadTimeoutMs: number;
  /** Unreferenced news images older than `graceMs` are deleted every `intervalMs`. */
  orphanImages: OrphanImagesConfig;
  /** How long the public news answers are kept in the process (0: not cached). */
  newsCacheMs: number;
  /**
   * Addresses whose X-Forwarded-For is believed (the site server or load balancer in front):
   * Express `trust proxy` values. Default: none in production, loopback otherwise (the site
   * server of `npm start` on the same machine).
   */
  trustedProxies: readonly string[];
  /** The site's address (the signed links of newsletter mails lead there). */
  publicOrigin: string;
  /**
   * Origins allowed to serve remote code, besides those of the registry file: a release is
   * activated only from one of them (nothing else is even fetched).
   */
  remoteOrigins: readonly string[];
  /**
   * Redis shared by every API instance (redis:// or rediss://): rate-limit counts and the feed
   * of content changes. Unset: both stay in the process (one instance).
   */
  redisUrl: string | undefined;
  /** The api/ workspace folder and the repository root (derived, not configurable). */
  apiDir: string;
  repoRoot: string;
}

export interface LoginRateLimit {
  /** Window of the two limits below. */
  windowMs: number;
  /** Failed sign-ins from one client IP, whatever the username. */
  maxPerIp: number;
  /** Failed sign-ins for one username from one client IP. */
  maxPerUsername: number;
  /**
   * The brake: failed sign-ins for one username from all addresses together, in the short
   * `brakeWindowMs`. It slows a guessing attack spread over many addresses, and locks the real
   * administrator out for at most one short window after such an attack stops.
   */
  brakeMaxPerUsername: number;
  brakeWindowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = Object.freeze({
  windowMs: 15 * 60 * 1000,
  maxPerIp: 30,
  maxPerUsername: 10,
  brakeMaxPerUsername: 100,
  brakeWindowMs: 60 * 1000,
});

export interface OrphanImagesConfig {
  /** Longer than any write can take (the upload timeout), so no file of a running write goes. */
  graceMs: number;
  intervalMs: number;
}

export const DEFAULT_ORPHAN_IMAGES: OrphanImagesConfig = Object.freeze({
  graceMs: 10 * 60 * 1000,
  intervalMs: 5 * 60 * 1000,
});

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_UPLOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_NEWS_CACHE_MS = 5_000;

export interface InquiryRateLimit {
  windowMs: number;
  maxPerIp: number;
}

/** Ten inquiries in 15 minutes from one address: more than any visitor sends by hand. */
export const DEFAULT_INQUIRY_RATE_LIMIT: InquiryRateLimit = Object.freeze({
  windowMs: 15 * 60 * 1000,
  maxPerIp: 10,
});

export interface ApplicationsConfig {
  windowMs: number;
  maxPerIp: number;
  /** An application (and its CV) is erased this many days after it was sent. */
  retentionDays: number;
  /** How often the retention sweep runs. */
  sweepIntervalMs: number;
}

/**
 * Ten applications an hour from one address (a visitor correcting a refused file included);
 * kept for a year, the usual span for reconsidering a candidate, then erased.
 */
export const DEFAULT_APPLICATIONS: ApplicationsConfig = Object.freeze({
  windowMs: 60 * 60 * 1000,
  maxPerIp: 10,
  retentionDays: 365,
  sweepIntervalMs: 60 * 60 * 1000,
});

/** 256 bits: the HS256 key must be at least as long as the hash (RFC 7518 §3.2). */
export const MIN_JWT_SECRET_BYTES = 32;
/** A new administrator's username: letters, digits and . _ @ - (fits a form and a log line). */
export const ADMIN_USERNAME_PATTERN = /^[\p{L}\p{N}._@-]{1,100}$/u;

export type ConfigOverrides = Partial<Omit<Config, 'apiDir' | 'repoRoot'>>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
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

function defaultFerretDbBin(env: NodeJS.ProcessEnv): string {
  const cacheHome = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  return path.join(cacheHome, 'alu-site', `ferretdb-${FERRETDB_VERSION}`, 'ferretdb');
}

/** Empty strings count as unset. */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parsePort(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  problems: string[],
): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) {
    problems.push(`${name} must be an integer port number (0-65535), got "${raw}"`);
    return fallback;
  }
  return Number(raw);
}

function parseBoolean(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: boolean,
  problems: string[],
): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return fallback;
}

/** A whole number of at least `min` (1 by default; 0 where 0 means "off"). */
function parsePositiveInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  problems: string[],
  min: 0 | 1 = 1,
): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) {
    const expected = min === 0 ? '0 or a positive integer' : 'a positive integer';
    problems.push(`${name} must be ${expected}, got "${raw}"`);
    return fallback;
  }
  return Number(raw);
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

function validate(config: Config, problems: string[]): void {
  for (const [name, port] of [
    ['API_PORT', config.port],
    ['FERRETDB_PORT', config.ferretdbPort],
    ...(config.metrics ? [['METRICS_PORT', config.metrics.port] as const] : []),
  ] as const) {
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      problems.push(`${name} must be an integer between 0 and 65535, got ${port}`);
    }
  }
  if (config.host === '') problems.push('API_HOST must not be empty');
  if (config.redisUrl !== undefined && !/^rediss?:\/\/[^/\s]+/.test(config.redisUrl)) {
    problems.push(`REDIS_URL must be a redis:// or rediss:// address, got "${config.redisUrl}"`);
  }
  if (config.mongodbUri !== undefined && !/^mongodb(\+srv)?:\/\/.+/.test(config.mongodbUri)) {
    problems.push('MONGODB_URI must start with mongodb:// or mongodb+srv://');
  }
  // MongoDB database name rules: no /\. "$*<>:|? and at most 63 bytes.
  if (!/^[^/\\. "$*<>:|?]{1,63}$/.test(config.dbName)) {
    problems.push(`DB_NAME "${config.dbName}" is not a valid MongoDB database name`);
  }
  if (typeof config.seedContent !== 'boolean') {
    problems.push(`seedContent must be a boolean, got ${String(config.seedContent)}`);
  }
  validateAdmin(config, problems);
  validateInquiries(config, problems);
  validateLimits(config, problems);
  if (!isLogLevel(config.logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${config.logLevel}"`);
  }
}

function validateAdmin(config: Config, problems: string[]): void {
  const production = config.nodeEnv === 'production';
  if (production) {
    const bits = config.jwtSecret === undefined ? 0 : estimatedEntropyBits(config.jwtSecret);
    if (bits < MIN_JWT_SECRET_BYTES * 8) {
      problems.push(
        `JWT_SECRET must hold at least ${MIN_JWT_SECRET_BYTES} bytes (${MIN_JWT_SECRET_BYTES * 8} ` +
          `bits) of randomness when NODE_ENV=production, e.g. \`openssl rand -hex 32\`; ` +
          (config.jwtSecret === undefined ? 'it is not set' : `this one has about ${bits} bits`),
      );
    }
  }
  if ((config.adminUsername === undefined) !== (config.adminPassword === undefined)) {
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (config.adminUsername !== undefined && !ADMIN_USERNAME_PATTERN.test(config.adminUsername)) {
    problems.push('ADMIN_USERNAME must be 1 to 100 letters, digits or . _ @ -');
  }
  if (config.adminPassword !== undefined) {
    // The development default is fine on a developer's machine, never in production.
    const problem = passwordProblem(config.adminPassword, { allowDevelopmentDefault: !production });
    if (problem) problems.push(`ADMIN_PASSWORD ${describePasswordProblem(problem)}`);
  }
  const limits = config.loginRateLimit as Partial<LoginRateLimit> | undefined;
  for (const key of [
    'windowMs',
    'maxPerIp',
    'maxPerUsername',
    'brakeMaxPerUsername',
    'brakeWindowMs',
  ] as const) {
    const value = limits?.[key];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
      problems.push(`loginRateLimit.${key} must be a positive integer, got ${String(value)}`);
    }
  }
}

function validateInquiries(config: Config, problems: string[]): void {
  const limits = config.inquiryRateLimit as Partial<InquiryRateLimit> | undefined;
  for (const key of ['windowMs', 'maxPerIp'] as const) {
    const value = limits?.[key];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
      problems.push(`inquiryRateLimit.${key} must be a positive integer, got ${String(value)}`);
    }
  }
}

function validateLimits(config: Config, problems: string[]): void {
  const positive: [string, unknown][] = [
    ['requestTimeoutMs', config.requestTimeoutMs],
    ['uploadTimeoutMs', config.uploadTimeoutMs],
    ['orphanImages.graceMs', config.orphanImages?.graceMs],
    ['orphanImages.intervalMs', config.orphanImages?.intervalMs],
    ['applications.windowMs', config.applications?.windowMs],
    ['applications.maxPerIp', config.applications?.maxPerIp],
    ['applications.retentionDays', config.applications?.retentionDays],
    ['applications.sweepIntervalMs', config.applications?.sweepIntervalMs],
  ];
  for (const [name, value] of positive) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
      problems.push(`${name} must be a positive integer, got ${String(value)}`);
    }
  }
  if (
    typeof config.newsCacheMs !== 'number' ||
    !Number.isSafeInteger(config.newsCacheMs) ||
    config.newsCacheMs < 0
  ) {
    problems.push(`newsCacheMs must be 0 or a positive integer, got ${String(config.newsCacheMs)}`);
  }
  if (
    config.orphanImages?.graceMs !== undefined &&
    config.uploadTimeoutMs !== undefined &&
    config.orphanImages.graceMs <= config.uploadTimeoutMs
  ) {
    problems.push(
      'UPLOAD_ORPHAN_GRACE_SECONDS must be longer than UPLOAD_TIMEOUT_SECONDS (a running ' +
        "write's files would be taken for orphans)",
    );
  }
}

/** Site origins allowed by CORS: `https://example.com` (scheme, host, optional port), comma-separated. */
function parseOrigins(env: NodeJS.ProcessEnv, name: string, problems: string[]): string[] {
  const raw = read(env, name);
  if (raw === undefined) return [];
  const origins: string[] = [];
  for (const item of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item) {
      problems.push(`${name}: "${item}" is not an origin such as https://www.example.com`);
      continue;
    }
    origins.push(url.origin);
  }
  return origins;
}

/**
 * MONGODB_URI: required in production, where the data must outlive the machine (`embedded`:
 * the embedded FerretDB in DATA_DIR, said on purpose); the embedded FerretDB otherwise.
 */
function parseMongodbUri(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  overridden: boolean,
  problems: string[],
): string | undefined {
  const raw = read(env, 'MONGODB_URI');
  if (raw === undefined && nodeEnv === 'production' && !overridden) {
    problems.push(
      'MONGODB_URI is required when NODE_ENV=production (or "embedded" for the embedded FerretDB)',
    );
  }
  return raw === 'embedded' ? undefined : raw;
}

/**
 * Settings a production start names itself, however fitting their development defaults: where
 * it listens and whom it believes about the client's address.
 */
const NAMED_IN_PRODUCTION: Readonly<Record<string, string>> = {
  API_HOST: 'the address to listen on',
  API_PORT: 'the port to listen on',
  TRUSTED_PROXIES: 'the addresses of the proxies in front, or "none"',
};

function checkNamedInProduction(env: NodeJS.ProcessEnv, nodeEnv: string, problems: string[]) {
  if (nodeEnv !== 'production') return;
  for (const [name, what] of Object.entries(NAMED_IN_PRODUCTION)) {
    if (read(env, name) === undefined) {
      problems.push(`${name} is required when NODE_ENV=production (${what})`);
    }
  }
}

/** The API's metrics port in production, where a scraper is expected; none in development. */
export const DEFAULT_METRICS_PORT = 9464;

/**
 * METRICS_PORT (`none`: no listener; 0: a free port) and METRICS_HOST (loopback by default: a
 * scraper on another machine needs it named, e.g. 0.0.0.0 in a container whose network policy
 * lets only the scraper in).
 */
function parseMetrics(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  problems: string[],
): Config['metrics'] {
  const raw = read(env, 'METRICS_PORT');
  if (raw === 'none' || (raw === undefined && nodeEnv !== 'production')) return null;
  const port = parsePort(env, 'METRICS_PORT', DEFAULT_METRICS_PORT, problems);
  if (port !== 0 && port === parsePort(env, 'API_PORT', 3000, [])) {
    problems.push('METRICS_PORT must differ from API_PORT: the metrics are not for visitors');
  }
  return { host: read(env, 'METRICS_HOST') ?? '127.0.0.1', port };
}

/**
 * SHUTDOWN_DELAY_SECONDS (default 5 in production, the time load balancers need to stop sending
 * to an instance that is going; 0 in development) and SHUTDOWN_TIMEOUT_SECONDS (default 25).
 */
function parseShutdown(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  problems: string[],
): Config['shutdown'] {
  const delay = parsePositiveInteger(
    env,
    'SHUTDOWN_DELAY_SECONDS',
    nodeEnv === 'production' ? 5 : 0,
    problems,
    0,
  );
  const timeout = parsePositiveInteger(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25, problems);
  if (delay >= timeout) {
    problems.push('SHUTDOWN_DELAY_SECONDS must be shorter than SHUTDOWN_TIMEOUT_SECONDS');
  }
  return { delayMs: delay * 1000, timeoutMs: timeout * 1000 };
}

/** REDIS_URL: required in production (`none`: one instance, nothing shared); optional otherwise. */
function parseRedisUrl(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  problems: string[],
): string | undefined {
  const raw = env.REDIS_URL?.trim() || undefined;
  if (raw === undefined && nodeEnv === 'production') {
    problems.push('REDIS_URL is required when NODE_ENV=production (or "none" for one instance)');
  }
  return raw === 'none' ? undefined : raw;
}

/** PUBLIC_ORIGIN: required in production; `npm start`'s address otherwise. */
function parsePublicOrigin(env: NodeJS.ProcessEnv, nodeEnv: string, problems: string[]): string {
  const fallback = 'http://localhost:8080';
  if (read(env, 'PUBLIC_ORIGIN') === undefined) {
    if (nodeEnv === 'production')
      problems.push('PUBLIC_ORIGIN is required when NODE_ENV=production');
    return fallback;
  }
  return parseOrigins(env, 'PUBLIC_ORIGIN', problems)[0] ?? fallback;
}

/** Express `trust proxy` values: addresses, CIDR ranges or loopback/linklocal/uniquelocal. */
function parseTrustedProxies(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  problems: string[],
): string[] {
  const raw = env.TRUSTED_PROXIES;
  if (raw === undefined) return nodeEnv === 'production' ? [] : ['loopback'];
  if (raw.trim() === 'none') return [];
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(item);
    if (!named && !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(item)) {
      problems.push(
        `TRUSTED_PROXIES takes addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "${item}"`,
      );
    }
  }
  return items;
}

/** The three EmailJS ids, all or none (one alone cannot send anything). */
export interface StaffMailConfig {
  /** `smtp://user:password@host:port` (`smtps://` for TLS from the start). */
  smtpUrl: string;
  /** MAIL_FROM; the site's sender by default. */
  from: string | undefined;
  /** INQUIRY_MAIL_TO (comma-separated); the site's recipients of each form by default. */
  recipients: string[] | undefined;
  /** MAIL_RETRY_BASE_SECONDS (30): the pause after a first failure, doubled after each next. */
  retryBaseMs: number;
  /** MAIL_RETRY_MAX_SECONDS (3600): the longest pause between two tries. */
  retryMaxMs: number;
}

function parseStaffMail(env: NodeJS.ProcessEnv, problems: string[]): StaffMailConfig | null {
  const smtpUrl = read(env, 'SMTP_URL');
  if (smtpUrl === undefined) return null;
  if (!/^smtps?:\/\/[^/]+/.test(smtpUrl) || !URL.canParse(smtpUrl)) {
    problems.push('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…');
  }
  const list = read(env, 'INQUIRY_MAIL_TO');
  const recipients = list
    ?.split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (recipients && (recipients.length === 0 || !recipients.every(isEmailAddress))) {
    problems.push('INQUIRY_MAIL_TO must be a comma-separated list of e-mail addresses');
  }
  return {
    smtpUrl,
    from: read(env, 'MAIL_FROM'),
    recipients,
    retryBaseMs: parsePositiveInteger(env, 'MAIL_RETRY_BASE_SECONDS', 30, problems) * 1000,
    retryMaxMs: parsePositiveInteger(env, 'MAIL_RETRY_MAX_SECONDS', 3600, problems) * 1000,
  };
}

function parseEmailJs(env: NodeJS.ProcessEnv, problems: string[]): EmailJsConfig | null {
  const serviceId = read(env, 'EMAILJS_SERVICE_ID');
  const templateId = read(env, 'EMAILJS_TEMPLATE_ID');
  const publicKey = read(env, 'EMAILJS_PUBLIC_KEY');
  if (serviceId !== undefined && templateId !== undefined && publicKey !== undefined) {
    return { serviceId, templateId, publicKey };
  }
  if (serviceId !== undefined || templateId !== undefined || publicKey !== undefined) {
    problems.push(
      'EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY must be set together',
    );
  }
  return null;
}

/**
 * Reads the configuration from `env`; `overrides` (used by tests and `startApi`) win over the
 * environment. Throws ConfigError listing every problem.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: ConfigOverrides = {},
): Config {
  const problems: string[] = [];
  const apiDir = findApiDir();
  const repoRoot = path.dirname(apiDir);
  const resolvePath = (p: string): string => path.resolve(repoRoot, p);

  const nodeEnv = overrides.nodeEnv ?? read(env, 'NODE_ENV') ?? 'development';
  const rawLogLevel = read(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');

  checkNamedInProduction(env, nodeEnv, problems);
  const config: Config = {
    port: parsePort(env, 'API_PORT', 3000, problems),
    host: read(env, 'API_HOST') ?? '127.0.0.1',
    mongodbUri: parseMongodbUri(env, nodeEnv, 'mongodbUri' in overrides, problems),
    dbName: read(env, 'DB_NAME') ?? 'alu',
    dataDir: resolvePath(read(env, 'DATA_DIR') ?? '.data'),
    ferretdbPort: parsePort(env, 'FERRETDB_PORT', 27117, problems),
    ferretdbBin: resolvePath(read(env, 'FERRETDB_BIN') ?? defaultFerretDbBin(env)),
    remotesFile: resolvePath(
      read(env, 'REMOTES_FILE') ?? path.join('api', 'config', 'remotes.json'),
    ),
    hostManifestUrl: read(env, 'HOST_MANIFEST_URL'),
    // Checked by validate(); the cast only lets an invalid value reach the check.
    logLevel: rawLogLevel as LogLevel,
    nodeEnv,
    seedContent: parseBoolean(env, 'SEED_CONTENT', nodeEnv !== 'production', problems),
    metrics: parseMetrics(env, nodeEnv, problems),
    shutdown: parseShutdown(env, nodeEnv, problems),
    // Not trimmed: a secret or password is used exactly as given (read() trims).
    jwtSecret: env.JWT_SECRET || undefined,
    adminUsername: read(env, 'ADMIN_USERNAME'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    loginRateLimit: {
      windowMs:
        parsePositiveInteger(
          env,
          'LOGIN_LIMIT_WINDOW_SECONDS',
          DEFAULT_LOGIN_RATE_LIMIT.windowMs / 1000,
          problems,
        ) * 1000,
      maxPerIp: parsePositiveInteger(
        env,
        'LOGIN_LIMIT_PER_IP',
        DEFAULT_LOGIN_RATE_LIMIT.maxPerIp,
        problems,
      ),
      maxPerUsername: parsePositiveInteger(
        env,
        'LOGIN_LIMIT_PER_USERNAME',
        DEFAULT_LOGIN_RATE_LIMIT.maxPerUsername,
        problems,
      ),
      brakeMaxPerUsername: parsePositiveInteger(
        env,
        'LOGIN_BRAKE_PER_USERNAME',
        DEFAULT_LOGIN_RATE_LIMIT.brakeMaxPerUsername,
        problems,
      ),
      brakeWindowMs:
        parsePositiveInteger(
          env,
          'LOGIN_BRAKE_WINDOW_SECONDS',
          DEFAULT_LOGIN_RATE_LIMIT.brakeWindowMs / 1000,
          problems,
        ) * 1000,
    },
    inquiryRateLimit: {
      windowMs:
        parsePositiveInteger(
          env,
          'INQUIRY_LIMIT_WINDOW_SECONDS',
          DEFAULT_INQUIRY_RATE_LIMIT.windowMs / 1000,
          problems,
        ) * 1000,
      maxPerIp: parsePositiveInteger(
        env,
        'INQUIRY_LIMIT_PER_IP',
        DEFAULT_INQUIRY_RATE_LIMIT.maxPerIp,
        problems,
      ),
    },
    applications: {
      windowMs:
        parsePositiveInteger(
          env,
          'APPLICATION_LIMIT_WINDOW_SECONDS',
          DEFAULT_APPLICATIONS.windowMs / 1000,
          problems,
        ) * 1000,
      maxPerIp: parsePositiveInteger(
        env,
        'APPLICATION_LIMIT_PER_IP',
        DEFAULT_APPLICATIONS.maxPerIp,
        problems,
      ),
      retentionDays: parsePositiveInteger(
        env,
        'APPLICATION_RETENTION_DAYS',
        DEFAULT_APPLICATIONS.retentionDays,
        problems,
      ),
      sweepIntervalMs:
        parsePositiveInteger(
          env,
          'APPLICATION_SWEEP_INTERVAL_SECONDS',
          DEFAULT_APPLICATIONS.sweepIntervalMs / 1000,
          problems,
        ) * 1000,
    },
    emailjs: parseEmailJs(env, problems),
    staffMail: parseStaffMail(env, problems),
    corsOrigins: parseOrigins(env, 'CORS_ORIGINS', problems),
    trustedProxies: parseTrustedProxies(env, nodeEnv, problems),
    publicOrigin: parsePublicOrigin(env, nodeEnv, problems),
    remoteOrigins: parseOrigins(env, 'REMOTE_ORIGINS', problems),
    requestTimeoutMs:
      parsePositiveInteger(
        env,
        'REQUEST_TIMEOUT_SECONDS',
        DEFAULT_REQUEST_TIMEOUT_MS / 1000,
        problems,
      ) * 1000,
    uploadTimeoutMs:
      parsePositiveInteger(
        env,
        'UPLOAD_TIMEOUT_SECONDS',
        DEFAULT_UPLOAD_TIMEOUT_MS / 1000,
        problems,
      ) * 1000,
    orphanImages: {
      graceMs:
        parsePositiveInteger(
          env,
          'UPLOAD_ORPHAN_GRACE_SECONDS',
          DEFAULT_ORPHAN_IMAGES.graceMs / 1000,
          problems,
        ) * 1000,
      intervalMs:
        parsePositiveInteger(
          env,
          'UPLOAD_SWEEP_INTERVAL_SECONDS',
          DEFAULT_ORPHAN_IMAGES.intervalMs / 1000,
          problems,
        ) * 1000,
    },
    newsCacheMs:
      parsePositiveInteger(env, 'NEWS_CACHE_SECONDS', DEFAULT_NEWS_CACHE_MS / 1000, problems, 0) *
      1000,
    redisUrl: parseRedisUrl(env, nodeEnv, problems),
    apiDir,
    repoRoot,
  };

  const merged: Config = { ...config };
  for (const [key, value] of Object.entries(overrides) as [keyof ConfigOverrides, unknown][]) {
    // An explicit `mongodbUri: undefined` forces the embedded FerretDB even when MONGODB_URI
    // is set in the environment; other undefined overrides are ignored.
    if (value === undefined && key !== 'mongodbUri') continue;
    // Keys come from ConfigOverrides; values are re-checked by validate() below (JS callers).
    (merged as unknown as Record<string, unknown>)[key] = value;
  }
  for (const key of ['dataDir', 'ferretdbBin', 'remotesFile'] as const) {
    merged[key] = resolvePath(merged[key]);
  }

  validate(merged, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(merged);
}
