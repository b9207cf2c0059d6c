// `npm run remotes` against a fake site API over HTTP: what the operator sees (standard output
// and error, exit status) and what the command sends (each request's method, path, token and
// body). The command runs as the operator runs it, in a process of its own.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { removeTree } from './releases.ts';

const CLI = path.join(import.meta.dirname, 'remotesCli.ts');
const TOKEN = 'token-of-the-administrator';

/** A request the fake API received. */
interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Answer = { status: number; body?: unknown };
type Route = (request: Received) => Answer;

const REGISTRY = {
  remotes: [
    {
      name: 'news',
      entry: 'http://localhost:3005/mf-manifest.json',
      version: '1.2.0-20261120.101500-ab12',
      activatedAt: '2026-11-20T10:15:00.000Z',
      routes: { routes: [{ path: '/news' }, { path: '/news/:url' }] },
    },
    {
      name: 'admin',
      entry: 'https://www.alumis.example/remotes/admin/releases/1.0.0-build.0123/mf-manifest.json',
      routes: { routes: [{ path: '/admin' }] },
    },
    { name: 'contacts', entry: 'http://localhost:3003/mf-manifest.json' },
  ],
  conflicts: [{ path: '/news', remote: 'admin', claimedBy: 'news' }],
};

let server: Server;
let origin: string;
let received: Received[];
let routes: Record<string, Route>;
const work = mkdtempSync(path.join(tmpdir(), 'alu-remotes-cli-'));

