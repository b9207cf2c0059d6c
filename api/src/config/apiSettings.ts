// The API's environment, every variable declared once (see @alu/server-kit's settings): the
// parts both services share, the rate limits' variables from their declarations, and the
// API's own. config.ts reads the environment through the schema these make.
import os from 'node:os';
import path from 'node:path';
import { isEmailAddress } from '@alu/common/contracts';
import {
  flag,
  listItems,
  matching,
  originList,
  port,
  positiveInteger,
  setting,
  sharedChecks,
  sharedSettings,
  text,
  zeroOrPositiveInteger,
  type CrossCheck,
  type Environment,
  type Setting,
  type SettingContext,
  type SettingsValues,
  type ValueSchema,
} from '@alu/server-kit';
import * as v from 'valibot';
import { describePasswordProblem, passwordProblem } from '../platform/passwords/passwordPolicy';
import { RATE_LIMITS, rateLimitVariables, type RateLimitName } from './rateLimits';
import { estimatedEntropyBits } from './secretEntropy';

export const FERRETDB_VERSION = 'v1.24.2';

/** 256 bits: the HS256 key must be at least as long as the hash (RFC 7518 §3.2). */
export const MIN_JWT_SECRET_BYTES = 32;
/** A new administrator's username: letters, digits and . _ @ - (fits a form and a log line). */
export const ADMIN_USERNAME_PATTERN = /^[\p{L}\p{N}._@-]{1,100}$/u;
/** MongoDB's rules for a database name: no /\. "$*<>:|? and at most 63 bytes. */
const DB_NAME_PATTERN = /^[^/\\. "$*<>:|?]{1,63}$/;

function defaultFerretDbBin(env: Environment): string {
  const cacheHome = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  return path.join(cacheHome, 'alu-site', `ferretdb-${FERRETDB_VERSION}`, 'ferretdb');
}

/** `embedded` (the embedded FerretDB, said on purpose) gives undefined. */
const mongodbUri = ({ name }: SettingContext): ValueSchema<string | undefined> =>
  v.pipe(
    v.string(),
    v.check(
      (uri) => uri === 'embedded' || /^mongodb(\+srv)?:\/\/.+/.test(uri),
      `${name} must start with mongodb:// or mongodb+srv://`,
    ),
    v.transform((uri) => (uri === 'embedded' ? undefined : uri)),
  );

const jwtMessage = (ending: string) =>
  `JWT_SECRET must hold at least ${MIN_JWT_SECRET_BYTES} bytes (${MIN_JWT_SECRET_BYTES * 8} ` +
  `bits) of randomness when NODE_ENV=production, e.g. \`openssl rand -hex 32\`; ${ending}`;

/** In production, a key that cannot be guessed; anywhere else any key (or a generated one). */
const jwtSecret = ({ production }: SettingContext): ValueSchema<string> =>
  v.pipe(
    v.string(),
    v.check(
      (secret) => !production || estimatedEntropyBits(secret) >= MIN_JWT_SECRET_BYTES * 8,
      (issue) => jwtMessage(`this one has about ${estimatedEntropyBits(String(issue.input))} bits`),
    ),
  );

/** The password policy; the development default is fine on a developer's machine only. */
const adminPassword = ({ name, production }: SettingContext): ValueSchema<string> => {
  const problem = (password: string) =>
    passwordProblem(password, { allowDevelopmentDefault: !production });
  return v.pipe(
    v.string(),
    v.check(
      (password) => problem(password) === undefined,
      (issue) => {
        const found = problem(String(issue.input));
        return `${name} ${found ? describePasswordProblem(found) : 'is refused'}`;
      },
    ),
  );
};

const smtpUrl = ({ name }: SettingContext): ValueSchema<string> =>
  v.pipe(
    v.string(),
    v.check(
      (url) => /^smtps?:\/\/[^/]+/.test(url) && URL.canParse(url),
      `${name} must be smtp://[user:password@]host[:port] or smtps://…`,
    ),
  );

const emailList = ({ name }: SettingContext): ValueSchema<string[]> =>
  v.pipe(
    v.string(),
    v.transform(listItems),
    v.check(
      (addresses) => addresses.length > 0 && addresses.every(isEmailAddress),
      `${name} must be a comma-separated list of e-mail addresses`,
    ),
  );

/** A whole number from `min` to `max`. */
const integerBetween =
  (min: number, max: number) =>
  ({ name }: SettingContext): ValueSchema<number> =>
    v.pipe(
      v.string(),
      v.check(
        (given) => /^\d+$/.test(given) && Number(given) >= min && Number(given) <= max,
        (issue) => `${name} must be an integer from ${min} to ${max}, got "${String(issue.input)}"`,
      ),
      v.transform(Number),
    );

/** A share from 0 to 1, as a decimal number (`0.05`). */
const fraction = ({ name }: SettingContext): ValueSchema<number> =>
  v.pipe(
    v.string(),
    v.check(
      (given) => /^(0|1|0?\.\d+|1\.0+)$/.test(given),
      (issue) => `${name} must be a number from 0 to 1 (e.g. 0.05), got "${String(issue.input)}"`,
    ),
    v.transform(Number),
  );

type Declared = (typeof RATE_LIMITS)[RateLimitName];
type RateLimitVariable =
  | Extract<Declared, { windowVariable: string }>['windowVariable']
  | Extract<Declared, { limitVariable: string }>['limitVariable'];

/** One setting per variable of the declared rate limits. */
function rateLimitSettings(): Record<RateLimitVariable, Setting<number>> {
  const settings = [...rateLimitVariables()].map(([name, { kind, fallback, limits }]) => {
    const counted = limits.map((declared) => declared.counts).join('; ');
    const description =
      kind === 'window'
        ? `the window, in seconds, over which these are counted: ${counted}`
        : limits.length === 1
          ? `how many ${counted} one window admits`
          : `how many of each one window admits: ${counted}`;
    return [
      name,
      setting({ description, schema: positiveInteger, default: String(fallback) }),
    ] as const;
  });
  return Object.fromEntries(settings) as Record<RateLimitVariable, Setting<number>>;
}

export const API_SETTINGS = {
  ...sharedSettings({
    portVariable: 'API_PORT',
    metricsPort: 9464,
    publicOrigin: {
      value: 'http://localhost:8080',
      documented: "`http://localhost:8080` (`npm start`'s site)",
    },
    trustedProxies: 'loopback',
    remoteOrigins: { unset: "the registry file's origins only", requiredInProduction: false },
    testLogLevel: 'silent',
  }),
  API_HOST: setting({
    description: 'the address the API listens on',
    schema: text,
    default: '127.0.0.1',
    requiredInProduction: 'the address to listen on',
  }),
  API_PORT: setting({
    description: 'the port the API listens on (`0`: any free port)',
    schema: port,
    default: '3000',
    requiredInProduction: 'the port to listen on',
  }),
  MONGODB_URI: setting({
    description:
      'any real MongoDB, which wins over the embedded database; `embedded`: the embedded FerretDB in `DATA_DIR`, said on purpose (one machine)',
    schema: mongodbUri,
    documentedDefault: 'unset: the embedded FerretDB',
    requiredInProduction: 'or "embedded" for the embedded FerretDB',
  }),
  DB_NAME: setting({
    description: 'the database name',
    schema: matching(
      DB_NAME_PATTERN,
      (name, given) => `${name} "${given}" is not a valid MongoDB database name`,
    ),
    default: 'alu',
  }),
  DATA_DIR: setting({
    description:
      "the embedded database's files and the generated token key (relative paths from the repository root)",
    schema: text,
    default: '.data',
  }),
  FERRETDB_PORT: setting({
    description: 'the port of the embedded FerretDB (`0`: any free port)',
    schema: port,
    default: '27117',
  }),
  FERRETDB_BIN: setting({
    description: 'where the FerretDB binary is built and kept',
    schema: text,
    default: defaultFerretDbBin,
    documentedDefault: `\`~/.cache/alu-site/ferretdb-${FERRETDB_VERSION}/ferretdb\``,
  }),
  REMOTES_FILE: setting({
    description: 'the remote registry document',
    schema: text,
    default: path.join('api', 'config', 'remotes.json'),
    documentedDefault: '`api/config/remotes.json`',
  }),
  HOST_MANIFEST_URL: setting({
    description:
      "the shell's `mf-manifest.json`: a remote release must share its React and router majors (`npm start` sets it)",
    schema: text,
  }),
  SEED_CONTENT: setting({
    description:
      'the sample news (with painted pictures) on a first start with an empty database; with `NODE_ENV=production`, `true` stops the start (`npm run seed -w api` writes them, see [database](database.md))',
    schema: flag,
    default: { production: 'false', otherwise: 'true' },
  }),
  JWT_SECRET: setting({
    description: `signs administrator tokens; with \`NODE_ENV=production\` at least ${MIN_JWT_SECRET_BYTES} random bytes (\`openssl rand -hex 32\`)`,
    schema: jwtSecret,
    // A secret is used exactly as given.
    text: 'exact',
    documentedDefault: 'generated into `DATA_DIR/jwt-secret` (0600)',
    requiredInProduction: { message: jwtMessage('it is not set') },
  }),
  ADMIN_USERNAME: setting({
    description:
      'the first administrator, created at start-up when there is none (letters, digits and . _ @ -)',
    schema: matching(
      ADMIN_USERNAME_PATTERN,
      (name) => `${name} must be 1 to 100 letters, digits or . _ @ -`,
    ),
  }),
  ADMIN_PASSWORD: setting({
    description:
      "the first administrator's password: at least 12 characters, not a common password, not the documented development default in production",
    schema: adminPassword,
    text: 'exact',
  }),
  ...rateLimitSettings(),
  CORS_ORIGINS: setting({
    description:
      "comma-separated site origins allowed to call the API from a browser; needed only when the site is not served through its own origin's proxy",
    schema: originList,
    default: '',
    documentedDefault: 'unset: no CORS header',
  }),
  REQUEST_TIMEOUT_SECONDS: setting({
    description: 'a request not answered by then gets 503 `timeout`',
    schema: positiveInteger,
    default: '30',
  }),
  UPLOAD_TIMEOUT_SECONDS: setting({
    description: 'the same for the multipart news writes (images of up to 56 MB in one request)',
    schema: positiveInteger,
    default: '120',
  }),
  UPLOAD_ORPHAN_GRACE_SECONDS: setting({
    description:
      'images no news item uses are deleted once older than this (longer than the upload timeout)',
    schema: positiveInteger,
    default: '600',
  }),
  UPLOAD_SWEEP_INTERVAL_SECONDS: setting({
    description: 'how often those images are looked for (and once at start-up)',
    schema: positiveInteger,
    default: '300',
  }),
  NEWS_CACHE_SECONDS: setting({
    description: 'the in-process cache of the public news answers and image lookups (`0`: off)',
    schema: zeroOrPositiveInteger,
    default: '5',
  }),
  DOCUMENT_MAX_MB: setting({
    description:
      'the largest PDF an administrator may upload as a document, in MB ([documents](documents.md))',
    schema: integerBetween(1, 200),
    default: '20',
  }),
  APPLICATION_RETENTION_DAYS: setting({
    description:
      'applications and their CVs are erased this many days after they were sent ([job applications](job-applications.md#retention))',
    schema: positiveInteger,
    default: '365',
  }),
  APPLICATION_SWEEP_INTERVAL_SECONDS: setting({
    description: 'how often the retention is applied (and once at start-up)',
    schema: positiveInteger,
    default: '3600',
  }),
  INQUIRY_RETENTION_DAYS: setting({
    description:
      'inquiries from the product and contact forms are erased this many days after they were sent ([inquiries](inquiries.md#erasure-and-retention))',
    schema: positiveInteger,
    default: '730',
  }),
  INQUIRY_SWEEP_INTERVAL_SECONDS: setting({
    description: 'how often that retention is applied (and once at start-up)',
    schema: positiveInteger,
    default: '3600',
  }),
  TELEMETRY_RETENTION_DAYS: setting({
    description:
      "the hourly figures of the browsers' beacons are deleted this many days after their hour ([release health](release-health.md))",
    schema: positiveInteger,
    default: '30',
  }),
  CANARY_WINDOW_MINUTES: setting({
    description:
      "the last minutes over which a canary's error rate is compared with the stable version's (at most 120: the minutes kept before they are folded into hours)",
    schema: integerBetween(1, 120),
    default: '10',
  }),
  CANARY_MIN_SESSIONS: setting({
    description: 'page loads of the canary in that window before it may be rolled back',
    schema: positiveInteger,
    default: '30',
  }),
  // At most the client tags one instance stores per minute (telemetry's CLIENT_TAGS_PER_MINUTE).
  CANARY_MIN_CLIENTS: setting({
    description:
      'distinct client addresses (IPv6: /56 networks) of the canary in that window before it may be rolled back (at most 64)',
    schema: integerBetween(1, 64),
    default: '5',
  }),
  CANARY_ERROR_MARGIN: setting({
    description:
      "how far the canary's error rate (errors, failed loads included, per page view) may exceed the stable version's before the canary is rolled back (`0.05`: 5 points)",
    schema: fraction,
    default: '0.05',
  }),
  CANARY_CHECK_SECONDS: setting({
    description: 'how often the running canaries are checked',
    schema: positiveInteger,
    default: '15',
  }),
  EMAILJS_SERVICE_ID: setting({
    description:
      'EmailJS service id handed to the inquiry forms by `GET /api/public-config`; the three EmailJS ids go together (unset: no e-mail step)',
    schema: text,
  }),
  EMAILJS_TEMPLATE_ID: setting({ description: 'EmailJS template id (see above)', schema: text }),
  EMAILJS_PUBLIC_KEY: setting({ description: 'EmailJS public key (see above)', schema: text }),
  SMTP_URL: setting({
    description:
      'the mail server staff are told of each new inquiry through (`smtp://user:password@host:port`, `smtps://` for TLS from the start; [inquiries](inquiries.md)); `npm start` points it at its mail catcher',
    schema: smtpUrl,
    documentedDefault: 'unset: no mail to staff',
  }),
  MAIL_FROM: setting({
    description: 'the sender of those mails',
    schema: text,
    documentedDefault: "the site's sender",
  }),
  INQUIRY_MAIL_TO: setting({
    description: 'comma-separated recipients of every inquiry mail',
    schema: emailList,
    documentedDefault: "each form's recipients in `siteConfig`",
  }),
  MAIL_RETRY_BASE_SECONDS: setting({
    description: 'the pause after a failed try, doubled after each next one',
    schema: positiveInteger,
    default: '30',
  }),
  MAIL_RETRY_MAX_SECONDS: setting({
    description: 'the longest pause between two tries',
    schema: positiveInteger,
    default: '3600',
  }),
};

export type ApiSettingsValues = SettingsValues<typeof API_SETTINGS>;

const EMAILJS = ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY'] as const;

export const API_CHECKS: readonly CrossCheck[] = [
  ...sharedChecks('API_PORT'),
  {
    names: ['UPLOAD_ORPHAN_GRACE_SECONDS', 'UPLOAD_TIMEOUT_SECONDS'],
    holds: (values) =>
      (values.UPLOAD_ORPHAN_GRACE_SECONDS as number) > (values.UPLOAD_TIMEOUT_SECONDS as number),
    message:
      'UPLOAD_ORPHAN_GRACE_SECONDS must be longer than UPLOAD_TIMEOUT_SECONDS (a running ' +
      "write's files would be taken for orphans)",
  },
  {
    names: ['ADMIN_USERNAME', 'ADMIN_PASSWORD'],
    holds: (values) =>
      (values.ADMIN_USERNAME === undefined) === (values.ADMIN_PASSWORD === undefined),
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
  },
  {
    // One alone cannot send anything.
    names: EMAILJS,
    holds: (values) => new Set(EMAILJS.map((name) => values[name] === undefined)).size === 1,
    message: 'EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY must be set together',
  },
];
