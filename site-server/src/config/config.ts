// The site server's configuration, from the environment, checked once at start (fail fast).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SiteServerConfig {
  /** Listen address and port. */
  readonly host: string;
  readonly port: number;
  /** Where this server reaches the API: one or more instances, taken in turn. */
  readonly apiOrigins: readonly string[];
  /**
   * The site's address as visitors know it. Every absolute URL a page carries (share links)
   * is made from it, never from a request's Host header.
   */
  readonly publicOrigin: string;
  /** Where browsers reach the API when that is not the site's own origin. */
  readonly publicApiOrigin: string | undefined;
  /**
   * Addresses whose forwarding headers (X-Forwarded-For, -Proto) are believed: the proxies in
   * front of this server. Empty: this server faces visitors and takes the socket's address.
   */
  readonly trustedProxies: readonly string[];
  /**
   * Origins allowed to serve remote code (scripts the browser runs, server bundles this
   * server runs). Empty: any origin of the registry (development only).
   */
  readonly remoteOrigins: readonly string[];
  /** The shell's build: its static files, page template and server bundle. */
  readonly shellDir: string;
  readonly production: boolean;
  /** An API request is given up after these (the answer is 504, or the page's error state). */
  readonly apiConnectTimeoutMs: number;
  readonly apiResponseTimeoutMs: number;
  /** How long a rendered page may still be answered while the API cannot be reached. */
  readonly staleIfErrorMs: number;
  /**
   * The Redis every instance shares, whose feed of content changes this server follows
   * (redis:// or rediss://). Required in production; `none` there runs one instance without.
   */
  readonly redisUrl: string | undefined;
  /** pino's level for this server's JSON log lines (`silent`: none). */
  readonly logLevel: string;
  /** The Prometheus metrics' own listener; null: none. */
  readonly metrics: { readonly host: string; readonly port: number } | null;
  /** After SIGTERM: how long it keeps serving while not ready, and the whole end at most. */
  readonly shutdown: { readonly delayMs: number; readonly timeoutMs: number };
}

/** The site server's metrics port in production, where a scraper is expected. */
export const DEFAULT_METRICS_PORT = 9465;
const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid site server configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The address names Express's `trust proxy` knows, besides addresses and CIDR ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:]+(\/\d{1,3})?$/i;

function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Reads a configuration value, recording a problem (and answering undefined) when it is bad. */
class Reader {
  readonly problems: string[] = [];
  private readonly env: NodeJS.ProcessEnv;

  constructor(env: NodeJS.ProcessEnv) {
    this.env = env;
  }

  raw(name: string): string | undefined {
    return read(this.env, name);
  }

  required(name: string, value: string | undefined, why: string): string | undefined {
    if (value === undefined) this.problems.push(`${name} is required ${why}`);
    return value;
  }