/** The API's answers, by `METHOD /path`. */
function defaultRoutes(): Record<string, Route> {
  return {
    'GET /api/remotes': () => ({ status: 200, body: REGISTRY }),
    ...Object.fromEntries(
      REGISTRY.remotes.map(({ name }) => [
        `GET /api/remotes/${name}/history`,
        (): Answer => ({ status: 200, body: { remote: name, canary: null } }),
      ]),
    ),
    'POST /api/admin/login': ({ body }) => {
      const { username, password } = body as { username: string; password: string };
      return username === 'ops' && password === 'secret-of-ops'
        ? { status: 200, body: { token: TOKEN } }
        : { status: 401, body: { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong' } } };
    },
    'PUT /api/remotes/news': ({ body }) => ({
      status: 200,
      body: {
        name: 'news',
        ...(body as object),
        activatedAt: '2026-11-27T09:00:00.000Z',
      },
    }),
    'PUT /api/remotes/admin': ({ body }) => ({
      status: 200,
      body: { name: 'admin', ...(body as object), activatedAt: '2026-11-27T09:05:00.000Z' },
    }),
    'POST /api/remotes/news/rollback': () => ({
      status: 200,
      body: {
        name: 'news',
        version: '1.1.0-20261101.080000-cd34',
        activatedAt: '2026-11-27T09:10:00.000Z',
      },
    }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const text = await readBody(request);
  const got: Received = {
    method: request.method ?? '',
    path: request.url ?? '',
    authorization: request.headers.authorization,
    body: text ? JSON.parse(text) : undefined,
  };
  received.push(got);
  const route = routes[`${got.method} ${got.path}`];
  const { status, body } = route
    ? route(got)
    : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** Runs `npm run remotes -- …args` against the fake site; answers its output and status. */
function remotes(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        env: {
          PATH: process.env.PATH,
          SITE_URL: origin,
          RELEASES_DIR: path.join(work, 'releases'),
          ADMIN_USERNAME: 'ops',
          ADMIN_PASSWORD: 'secret-of-ops',
          ...env,
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

before(async () => {
  server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Two versions of the news remote released on this machine, the newer one first on disk.
  for (const [version, builtAt] of [
    ['1.2.0-20261120.101500-ab12', '2026-11-20T10:15:00.000Z'],
    ['1.1.0-20261101.080000-cd34', '2026-11-01T08:00:00.000Z'],
  ] as const) {
    const folder = path.join(work, 'releases', 'news', version);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ version, builtAt }));
  }
});

after(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  removeTree(work);
});

beforeEach(() => {
  received = [];
  routes = defaultRoutes();
});

describe('list', () => {
  test('shows each remote: its active version, pages and the versions released here', async () => {
    const { code, stdout, stderr } = await remotes(['list']);
    assert.equal(stderr, '');
    assert.equal(code, 0);
    assert.deepEqual(stdout.split('\n'), [
      'remote     active version                   activated at',
      'news       1.2.0-20261120.101500-ab12       2026-11-20T10:15:00.000Z',
      '           pages: /news /news/:url',
      '           released here: 1.1.0-20261101.080000-cd34, 1.2.0-20261120.101500-ab12',
      'admin      (registry file)                  ',
      '           pages: /admin',
      'contacts   (registry file)                  ',
      '           pages: (none: its routes.json cannot be read)',
      'conflict: admin declares /news, which news already serves',
      '',
    ]);
  });

  test('reads the registry without signing in', async () => {
    await remotes(['list']);
    assert.deepEqual(
      received.map(({ method, path: pathname, authorization }) => [
        method,
        pathname,
        authorization,
      ]),
      [
        ['GET', '/api/remotes', undefined],
        ...REGISTRY.remotes.map(({ name }) => ['GET', `/api/remotes/${name}/history`, undefined]),
      ],
    );
  });
});

describe('activate', () => {
  test('signs in, then activates the version at its address next to the active one', async () => {
    const version = '1.3.0-20261127.090000-ef56';
    const { code, stdout } = await remotes(['activate', 'news', version]);
    assert.equal(code, 0);
    assert.deepEqual(received, [
      { method: 'GET', path: '/api/remotes', authorization: undefined, body: undefined },
      {
        method: 'POST',
        path: '/api/admin/login',
        authorization: undefined,
        body: { username: 'ops', password: 'secret-of-ops' },
      },
      {
        method: 'PUT',
        path: '/api/remotes/news',
        authorization: `Bearer ${TOKEN}`,
        body: {
          version,
          entry: `http://localhost:3005/releases/${version}/mf-manifest.json`,
        },
      },
    ]);
    assert.equal(stdout, `activated: news       ${version.padEnd(32)} 2026-11-27T09:00:00.000Z\n`);
  });

  test('at the production edge, the version replaces the active one in the release path', async () => {
    const { code } = await remotes(['activate', 'admin', '1.1.0 beta']);
    assert.equal(code, 0);
    assert.deepEqual(received.at(-1)?.body, {
      version: '1.1.0 beta',
      entry: 'https://www.alumis.example/remotes/admin/releases/1.1.0%20beta/mf-manifest.json',
    });
  });

  test('a remote the site does not have is named, and nothing is signed in or changed', async () => {
    const { code, stdout, stderr } = await remotes(['activate', 'stories', '1.0.0']);
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.equal(stderr, 'remotes: the site has no remote "stories" (news, admin, contacts)\n');
    assert.deepEqual(
      received.map(({ method, path: pathname }) => `${method} ${pathname}`),
      ['GET /api/remotes'],
    );
  });

  test('the API’s refusal is shown with its code, message and problems', async () => {
    routes['PUT /api/remotes/news'] = () => ({
      status: 409,
      body: {
        error: {
          code: 'RELEASE_INCOMPATIBLE',
          message: 'The release cannot replace the active one',
          problems: ['./LatestNewsStrip is no longer exposed', 'react 19.0.0 is not 18.3.1'],
        },
      },
    });
    const { code, stderr } = await remotes(['activate', 'news', '2.0.0']);
    assert.equal(code, 1);
    assert.equal(
      stderr,
      'remotes: 409 RELEASE_INCOMPATIBLE: The release cannot replace the active one\n' +
        '  - ./LatestNewsStrip is no longer exposed\n' +
        '  - react 19.0.0 is not 18.3.1\n',
    );
  });

  test('wrong credentials stop it before anything is changed', async () => {
    const { code, stderr } = await remotes(['activate', 'news', '2.0.0'], {
      ADMIN_PASSWORD: 'not-the-password',
    });
    assert.equal(code, 1);
    assert.equal(stderr, 'remotes: 401 INVALID_CREDENTIALS: Wrong\n');
    assert.ok(!received.some((request) => request.method === 'PUT'));
  });

  test('without a version it says how it is used, and asks the site nothing', async () => {
    const { code, stderr } = await remotes(['activate', 'news']);
    assert.equal(code, 1);
    assert.equal(
      stderr,
      'remotes: usage: npm run remotes -- activate <remote> <version> [--canary <percent>]\n',
    );
    assert.deepEqual(received, []);
  });
});

describe('rollback', () => {
  test('signs in and asks the API for the previous version', async () => {
    const { code, stdout } = await remotes(['rollback', 'news']);
    assert.equal(code, 0);
    assert.deepEqual(
      received.map(({ method, path: pathname, authorization, body }) => [
        method,
        pathname,
        authorization,
        body,
      ]),
      [
        ['POST', '/api/admin/login', undefined, { username: 'ops', password: 'secret-of-ops' }],
        ['POST', '/api/remotes/news/rollback', `Bearer ${TOKEN}`, undefined],
      ],
    );
    assert.equal(
      stdout,
      'rolled back: news       1.1.0-20261101.080000-cd34       2026-11-27T09:10:00.000Z\n',
    );
  });
});

const CANARY = {
  version: '1.3.0-20261127.090000-ef56',
  entry: 'http://localhost:3005/releases/1.3.0-20261127.090000-ef56/mf-manifest.json',
  percent: 20,
  startedAt: '2026-11-27T09:00:00.000Z',
};

describe('list, while a canary runs', () => {
  test('shows the canary under its remote, with the share of visitors of each version', async () => {
    // As the site answers: `/api/remotes` is one visitor's view; the history names the canary.
    routes['GET /api/remotes/news/history'] = () => ({
      status: 200,
      body: { remote: 'news', canary: CANARY },
    });
    const { code, stdout } = await remotes(['list']);
    assert.equal(code, 0);
    assert.deepEqual(stdout.split('\n').slice(1, 3), [
      'news       1.2.0-20261120.101500-ab12       2026-11-20T10:15:00.000Z',
      '           canary: 1.3.0-20261127.090000-ef56 for 20% of visitors (stable 80%), ' +
        'since 2026-11-27T09:00:00.000Z',
    ]);
  });
});

describe('activate --canary', () => {
  const canaryAnswer = (): Answer => ({
    status: 200,
    body: { ...REGISTRY.remotes[0], canary: CANARY },
  });

  test('asks the API for a canary of the version, and says what happens next', async () => {
    routes['PUT /api/remotes/news'] = canaryAnswer;
    const { code, stdout } = await remotes(['activate', 'news', CANARY.version, '--canary', '20']);
    assert.equal(code, 0);
    assert.deepEqual(received.at(-1), {
      method: 'PUT',
      path: '/api/remotes/news',
      authorization: `Bearer ${TOKEN}`,
      body: { version: CANARY.version, entry: CANARY.entry, canary: 20 },
    });
    assert.deepEqual(stdout.split('\n'), [
      'stable:    news       1.2.0-20261120.101500-ab12       2026-11-20T10:15:00.000Z',
      '           canary: 1.3.0-20261127.090000-ef56 for 20% of visitors (stable 80%), ' +
        'since 2026-11-27T09:00:00.000Z',
      '           then: npm run remotes -- promote news  (or abort news [--reason "…"])',
      '',
    ]);
  });

  test('takes the option before the version, or written with =', async () => {
    routes['PUT /api/remotes/news'] = canaryAnswer;
    for (const args of [
      ['activate', '--canary', '5', 'news', CANARY.version],
      ['activate', 'news', CANARY.version, '--canary=5'],
    ]) {
      received = [];
      const { code } = await remotes(args);
      assert.equal(code, 0);
      assert.deepEqual(received.at(-1)?.body, {
        version: CANARY.version,
        entry: CANARY.entry,
        canary: 5,
      });
    }
  });

  test('a share that is not a whole percent from 1 to 99 is refused before anything is asked', async () => {
    for (const percent of ['0', '100', '12.5', 'half', '']) {
      received = [];
      const { code, stdout, stderr } = await remotes([
        'activate',
        'news',
        CANARY.version,
        '--canary',
        percent,
      ]);
      assert.equal(code, 1, percent);
      assert.equal(stdout, '');
      assert.equal(
        stderr,
        'remotes: --canary takes the percent of visitors served the version: a whole number, 1 to 99\n',
      );
      assert.deepEqual(received, []);
    }
  });

  test('an option it does not know, or one without its value, shows the usage', async () => {
    for (const args of [
      ['activate', 'news', CANARY.version, '--canary'],
      ['activate', 'news', CANARY.version, '--force', 'yes'],
      ['activate', 'news', CANARY.version, 'extra'],
    ]) {
      const { code, stderr } = await remotes(args);
      assert.equal(code, 1);
      assert.equal(
        stderr,
        'remotes: usage: npm run remotes -- activate <remote> <version> [--canary <percent>]\n',
      );
    }
    assert.deepEqual(received, []);
  });

  test('a canary already running is refused by the API, and the refusal shown', async () => {
    routes['PUT /api/remotes/news'] = () => ({
      status: 409,
      body: {
        error: {
          code: 'canary_running',
          message: 'news runs a canary of 1.3.0: promote or abort it first',
        },
      },
    });
    const { code, stderr } = await remotes(['activate', 'news', '1.4.0', '--canary', '10']);
    assert.equal(code, 1);
    assert.equal(
      stderr,
      'remotes: 409 canary_running: news runs a canary of 1.3.0: promote or abort it first\n',
    );
  });
});

describe('promote', () => {
  test('signs in and makes the canary the version every visitor is served', async () => {
    routes['POST /api/remotes/news/promote'] = () => ({
      status: 200,
      body: { name: 'news', version: CANARY.version, activatedAt: '2026-11-27T11:00:00.000Z' },
    });
    const { code, stdout } = await remotes(['promote', 'news']);
    assert.equal(code, 0);
    assert.deepEqual(
      received.map(({ method, path: pathname, authorization, body }) => [
        method,
        pathname,
        authorization,
        body,
      ]),
      [
        ['POST', '/api/admin/login', undefined, { username: 'ops', password: 'secret-of-ops' }],
        ['POST', '/api/remotes/news/promote', `Bearer ${TOKEN}`, undefined],
      ],
    );
    assert.equal(
      stdout,
      `promoted: news       ${CANARY.version.padEnd(32)} 2026-11-27T11:00:00.000Z\n`,
    );
  });

  test('without a canary, the API’s refusal is shown', async () => {
    routes['POST /api/remotes/news/promote'] = () => ({
      status: 409,
      body: { error: { code: 'no_canary', message: 'news runs no canary' } },
    });
    const { code, stderr } = await remotes(['promote', 'news']);
    assert.equal(code, 1);
    assert.equal(stderr, 'remotes: 409 no_canary: news runs no canary\n');
  });

  test('without a remote it says how it is used', async () => {
    const { code, stderr } = await remotes(['promote']);
    assert.equal(code, 1);
    assert.equal(stderr, 'remotes: usage: npm run remotes -- promote <remote>\n');
    assert.deepEqual(received, []);
  });
});

describe('abort', () => {
  const stable = (): Answer => ({
    status: 200,
    body: { ...REGISTRY.remotes[0] },
  });

  test('sends the reason given, and names the version every visitor is back on', async () => {
    routes['POST /api/remotes/news/abort'] = stable;
    const { code, stdout } = await remotes([
      'abort',
      'news',
      '--reason',
      'errors on the article page',
    ]);
    assert.equal(code, 0);
    assert.deepEqual(received.at(-1), {
      method: 'POST',
      path: '/api/remotes/news/abort',
      authorization: `Bearer ${TOKEN}`,
      body: { reason: 'errors on the article page' },
    });
    assert.equal(
      stdout,
      'aborted, every visitor on: news       1.2.0-20261120.101500-ab12       2026-11-20T10:15:00.000Z\n',
    );
  });

  test('without a reason, sends no body', async () => {
    routes['POST /api/remotes/news/abort'] = stable;
    const { code } = await remotes(['abort', 'news']);
    assert.equal(code, 0);
    assert.deepEqual(received.at(-1), {
      method: 'POST',
      path: '/api/remotes/news/abort',
      authorization: `Bearer ${TOKEN}`,
      body: undefined,
    });
  });

  test('a reason without its text shows the usage, and nothing is asked', async () => {
    const { code, stderr } = await remotes(['abort', 'news', '--reason']);
    assert.equal(code, 1);
    assert.equal(stderr, 'remotes: usage: npm run remotes -- abort <remote> [--reason "…"]\n');
    assert.deepEqual(received, []);
  });
});

describe('status', () => {
  const figures = (version: string, views: number, errorRate: number, lcp: number | null) => ({
    version,
    views,
    sessions: views,
    errors: Math.round(views * errorRate),
    errorRate,
    failedLoads: 0,
    lcpP75: lcp,
    inpP75: lcp === null ? null : 96,
    clsP75: lcp === null ? null : 0.041,
    ttfbP75: null,
  });
  const STATUS = {
    generatedAt: '2026-11-27T10:00:00.000Z',
    remotes: [
      {
        name: 'news',
        stable: { version: '1.2.0-20261120.101500-ab12', percent: 80 },
        canary: { version: CANARY.version, percent: 20, startedAt: CANARY.startedAt },
        figures: {
          hour: [
            figures('1.2.0-20261120.101500-ab12', 412, 0.012, 1840.4),
            figures(CANARY.version, 98, 0.051, 2210),
          ],
          day: [
            figures('1.2.0-20261120.101500-ab12', 9650, 0.01, 1790),
            figures(CANARY.version, 101, 0.05, 2200),
            figures('1.1.0-20261101.080000-cd34', 3, 0, null),
          ],
        },
        history: [
          {
            action: 'canary',
            version: CANARY.version,
            at: CANARY.startedAt,
            by: 'ops',
            percent: 20,
          },
          {
            action: 'abort',
            version: '1.2.1-x',
            at: '2026-11-26T17:00:00.000Z',
            by: 'automatic-rollback',
            reason: 'error rate 9.0% against 1.1% for the stable version',
          },
        ],
      },
      {
        name: 'contacts',
        stable: { version: 'registry-file', percent: 100 },
        canary: null,
        figures: { hour: [], day: [] },
        history: [],
      },
    ],
  };
  const EXPECTED = [
    'news: stable 1.2.0-20261120.101500-ab12 (80%), canary 1.3.0-20261127.090000-ef56 (20%) ' +
      'since 2026-11-27T09:00:00.000Z',
    '                                        last hour                                | last day',
    '  version                                views error %  LCP p75  INP p75 CLS p75 |  views error %  LCP p75  INP p75 CLS p75',
    '  1.2.0-20261120.101500-ab12 (stable)      412    1.2%  1840 ms    96 ms    0.04 |   9650    1.0%  1790 ms    96 ms    0.04',
    '  1.3.0-20261127.090000-ef56 (canary)       98    5.1%  2210 ms    96 ms    0.04 |    101    5.0%  2200 ms    96 ms    0.04',
    '  1.1.0-20261101.080000-cd34                 -       -        -        -       - |      3    0.0%        -        -       -',
    '  2026-11-27T09:00:00.000Z  canary   1.3.0-20261127.090000-ef56 20% by ops',
    '  2026-11-26T17:00:00.000Z  abort    1.2.1-x by automatic-rollback: ' +
      'error rate 9.0% against 1.1% for the stable version',
    'contacts: stable registry-file (100%)',
    '                                        last hour                                | last day',
    '  version                                views error %  LCP p75  INP p75 CLS p75 |  views error %  LCP p75  INP p75 CLS p75',
    '  registry-file (stable)                     -       -        -        -       - |      -       -        -        -       -',
    '',
  ];

  test('shows each remote’s versions and shares, their figures side by side, and the history', async () => {
    routes['GET /api/releases/status'] = () => ({ status: 200, body: STATUS });
    const { code, stdout, stderr } = await remotes(['status']);
    assert.equal(stderr, '');
    assert.equal(code, 0);
    assert.deepEqual(stdout.split('\n'), EXPECTED);
    assert.deepEqual(
      received.map(({ method, path: pathname, authorization }) => [
        method,
        pathname,
        authorization,
      ]),
      [['GET', '/api/releases/status', undefined]],
    );
  });

  test('signs in when the API answers the status to administrators only', async () => {
    routes['GET /api/releases/status'] = ({ authorization }) =>
      authorization === `Bearer ${TOKEN}`
        ? { status: 200, body: STATUS }
        : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in' } } };
    const { code, stdout } = await remotes(['status']);
    assert.equal(code, 0);
    assert.deepEqual(stdout.split('\n'), EXPECTED);
    assert.deepEqual(
      received.map(({ method, path: pathname }) => `${method} ${pathname}`),
      ['GET /api/releases/status', 'POST /api/admin/login', 'GET /api/releases/status'],
    );
  });
});

test('an unknown command says how the command is used', async () => {
  const { code, stdout, stderr } = await remotes(['deploy', 'news']);
  assert.equal(code, 1);
  assert.equal(stdout, '');
  assert.equal(
    stderr,
    'remotes: usage: npm run remotes -- list | status | activate <remote> <version> ' +
      '[--canary <percent>] | rollback <remote> | promote <remote> | abort <remote> ' +
      '[--reason "…"]\n',
  );
  assert.deepEqual(received, []);
});

test('a site that does not answer is named, with the variable that moves it', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const { code, stderr } = await remotes(['list'], { SITE_URL: `http://127.0.0.1:${port}` });
  assert.equal(code, 1);
  assert.equal(
    stderr,
    `remotes: the site does not answer at http://127.0.0.1:${port} (is it running? set SITE_URL)\n`,
  );
});
