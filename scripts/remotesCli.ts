// `npm run remotes -- list | status | activate <remote> <version> [--canary <percent>] |
// rollback <remote> | promote <remote> | abort <remote> [--reason "…"]`: what the running site
// serves for each remote, and how its versions fare with visitors. It talks to the site's API
// (SITE_URL, default http://localhost:$PORT or 8080), so the change takes effect without
// restarting the shell, the API or the other remotes. Changing needs an administrator:
// ADMIN_USERNAME / ADMIN_PASSWORD, or the command asks (the password is not echoed).
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { releasedVersions } from './releases.ts';

const SITE_URL = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;

/** A version served to a share of visitors beside the stable one. */
interface Canary {
  version: string;
  percent: number;
  startedAt: string;
}

/** A remote as the API's registry answers it. */
interface ActiveRemote {
  name: string;
  entry: string;
  version?: string;
  activatedAt?: string;
  routes?: { routes: { path: string }[] };
  canary?: Canary;
}

interface Registry {
  remotes: ActiveRemote[];
  conflicts?: { path: string; remote: string; claimedBy: string }[];
}

/** One version's figures over a period, as `GET /api/releases/status` answers them. */
interface VersionFigures {
  version: string;
  views: number;
  errorRate: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

/** `GET /api/releases/status`: each remote's versions, shares, figures and history. */
interface ReleaseStatus {
  remotes: {
    name: string;
    stable: { version: string; percent: number };
    canary: Canary | null;
    figures: { hour: VersionFigures[]; day: VersionFigures[] };
    history: {
      action: string;
      version: string;
      at: string;
      by: string;
      percent?: number;
      reason?: string;
    }[];
  }[];
}

/** The API's error body. */
interface ApiError {
  error?: { code?: string; message?: string; problems?: string[] };
}

function fail(message: string): never {
  console.error(`remotes: ${message}`);
  process.exit(1);
}

async function ask(question: string, { hidden = false } = {}): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer);
    });
    muted = hidden;
  });
}