  integer(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** An http(s) origin (scheme, host and port, nothing else). */
  origin(name: string, value: string): string | undefined {
    try {
      const url = new URL(value);
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
      if ((url.protocol === 'http:' || url.protocol === 'https:') && bare) return url.origin;
    } catch {
      // reported below
    }
    this.problems.push(
      `${name} must be http(s) origins like https://www.example.com, got "${value}"`,
    );
    return undefined;
  }

  origins(name: string, values: readonly string[]): string[] {
    return values.flatMap((value) => this.origin(name, value) ?? []);
  }

  proxies(name: string, values: readonly string[]): string[] {
    for (const value of values) {
      if (!PROXY_NAMES.has(value) && !IPV4_OR_CIDR.test(value) && !IPV6_OR_CIDR.test(value)) {
        this.problems.push(
          `${name} takes addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "${value}"`,
        );
      }
    }
    return [...values];
  }
}

/**
 * The configuration from `env`. Development needs none of it; production (NODE_ENV=production)
 * must name the API, the public origin and the origins of remote code.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const reader = new Reader(env);
  const production = env.NODE_ENV === 'production';
  const port = reader.integer('PORT', 8080, { max: 65535 });
  const inProduction = 'when NODE_ENV=production';
  const apiList = list(reader.raw('API_ORIGINS'));
  const apiOrigins = reader.origins(
    'API_ORIGINS',
    production ? apiList : apiList.length ? apiList : ['http://127.0.0.1:3000'],
  );
  if (production) reader.required('API_ORIGINS', apiList[0], inProduction);
  const publicRaw = reader.raw('PUBLIC_ORIGIN');
  if (production) reader.required('PUBLIC_ORIGIN', publicRaw, inProduction);
  const publicOrigin =
    reader.origin('PUBLIC_ORIGIN', publicRaw ?? `http://localhost:${port}`) ??
    `http://localhost:${port}`;
  const publicApiRaw = reader.raw('PUBLIC_API_ORIGIN');
  const remoteList = list(reader.raw('REMOTE_ORIGINS'));
  if (production) reader.required('REMOTE_ORIGINS', remoteList[0], inProduction);
  // Where it listens and whom it believes: named by a production start, whatever the defaults.
  for (const name of ['SITE_HOST', 'PORT', 'TRUSTED_PROXIES']) {
    if (production) reader.required(name, reader.raw(name), inProduction);
  }
  const redisRaw = reader.raw('REDIS_URL');
  if (production) reader.required('REDIS_URL', redisRaw, `${inProduction} (or "none")`);
  const redisUrl = redisRaw === 'none' ? undefined : redisRaw;
  if (redisUrl !== undefined && !/^rediss?:\/\/[^/\s]+/.test(redisUrl)) {
    reader.problems.push(`REDIS_URL must be a redis:// or rediss:// address, got "${redisUrl}"`);
  }
  const logLevel = reader.raw('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.has(logLevel)) {
    reader.problems.push(
      `LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}, got "${logLevel}"`,
    );
  }
  // No metrics listener in development unless asked for (several servers share a machine).
  const metricsRaw = reader.raw('METRICS_PORT');
  const metricsOn = metricsRaw !== 'none' && (metricsRaw !== undefined || production);
  const metricsPort = metricsOn
    ? reader.integer('METRICS_PORT', DEFAULT_METRICS_PORT, { max: 65535 })
    : 0;
  if (metricsOn && metricsPort !== 0 && metricsPort === port) {
    reader.problems.push('METRICS_PORT must differ from PORT: the metrics are not for visitors');
  }
  const delaySeconds = reader.integer('SHUTDOWN_DELAY_SECONDS', production ? 5 : 0);
  const timeoutSeconds = reader.integer('SHUTDOWN_TIMEOUT_SECONDS', 25, { min: 1 });
  if (delaySeconds >= timeoutSeconds) {
    reader.problems.push('SHUTDOWN_DELAY_SECONDS must be shorter than SHUTDOWN_TIMEOUT_SECONDS');
  }
  const shellDir = path.resolve(ROOT, reader.raw('SHELL_DIR') ?? 'shell/dist');
  if (!existsSync(path.join(shellDir, 'index.html'))) {
    reader.problems.push(`SHELL_DIR (${shellDir}) holds no shell build (index.html)`);
  }
  const config: SiteServerConfig = {
    host: reader.raw('SITE_HOST') ?? '127.0.0.1',
    port,
    apiOrigins,
    publicOrigin,
    publicApiOrigin: publicApiRaw ? reader.origin('PUBLIC_API_ORIGIN', publicApiRaw) : undefined,
    trustedProxies:
      reader.raw('TRUSTED_PROXIES') === 'none'
        ? []
        : reader.proxies('TRUSTED_PROXIES', list(reader.raw('TRUSTED_PROXIES'))),
    remoteOrigins: reader.origins('REMOTE_ORIGINS', remoteList),
    shellDir,
    production,
    apiConnectTimeoutMs: reader.integer('API_CONNECT_TIMEOUT_MS', 2_000, { min: 1 }),
    apiResponseTimeoutMs: reader.integer('API_RESPONSE_TIMEOUT_MS', 15_000, { min: 1 }),
    staleIfErrorMs: reader.integer('STALE_IF_ERROR_SECONDS', 24 * 60 * 60) * 1000,
    redisUrl,
    logLevel,
    metrics: metricsOn
      ? { host: reader.raw('METRICS_HOST') ?? '127.0.0.1', port: metricsPort }
      : null,
    shutdown: { delayMs: delaySeconds * 1000, timeoutMs: timeoutSeconds * 1000 },
  };
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  return config;
}
