// The site server's configuration, read once at start through its settings schema
// (siteSettings.ts) and refused with every problem listed (fail fast).
import {
  isProduction,
  metricsListener,
  readSettings,
  SettingsError,
  settingText,
  shutdownTimes,
} from '@alu/server-kit';
import { SITE_CHECKS, SITE_SETTINGS } from './siteSettings.ts';

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
  /**
   * Development only: origins of the remotes' dev servers a browser may choose instead of a
   * release (`/__remote-override`), and whether any port of this machine may be chosen.
   */
  readonly remoteDevOrigins: readonly string[];
  readonly remoteDevAnyPort: boolean;
  /** The shell's build: its static files, page template and server bundle. */
  readonly shellDir: string;
  readonly production: boolean;
  /** An API request is given up after these (the answer is 504, or the page's error state). */
  readonly apiConnectTimeoutMs: number;
  readonly apiResponseTimeoutMs: number;
  /** How long a rendered page may still be answered while the API cannot be reached. */
  readonly staleIfErrorMs: number;
  /** The share of page views the browser measures (0..1), written into every page. */
  readonly telemetrySampleRate: number;
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

export class ConfigError extends SettingsError {
  constructor(problems: readonly string[]) {
    super('Invalid site server configuration', problems);
    this.name = 'ConfigError';
  }
}

/**
 * The configuration from `env`. Development needs none of it; production (NODE_ENV=production)
 * must name where it listens, the API, the public origin, the origins of remote code, whom it
 * believes and the shared Redis.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const nodeEnv = settingText(env.NODE_ENV) ?? 'development';
  const read = readSettings(SITE_SETTINGS, SITE_CHECKS, env, nodeEnv);
  if (!read.ok) throw new ConfigError(read.problems);
  const values = read.values;
  return {
    host: values.SITE_HOST,
    port: values.PORT,
    apiOrigins: values.API_ORIGINS,
    publicOrigin: values.PUBLIC_ORIGIN,
    publicApiOrigin: values.PUBLIC_API_ORIGIN,
    trustedProxies: values.TRUSTED_PROXIES,
    remoteOrigins: values.REMOTE_ORIGINS,
    remoteDevOrigins: values.REMOTE_DEV_ORIGINS ?? [],
    remoteDevAnyPort: values.REMOTE_DEV_ANY_PORT,
    shellDir: values.SHELL_DIR,
    production: isProduction(nodeEnv),
    apiConnectTimeoutMs: values.API_CONNECT_TIMEOUT_MS,
    apiResponseTimeoutMs: values.API_RESPONSE_TIMEOUT_MS,
    staleIfErrorMs: values.STALE_IF_ERROR_SECONDS * 1000,
    telemetrySampleRate: values.TELEMETRY_SAMPLE_RATE,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    metrics: metricsListener(values),
    shutdown: shutdownTimes(values),
  };
}
