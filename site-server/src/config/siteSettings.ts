// The site server's environment, every variable declared once (see @alu/server-kit's
// settings): the parts both services share and the site server's own. config.ts reads the
// environment through the schema these make.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  flag,
  nonEmpty,
  origin,
  originList,
  port,
  positiveInteger,
  requiredMessage,
  setting,
  sharedChecks,
  sharedSettings,
  text,
  zeroOrPositiveInteger,
  type CrossCheck,
  type Environment,
  type SettingContext,
  type SettingsValues,
  type ValueSchema,
} from '@alu/server-kit';
import * as v from 'valibot';
import { LOOPBACK_HOSTS } from '../registry/remoteOverrides.ts';

/** The repository root: relative paths are taken from there, wherever the server starts. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The site's own address outside production: this server's port on localhost. */
function localOrigin(env: Environment): string {
  const givenPort = env.PORT?.trim();
  return `http://localhost:${givenPort && /^\d+$/.test(givenPort) ? givenPort : '8080'}`;
}

/** A share between 0 and 1, written as a decimal number (`0.25`). */
const fraction = ({ name }: SettingContext): ValueSchema<number> =>
  v.pipe(
    v.string(),
    v.check(
      (given) => /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(given),
      (issue) => `${name} must be a number from 0 to 1, got "${String(issue.input)}"`,
    ),
    v.transform(Number),
  );

/** Origins on this machine (localhost, 127.0.0.1 or [::1]), comma-separated. */
const loopbackOrigins = (context: SettingContext): ValueSchema<string[]> =>
  v.pipe(
    originList(context),
    v.check(
      (origins) => origins.every((given) => LOOPBACK_HOSTS.has(new URL(given).hostname)),
      `${context.name} names only origins on this machine (localhost, 127.0.0.1 or [::1])`,
    ),
  );

/** The shell's build, resolved from the repository root; it must hold the page template. */
const shellBuild = ({ name }: SettingContext): ValueSchema<string> =>
  v.pipe(
    v.string(),
    v.transform((dir) => path.resolve(ROOT, dir)),
    v.check(
      (dir) => existsSync(path.join(dir, 'index.html')),
      (issue) => `${name} (${String(issue.input)}) holds no shell build (index.html)`,
    ),
  );

const { NODE_ENV, PUBLIC_ORIGIN, REMOTE_ORIGINS, TRUSTED_PROXIES, REDIS_URL, ...shared } =
  sharedSettings({
    portVariable: 'PORT',
    metricsPort: 9465,
    publicOrigin: { value: localOrigin, documented: '`http://localhost:<PORT>`' },
    trustedProxies: 'none',
    remoteOrigins: {
      unset: 'any origin of the registry (development only)',
      requiredInProduction: true,
    },
  });

// Those a production start must name first, in the order its message lists them.
export const SITE_SETTINGS = {
  NODE_ENV,
  API_ORIGINS: setting({
    description:
      'comma-separated API instances this server reads and proxies `/api` to, taken in turn',
    schema: nonEmpty(originList, (name) => requiredMessage(name, true)),
    default: { otherwise: 'http://127.0.0.1:3000' },
    requiredInProduction: true,
  }),
  PUBLIC_ORIGIN,
  REMOTE_ORIGINS,
  SITE_HOST: setting({
    description: 'the address this server listens on',
    schema: text,
    default: '127.0.0.1',
    requiredInProduction: true,
  }),
  PORT: setting({
    description: 'the port this server listens on',
    schema: port,
    default: '8080',
    requiredInProduction: true,
  }),
  TRUSTED_PROXIES,
  REDIS_URL,
  ...shared,
  PUBLIC_API_ORIGIN: setting({
    description: 'where browsers reach the API when it has an origin of its own (added to the CSP)',
    schema: origin,
    documentedDefault: "unset: the site's own origin",
  }),
  SHELL_DIR: setting({
    description:
      'the shell build it serves and renders with (relative paths from the repository root)',
    schema: shellBuild,
    default: 'shell/dist',
  }),
  API_CONNECT_TIMEOUT_MS: setting({
    description:
      'the proxy gives up connecting to an API instance after this (502); an instance that failed is skipped for 3 s, and when all failed, `/api` answers 503 at once',
    schema: positiveInteger,
    default: '2000',
  }),
  API_RESPONSE_TIMEOUT_MS: setting({
    description: "the proxy gives up on an API instance's answer after this (504)",
    schema: positiveInteger,
    default: '15000',
  }),
  STALE_IF_ERROR_SECONDS: setting({
    description: 'how long a page rendered before is still served while the API cannot be reached',
    schema: zeroOrPositiveInteger,
    default: String(24 * 60 * 60),
  }),
  REMOTE_DEV_ORIGINS: setting({
    description:
      "development only: the remotes' dev servers a browser may choose with `/__remote-override` (comma-separated origins on this machine; any loopback name stands for the host). `npm start` names each remote's `devPort` and `devPort + 100`",
    schema: loopbackOrigins,
    documentedDefault: 'unset: none',
  }),
  REMOTE_DEV_ANY_PORT: setting({
    description:
      'development only: `true` lets a browser choose a dev server on any port of this machine, not only `REMOTE_DEV_ORIGINS`. Then any visitor of this server can make it read any local service: only on a machine no one else reaches',
    schema: flag,
    default: 'false',
  }),
  TELEMETRY_SAMPLE_RATE: setting({
    description:
      'the share of page views (0 to 1) whose measurements the browser sends, written into every page (`<meta name="telemetry-sample-rate">`); `0`: none',
    schema: fraction,
    default: '1',
  }),
};

export type SiteSettingsValues = SettingsValues<typeof SITE_SETTINGS>;

export const SITE_CHECKS: readonly CrossCheck[] = sharedChecks('PORT');
