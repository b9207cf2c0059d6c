// `npm run remotes -- list | activate <remote> <version> | rollback <remote>`: what the running
// site serves for each remote. It talks to the site's API (SITE_URL, default
// http://localhost:$PORT or 8080), so the change takes effect without restarting the shell, the
// API or the other remotes. Changing needs an administrator: ADMIN_USERNAME / ADMIN_PASSWORD,
// or the command asks (the password is not echoed).
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { releasedVersions } from './releases.ts';

const SITE_URL = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;

/** A remote as the API's registry answers it. */
interface ActiveRemote {
  name: string;
  entry: string;
  version?: string;
  activatedAt?: string;
  routes?: { routes: { path: string }[] };
}

interface Registry {
  remotes: ActiveRemote[];
  conflicts?: { path: string; remote: string; claimedBy: string }[];
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

async function call<T>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${SITE_URL}${path}`, {
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

async function list(): Promise<void> {
  const { remotes, conflicts = [] } = await call<Registry>('GET', '/api/remotes');
  console.log(`${'remote'.padEnd(10)} ${'active version'.padEnd(32)} activated at`);
  for (const remote of remotes) {
    console.log(describe(remote));
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

async function activate(name?: string, version?: string): Promise<void> {
  if (!name || !version) fail('usage: npm run remotes -- activate <remote> <version>');
  const entry = releaseEntry((await activeRemote(name)).entry, version);
  const token = await signIn();
  const now = await call<ActiveRemote>('PUT', `/api/remotes/${encodeURIComponent(name)}`, {
    token,
    body: { version, entry },
  });
  console.log(`activated: ${describe(now)}`);
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

const [command, ...args] = process.argv.slice(2);
const commands: Record<string, (...args: string[]) => Promise<void>> = {
  list,
  activate,
  rollback,
};
const run = command === undefined ? undefined : commands[command];
if (!run) fail('usage: npm run remotes -- list | activate <remote> <version> | rollback <remote>');
await run(...args);
