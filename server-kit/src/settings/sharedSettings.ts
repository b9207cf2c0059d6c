// The variables both services read, declared once: what they are, their defaults, what
// production requires and the rules between them. Where the services differ (the metrics
// port, whom they believe outside production), the service says so through the options.
import {
  requiredMessage,
  setting,
  type CrossCheck,
  type SettingDefault,
  type SettingsValues,
} from './setting.ts';
import {
  matching,
  nonEmpty,
  noneOr,
  oneOf,
  origin,
  originList,
  port,
  positiveInteger,
  proxyList,
  text,
  zeroOrPositiveInteger,
} from './values.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface SharedSettingsOptions {
  /** The variable of the service's own port: the metrics listener must use another. */
  readonly portVariable: string;
  /** The metrics listener's port in production, where a scraper is expected. */
  readonly metricsPort: number;
  /** The site's address outside production, and how the docs write it. */
  readonly publicOrigin: { readonly value: SettingDefault; readonly documented: string };
  /** Whom forwarding headers are believed from outside production, when unset. */
  readonly trustedProxies: 'loopback' | 'none';
  /** REMOTE_ORIGINS: what an unset list means, and whether production must name it. */
  readonly remoteOrigins: { readonly unset: string; readonly requiredInProduction: boolean };
  /** LOG_LEVEL under NODE_ENV=test, when it differs from `info`. */
  readonly testLogLevel?: LogLevel;
}

const REDIS_URL_PATTERN = /^rediss?:\/\/[^/\s]+/;

export function sharedSettings(options: SharedSettingsOptions) {
  const remoteOriginsRequired = options.remoteOrigins.requiredInProduction;
  return {
    NODE_ENV: setting({
      description:
        '`production`: HSTS and `upgrade-insecure-requests`; the settings marked required must be named',
      schema: text,
      default: 'development',
    }),
    LOG_LEVEL: setting({
      description: 'pino level of the JSON log lines on standard output (`silent`: none)',
      schema: oneOf(LOG_LEVELS),
      default: options.testLogLevel
        ? { production: 'info', test: options.testLogLevel, otherwise: 'info' }
        : 'info',
    }),
    PUBLIC_ORIGIN: setting({
      description:
        "the site's address as visitors know it: every absolute URL of a page or a mail is made from it, never from a request's `Host`",
      schema: origin,
      default: options.publicOrigin.value,
      documentedDefault: options.publicOrigin.documented,
      requiredInProduction: true,
    }),
    REDIS_URL: setting({
      description:
        'the Redis every instance shares (`redis://` or `rediss://`): rate-limit counts and the feed of content changes; `none`: one instance, nothing shared',
      schema: noneOr(
        matching(
          REDIS_URL_PATTERN,
          (name, given) => `${name} must be a redis:// or rediss:// address, got "${given}"`,
        ),
      ),
      documentedDefault: 'unset: nothing shared',
      requiredInProduction: 'or "none" for one instance',
    }),
    TRUSTED_PROXIES: setting({
      description:
        'comma-separated addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal` of the proxies in front, whose `X-Forwarded-For` and `-Proto` are believed; `none`: nobody, clients connect directly',
      schema: proxyList,
      // Set but empty: nobody, as `none`.
      text: 'emptyKept',
      default: options.trustedProxies,
      requiredInProduction: 'the addresses of the proxies in front, or "none"',
    }),
    REMOTE_ORIGINS: setting({
      description:
        'comma-separated origins allowed to serve remote code: nothing else is fetched when a release is activated or run',
      // Where production requires them, a list that names none is refused too: an empty list
      // would admit any origin.
      schema: (context) =>
        remoteOriginsRequired && context.production
          ? nonEmpty(originList, (name) => requiredMessage(name, true))(context)
          : originList(context),
      default: '',
      documentedDefault: options.remoteOrigins.unset,
      ...(remoteOriginsRequired ? { requiredInProduction: true } : {}),
    }),
    METRICS_PORT: setting({
      description:
        "the Prometheus metrics' own listener (`/metrics`); `none`: off, `0`: any free port; must differ from the service's port",
      schema: noneOr(port),
      default: { production: String(options.metricsPort), otherwise: 'none' },
    }),
    METRICS_HOST: setting({
      description:
        "the metrics listener's address; `0.0.0.0` in a container whose network policy admits only Prometheus",
      schema: text,
      default: '127.0.0.1',
    }),
    SHUTDOWN_DELAY_SECONDS: setting({
      description:
        'after SIGTERM: how long the process keeps serving while answering not-ready, so load balancers stop sending to it first',
      schema: zeroOrPositiveInteger,
      // The time load balancers need to stop sending to an instance that is going.
      default: { production: '5', otherwise: '0' },
    }),
    SHUTDOWN_TIMEOUT_SECONDS: setting({
      description: 'from SIGTERM to the end at most; connections still open then are cut',
      schema: positiveInteger,
      default: '25',
    }),
  };
}

export type SharedSettings = ReturnType<typeof sharedSettings>;
export type SharedValues = SettingsValues<SharedSettings>;

/** The rules between the shared variables and the service's port. */
export function sharedChecks(portVariable: string): CrossCheck[] {
  return [
    {
      names: ['SHUTDOWN_DELAY_SECONDS', 'SHUTDOWN_TIMEOUT_SECONDS'],
      holds: (values) =>
        (values.SHUTDOWN_DELAY_SECONDS as number) < (values.SHUTDOWN_TIMEOUT_SECONDS as number),
      message: 'SHUTDOWN_DELAY_SECONDS must be shorter than SHUTDOWN_TIMEOUT_SECONDS',
    },
    {
      names: ['METRICS_PORT', portVariable],
      holds: (values) => {
        const metrics = values.METRICS_PORT as number | undefined;
        return metrics === undefined || metrics === 0 || metrics !== values[portVariable];
      },
      message: `METRICS_PORT must differ from ${portVariable}: the metrics are not for visitors`,
    },
  ];
}

/** The metrics listener the values ask for; null: none. */
export function metricsListener(values: SharedValues): { host: string; port: number } | null {
  return values.METRICS_PORT === undefined
    ? null
    : { host: values.METRICS_HOST, port: values.METRICS_PORT };
}

/** The graceful end's times, in milliseconds. */
export function shutdownTimes(values: SharedValues): { delayMs: number; timeoutMs: number } {
  return {
    delayMs: values.SHUTDOWN_DELAY_SECONDS * 1000,
    timeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
}