async function send(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Response> {
  try {
    return await fetch(`${SITE_URL}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    fail(`the site does not answer at ${SITE_URL} (is it running? set SITE_URL)`);
  }
}

/** The answer's JSON; a refusal ends the command with the API's code, message and problems. */
async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const { code, message, problems = [] } = (json as ApiError | undefined)?.error ?? {};
    fail(
      `${response.status} ${code ?? ''}: ${message ?? text}${problems.map((p) => `\n  - ${p}`).join('')}`,
    );
  }
  return json as T;
}

async function call<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  return answerOf<T>(await send(method, path, options));
}

async function signIn(): Promise<string> {
  const username = process.env.ADMIN_USERNAME || (await ask('Administrator: '));
  const password = process.env.ADMIN_PASSWORD || (await ask('Password: ', { hidden: true }));
  const { token } = await call<{ token: string }>('POST', '/api/admin/login', {
    body: { username, password },
  });
  return token;
}

async function activeRemote(name: string): Promise<ActiveRemote> {
  const { remotes } = await call<Registry>('GET', '/api/remotes');
  const remote = remotes.find((item) => item.name === name);
  if (!remote) fail(`the site has no remote "${name}" (${remotes.map((r) => r.name).join(', ')})`);
  return remote;
}

const describe = (remote: ActiveRemote) =>
  `${remote.name.padEnd(10)} ${(remote.version ?? '(registry file)').padEnd(32)} ${remote.activatedAt ?? ''}`;

const describeCanary = ({ version, percent, startedAt }: Canary) =>
  `canary: ${version} for ${percent}% of visitors (stable ${100 - percent}%), since ${startedAt}`;

/**
 * The command's words and its `--name value` options (or `--name=value`); any other option
 * ends it with its usage.
 */
function parseArgs(
  args: readonly string[],
  names: readonly string[],
  usage: string,
): { words: string[]; options: Record<string, string> } {
  const words: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    const value = inline ?? args[(index += 1)];
    if (!names.includes(name) || value === undefined) fail(`usage: ${usage}`);
    options[name] = value;
  }
  return { words, options };
}

async function list(): Promise<void> {
  const { remotes, conflicts = [] } = await call<Registry>('GET', '/api/remotes');
  console.log(`${'remote'.padEnd(10)} ${'active version'.padEnd(32)} activated at`);
  for (const remote of remotes) {
    console.log(describe(remote));
    // The site answers `/api/remotes` as one visitor sees it (a canary already applied or
    // not, never named): the remote's history tells what runs for everyone.
    const { canary } = await call<{ canary?: Canary | null }>(
      'GET',
      `/api/remotes/${encodeURIComponent(remote.name)}/history`,
    );
    if (canary) console.log(`${''.padEnd(11)}${describeCanary(canary)}`);
    const pages = remote.routes?.routes.map((route) => route.path) ?? [];
    console.log(
      `${''.padEnd(11)}pages: ${pages.join(' ') || '(none: its routes.json cannot be read)'}`,
    );
    const released = releasedVersions(remote.name).map((release) => release.version);
    if (released.length > 0) console.log(`${''.padEnd(11)}released here: ${released.join(', ')}`);
  }
  // The first remote in the registry keeps a path; a later claim is left out of the site.
  for (const { path: claimed, remote, claimedBy } of conflicts) {
    console.log(`conflict: ${remote} declares ${claimed}, which ${claimedBy} already serves`);
  }
}

/**
 * A version's manifest, next to the remote's active one: its releases are at `releases/<version>/`
 * below the remote's base (its origin for `npm start`, `/remotes/<remote>/` at the production edge).
 */
function releaseEntry(activeEntry: string, version: string): string {
  const url = new URL(activeEntry);
  const base = url.pathname.replace(/(releases\/[^/]+\/)?mf-manifest\.json$/, '');
  url.pathname = `${base}releases/${encodeURIComponent(version)}/mf-manifest.json`;
  return url.href;
}

const ACTIVATE_USAGE = 'npm run remotes -- activate <remote> <version> [--canary <percent>]';

async function activate(...args: string[]): Promise<void> {
  const { words, options } = parseArgs(args, ['canary'], ACTIVATE_USAGE);
  const [name, version] = words;
  if (!name || !version || words.length > 2) fail(`usage: ${ACTIVATE_USAGE}`);
  const percent = options.canary === undefined ? undefined : Number(options.canary);
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99)) {
    fail('--canary takes the percent of visitors served the version: a whole number, 1 to 99');
  }
  const entry = releaseEntry((await activeRemote(name)).entry, version);
  const token = await signIn();
  const now = await call<ActiveRemote>('PUT', `/api/remotes/${encodeURIComponent(name)}`, {
    token,
    body: { version, entry, ...(percent === undefined ? {} : { canary: percent }) },
  });
  if (!now.canary) {
    console.log(`activated: ${describe(now)}`);
    return;
  }
  console.log(`stable:    ${describe(now)}`);
  console.log(`${''.padEnd(11)}${describeCanary(now.canary)}`);
  console.log(
    `${''.padEnd(11)}then: npm run remotes -- promote ${name}  (or abort ${name} [--reason "…"])`,
  );
}

async function rollback(name?: string): Promise<void> {
  if (!name) fail('usage: npm run remotes -- rollback <remote>');
  const token = await signIn();
  const now = await call<ActiveRemote>(
    'POST',
    `/api/remotes/${encodeURIComponent(name)}/rollback`,
    { token },
  );
  console.log(`rolled back: ${describe(now)}`);
}

async function promote(...args: string[]): Promise<void> {
  const [name, ...rest] = args;
  if (!name || rest.length > 0) fail('usage: npm run remotes -- promote <remote>');
  const token = await signIn();
  const now = await call<ActiveRemote>('POST', `/api/remotes/${encodeURIComponent(name)}/promote`, {
    token,
  });
  console.log(`promoted: ${describe(now)}`);
}

const ABORT_USAGE = 'npm run remotes -- abort <remote> [--reason "…"]';

async function abort(...args: string[]): Promise<void> {
  const { words, options } = parseArgs(args, ['reason'], ABORT_USAGE);
  const [name] = words;
  if (!name || words.length > 1) fail(`usage: ${ABORT_USAGE}`);
  const token = await signIn();
  const now = await call<ActiveRemote>('POST', `/api/remotes/${encodeURIComponent(name)}/abort`, {
    token,
    body: options.reason === undefined ? undefined : { reason: options.reason },
  });
  console.log(`aborted, every visitor on: ${describe(now)}`);
}

const STATUS_PATH = '/api/releases/status';

/** The status as anyone may read it, or as an administrator when the API asks for one. */
async function releaseStatus(): Promise<ReleaseStatus> {
  const anonymous = await send('GET', STATUS_PATH);
  if (anonymous.status !== 401) return answerOf<ReleaseStatus>(anonymous);
  return call<ReleaseStatus>('GET', STATUS_PATH, { token: await signIn() });
}

/** History entries `status` shows per remote, newest first. */
const HISTORY_SHOWN = 5;
const FIGURE_WIDTHS = [6, 7, 8, 8, 7] as const;
const VERSION_WIDTH = 38;
const cells = (values: readonly string[]) =>
  values.map((value, index) => value.padStart(FIGURE_WIDTHS[index] ?? 0)).join(' ');
const orDash = (value: number | null, format: (value: number) => string) =>
  value === null ? '-' : format(value);

function figureCells(figures: VersionFigures | undefined): string {
  if (!figures) return cells(['-', '-', '-', '-', '-']);
  return cells([
    String(figures.views),
    `${(figures.errorRate * 100).toFixed(1)}%`,
    orDash(figures.lcpP75, (ms) => `${Math.round(ms)} ms`),
    orDash(figures.inpP75, (ms) => `${Math.round(ms)} ms`),
    orDash(figures.clsP75, (cls) => cls.toFixed(2)),
  ]);
}

async function status(): Promise<void> {
  const { remotes } = await releaseStatus();
  const columns = cells(['views', 'error %', 'LCP p75', 'INP p75', 'CLS p75']);
  for (const remote of remotes) {
    const { stable, canary, figures } = remote;
    console.log(
      `${remote.name}: stable ${stable.version} (${stable.percent}%)` +
        (canary ? `, canary ${canary.version} (${canary.percent}%) since ${canary.startedAt}` : ''),
    );
    console.log(`  ${''.padEnd(VERSION_WIDTH)}${'last hour'.padEnd(columns.length)} | last day`);
    console.log(`  ${'version'.padEnd(VERSION_WIDTH)}${columns} | ${columns}`);
    // The stable and canary versions first, then any other seen (a page loaded before a change).
    const versions = new Set([
      stable.version,
      ...(canary ? [canary.version] : []),
      ...[...figures.hour, ...figures.day].map((item) => item.version),
    ]);
    for (const version of versions) {
      const role =
        version === canary?.version ? ' (canary)' : version === stable.version ? ' (stable)' : '';
      const hour = figures.hour.find((item) => item.version === version);
      const day = figures.day.find((item) => item.version === version);
      const label = `${version}${role}`.padEnd(VERSION_WIDTH);
      console.log(`  ${label}${figureCells(hour)} | ${figureCells(day)}`);
    }
    for (const change of remote.history.slice(0, HISTORY_SHOWN)) {
      const share = change.percent === undefined ? '' : ` ${change.percent}%`;
      const reason = change.reason ? `: ${change.reason}` : '';
      console.log(
        `  ${change.at}  ${change.action.padEnd(8)} ${change.version}${share} by ${change.by}${reason}`,
      );
    }
  }
}

const USAGE =
  'usage: npm run remotes -- list | status | activate <remote> <version> [--canary <percent>] | ' +
  'rollback <remote> | promote <remote> | abort <remote> [--reason "…"]';

const [command, ...args] = process.argv.slice(2);
const commands: Record<string, (...args: string[]) => Promise<void>> = {
  list,
  status,
  activate,
  rollback,
  promote,
  abort,
};
const run = command === undefined ? undefined : commands[command];
if (!run) fail(USAGE);
await run(...args);
