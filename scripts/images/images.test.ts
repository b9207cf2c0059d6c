// `npm run test:images`: the images `npm run images` built, checked as an operator would.
// Each image's own entrypoint runs inside its file system (`buildah run --isolation chroot`,
// sharing this host's network: this machine cannot start a container) with the environment a
// cluster would give it, and is asked over HTTP: the static origin serves the baked releases,
// the API answers on the embedded FerretDB started here, and the site server renders a page
// with the API and the static origin behind it. Then each stops on SIGTERM and nothing is left.
// What each image holds is read from its file system: who runs it, no compiler, no test or
// dev-only file, no embedded-database binary, labels and tags.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, SERVER_ENV, SERVER_NODE_FLAGS, readJson } from '../apps.ts';
import { routesPin, serverBundlePin } from '../buildPins.ts';
import { startSharedDatabase } from '../cluster.ts';
import type { SharedDatabase } from '../cluster.ts';
import {
  IMAGES_DIR,
  UNITS,
  buildah,
  createContainer,
  descendants,
  imageRef,
  inspectImage,
  processUid,
  projectContainers,
  readReport,
  removeContainer,
  runImage,
} from './images.ts';
import type { ImageProcess, ImagesReport, RunImageOptions } from './images.ts';
import { forbiddenContents } from './contents.ts';

/** Ports of its own, apart from npm start's, the e2e stack's and the topology tests'. */
const PORTS = {
  database: 27417,
  api: 3471,
  apiMetrics: 9471,
  site: 8471,
  siteMetrics: 9472,
  origin: 8472,
};
const APP_UID = 10001;
const ORIGIN = `http://127.0.0.1:${PORTS.origin}`;
const API = `http://127.0.0.1:${PORTS.api}`;
const SITE = `http://127.0.0.1:${PORTS.site}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stateDir: string;
let report: ImagesReport;
let database: SharedDatabase | undefined;
const running: Partial<Record<'origin' | 'api' | 'site', ImageProcess>> = {};

/** Polls `url` until it answers `status`; fails early when the process ends. */
async function waitFor(
  url: string,
  handle: ImageProcess,
  { status = 200, timeoutMs = 60_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: string | undefined;
  while (Date.now() < deadline) {
    if (!handle.running()) {
      throw new Error(`${url}: the process ended (${JSON.stringify(await handle.ended)})`);
    }
    try {
      const response = await fetch(url);
      last = `${response.status} ${await response.text()}`;
      if (response.status === status) return;
    } catch (error) {
      const { cause, message } = error as Error & { cause?: { code?: string } };
      last = cause?.code ?? message;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer ${status} in time (last: ${last})`);
}

/** Runs `command` inside a new container of `image`; answers its standard output. */
async function runInside(image: string, command: string[]): Promise<string> {
  const container = await createContainer(image);
  try {
    return buildah(['run', '--isolation', 'chroot', container, '--', ...command]);
  } finally {
    await removeContainer(container);
  }
}

/**
 * The static origin on this test's port. Its request log goes to a file of the test: under
 * `buildah run` the process's standard output is a pipe of root's that uid 10001 cannot open
 * as /dev/stdout (container runtimes hand it to the container's user).
 */
function originOptions(volumes: Record<string, string> = {}): RunImageOptions {
  const server = path.join(stateDir, 'server.conf');
  const logs = path.join(stateDir, 'nginx-log');
  mkdirSync(logs, { recursive: true });
  chownSync(logs, APP_UID, APP_UID);
  writeFileSync(
    server,
    `listen 127.0.0.1:${PORTS.origin};\naccess_log /var/log/alumis/access.log json;\n`,
  );
  return {
    volumes: { [server]: '/etc/nginx/alumis-server.conf', ...volumes },
    writableVolumes: { [logs]: '/var/log/alumis' },
  };
}

/** The registry the API serves: every remote's baked release, on the static origin. */
function registryFile(): string {
  const remotes = Object.entries(report.releases).map(([name, version]) => {
    const folder = path.join(IMAGES_DIR, 'releases', name, version);
    return {
      name,
      entry: `${ORIGIN}/remotes/${name}/releases/${version}/mf-manifest.json`,
      ...serverBundlePin(folder),
      ...routesPin(folder),
    };
  });
  const file = path.join(stateDir, 'remotes.json');
  writeFileSync(file, `${JSON.stringify({ remotes }, null, 2)}\n`);
  return file;
}

before(async () => {
  const last = readReport();
  assert.ok(last, 'no images yet: run npm run images');
  report = last;
  for (const unit of UNITS) {
    assert.ok(inspectImage(imageRef(unit, report.tag)), `${imageRef(unit, report.tag)} is missing`);
  }
  stateDir = mkdtempSync(path.join(tmpdir(), 'alu-images-'));
});

after(async () => {
  for (const handle of Object.values(running)) await handle.kill();
  await database?.stop();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

describe('the images, run from their file systems', () => {
  const ref = (unit: string) => imageRef(unit, report.tag);

  test('the static origin serves the baked releases and the volume’s, with their headers', async () => {
    // A team's release on the volume, where the cluster copies releases.
    const volume = path.join(stateDir, 'srv-releases');
    mkdirSync(path.join(volume, 'news', '9.9.9-volume'), { recursive: true });
    writeFileSync(path.join(volume, 'news', '9.9.9-volume', 'entry.0123abcd.js'), 'volume();\n');
    running.origin = await runImage(
      ref('static-origin'),
      originOptions({ [volume]: '/srv/releases' }),
    );
    await waitFor(`${ORIGIN}/healthz`, running.origin);

    const health = await fetch(`${ORIGIN}/healthz`);
    assert.deepEqual(await health.json(), { status: 'ok' });

    const version = report.releases.news;
    const baked = `${ORIGIN}/remotes/news/releases/${version}`;
    const manifest = await fetch(`${baked}/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    assert.equal(manifest.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.equal(manifest.headers.get('x-content-type-options'), 'nosniff');
    const staged = path.join(IMAGES_DIR, 'releases', 'news', version ?? '');
    assert.deepEqual(
      Buffer.from(await manifest.arrayBuffer()),
      readFileSync(path.join(staged, 'mf-manifest.json')),
    );
    const script = readJson<{ metaData: { remoteEntry: { name: string } } }>(
      path.join(staged, 'mf-manifest.json'),
    ).metaData.remoteEntry.name;
    const entry = await fetch(`${baked}/${script}`);
    assert.equal(entry.status, 200);
    assert.match(entry.headers.get('content-type') ?? '', /javascript/);

    const fromVolume = await fetch(
      `${ORIGIN}/remotes/news/releases/9.9.9-volume/entry.0123abcd.js`,
    );
    assert.equal(fromVolume.status, 200);
    assert.equal(await fromVolume.text(), 'volume();\n');
    assert.equal(fromVolume.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    // What is not a release file: not found, and never kept by a cache.
    for (const missing of [
      '/remotes/news/releases/0.0.0-none/mf-manifest.json',
      '/remotes/news/releases/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/remotes/NEWS/releases/x/y.js',
      '/etc/passwd',
    ]) {
      const response = await fetch(`${ORIGIN}${missing}`);
      assert.ok([400, 404].includes(response.status), `${missing}: ${response.status}`);
      if (missing.startsWith('/remotes/news/releases/0')) {
        assert.equal(response.headers.get('cache-control'), 'no-store');
      }
    }

    // Master and workers: none runs as root.
    const processes = descendants(running.origin.pid).filter(
      ({ argv }) => !argv[0]?.startsWith('buildah'),
    );
    assert.ok(processes.length >= 2, JSON.stringify(processes));
    for (const { pid } of processes) assert.equal(processUid(pid), APP_UID);

    // One JSON line per request, with the request id, without the client's address.
    await fetch(`${ORIGIN}/healthz`, { headers: { 'X-Request-Id': 'smoke-test-id' } });
    await sleep(200);
    const text = readFileSync(path.join(stateDir, 'nginx-log', 'access.log'), 'utf8');
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { requestId?: string; path: string; status: number });
    const line = lines.find((item) => item.requestId === 'smoke-test-id');
    assert.ok(line, text);
    assert.equal(line.path, '/healthz');
    assert.equal(line.status, 200);
    assert.ok(!text.includes('127.0.0.1'), 'a client address is logged');
  });

  test('the API answers on a database, signs the administrator in, serves its metrics', async () => {
    database = await startSharedDatabase({
      dataDir: path.join(stateDir, 'data'),
      port: PORTS.database,
    });
    const registry = registryFile();
    const password = randomBytes(12).toString('base64url');
    running.api = await runImage(ref('api'), {
      env: {
        API_HOST: '127.0.0.1',
        API_PORT: String(PORTS.api),
        METRICS_PORT: String(PORTS.apiMetrics),
        TRUSTED_PROXIES: 'loopback',
        MONGODB_URI: database.uri,
        JWT_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_ORIGIN: SITE,
        REMOTE_ORIGINS: ORIGIN,
        HOST_MANIFEST_URL: `${SITE}/mf-manifest.json`,
        REDIS_URL: 'none',
        REMOTES_FILE: '/etc/alumis/remotes.json',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: password,
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_SECONDS: '1',
      },
      volumes: { [registry]: '/etc/alumis/remotes.json' },
    });
    await waitFor(`${API}/readyz`, running.api);
    const health = await fetch(`${API}/healthz`);
    assert.equal(health.status, 200);
    assert.equal(health.headers.get('cache-control'), 'no-store');
    assert.equal(processUid(running.api.entrypointPid()), APP_UID);

    // argon2 (a native module, prebuilt) hashes and checks the password.
    const login = await fetch(`${API}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    assert.ok(((await login.json()) as { token?: string }).token);
    // The registry file mounted read-only is the one served.
    const remotes = (await (await fetch(`${API}/api/remotes`)).json()) as {
      remotes: { name: string }[];
    };
    assert.deepEqual(
      remotes.remotes.map((remote) => remote.name).sort(),
      Object.keys(report.releases).sort(),
    );

    const metrics = await fetch(`http://127.0.0.1:${PORTS.apiMetrics}/metrics`);
    assert.equal(metrics.status, 200);
    assert.match(await metrics.text(), /^# HELP /m);
  });

  test('the site server renders a page with the API and the static origin behind it', async () => {
    assert.ok(running.api && running.origin, 'the API and the static origin run');
    running.site = await runImage(ref('site-server'), {
      env: {
        SITE_HOST: '127.0.0.1',
        PORT: String(PORTS.site),
        METRICS_PORT: String(PORTS.siteMetrics),
        TRUSTED_PROXIES: 'loopback',
        API_ORIGINS: API,
        PUBLIC_ORIGIN: SITE,
        REMOTE_ORIGINS: ORIGIN,
        REDIS_URL: 'none',
        SHUTDOWN_DELAY_SECONDS: '1',
        LOG_LEVEL: 'warn',
      },
    });
    await waitFor(`${SITE}/readyz`, running.site);
    assert.equal((await fetch(`${SITE}/healthz`)).status, 200);
    assert.equal(processUid(running.site.entrypointPid()), APP_UID);

    // The shell's own files come from the image's build.
    const shellManifest = await fetch(`${SITE}/mf-manifest.json`);
    assert.equal(shellManifest.status, 200);
    assert.equal(((await shellManifest.json()) as { name: string }).name, 'shell');

    // The home page, rendered on the server with the corporate remote's bundle fetched from
    // the static origin image.
    const page = await fetch(`${SITE}/`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.ok(html.includes(`${ORIGIN}/remotes/corporate/releases/${report.releases.corporate}/`));
    const rendered = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
    assert.match(
      rendered,
      /<h1[\s>]/,
      `the page is not rendered on the server: ${rendered.slice(0, 300)}`,
    );

    const metrics = await fetch(`http://127.0.0.1:${PORTS.siteMetrics}/metrics`);
    assert.equal(metrics.status, 200);
  });

  test('each stops on SIGTERM with status 0, and nothing is left running or mounted', async () => {
    for (const name of ['site', 'api', 'origin'] as const) {
      const handle = running[name];
      assert.ok(handle, `${name} did not start`);
      const pids = descendants(handle.pid).map(({ pid }) => pid);
      const started = Date.now();
      const { code, signal } = await handle.stop();
      delete running[name];
      assert.equal(signal, null, `${name} was killed`);
      assert.equal(code, 0, `${name} exited with ${code}`);
      assert.ok(Date.now() - started < 30_000);
      for (const pid of pids) assert.equal(processUid(pid), undefined, `${name}: ${pid} runs on`);
    }
    for (const port of [PORTS.api, PORTS.site, PORTS.origin]) {
      await assert.rejects(
        fetch(`http://127.0.0.1:${port}/healthz`),
        `something answers on ${port}`,
      );
    }
    assert.deepEqual(projectContainers(), []);
  });

  test('a SIGKILL ends the process inside at once, and a new one starts on the same port', async () => {
    const start = () => runImage(ref('static-origin'), originOptions());
    const first = await start();
    await waitFor(`${ORIGIN}/healthz`, first);
    const pids = descendants(first.pid).map(({ pid }) => pid);
    await first.kill();
    for (const pid of pids) assert.equal(processUid(pid), undefined, `${pid} survived SIGKILL`);
    const second = await start();
    try {
      await waitFor(`${ORIGIN}/healthz`, second);
    } finally {
      await second.stop();
    }
    assert.deepEqual(projectContainers(), []);
  });
});

describe('what each image holds', () => {
  const ref = (unit: string) => imageRef(unit, report.tag);

  for (const unit of UNITS) {
    test(`${unit}: uid ${APP_UID}, labels, tag, no compiler, test file or dev-only package`, async () => {
      const image = inspectImage(ref(unit));
      assert.ok(image, `${ref(unit)} is missing`);
      assert.equal(image.config.User, `${APP_UID}:${APP_UID}`);
      const { version } = readJson<{ version: string }>(path.join(ROOT, 'package.json'));
      assert.equal(image.labels['org.opencontainers.image.version'], version);
      assert.equal(image.labels['org.opencontainers.image.revision'], report.revision);
      assert.ok(image.labels['org.opencontainers.image.source']);
      assert.match(report.tag, new RegExp(`^${version}-[0-9a-f]{7,}$`));
      const names = (JSON.parse(buildah(['images', '--json']) || '[]') as { names?: string[] }[])
        .flatMap((item) => item.names ?? [])
        .filter((name) => name.startsWith(`localhost/alumis/${unit}:`));
      assert.ok(names.length > 0);
      for (const name of names) assert.ok(!name.endsWith(':latest'), name);

      const container = await createContainer(ref(unit));
      try {
        const root = buildah(['mount', container]);
        const found = forbiddenContents(root, { apiImage: unit === 'api' });
        assert.deepEqual(found, {
          compilers: [],
          testFiles: [],
          devPackages: [],
          developmentTools: [],
        });
        if (unit === 'static-origin') {
          // kubectl cp needs tar; nginx writes under /tmp only (a read-only root works).
          assert.ok(readdirSync(path.join(root, 'usr/bin')).includes('tar'));
          const conf = readFileSync(path.join(root, 'etc/nginx/nginx.conf'), 'utf8');
          const written = [...conf.matchAll(/^\s*(?:pid|\w+_temp_path)\s+(\S+);/gm)];
          assert.equal(written.length, 6);
          for (const [, file = ''] of written) assert.match(file, /^\/tmp\//);
        } else {
          assert.deepEqual(
            image.config.Entrypoint?.slice(1, 1 + SERVER_NODE_FLAGS.length),
            SERVER_NODE_FLAGS,
          );
          for (const [key, value] of Object.entries(SERVER_ENV)) {
            assert.ok(image.config.Env?.includes(`${key}=${value}`), `${key} is not ${value}`);
          }
        }
        if (unit === 'api') {
          assert.ok(!readdirSync(path.join(root, 'app/api')).includes('scripts'));
        }
      } finally {
        buildah(['umount', container]);
        await removeContainer(container);
      }
    });
  }

  test('the Node images run Node 24 from the official binary, not Debian’s', async () => {
    const version = await runInside(imageRef('api', report.tag), ['node', '--version']);
    assert.match(version, /^v24\./);
    if (report.bases.node.origin.startsWith('local')) {
      // The local base holds the Node the repository's npm scripts run.
      const { version: scripts } = readJson<{ version: string }>(
        path.join(ROOT, 'node_modules', 'node', 'package.json'),
      );
      assert.equal(version, `v${scripts}`);
    }
    assert.deepEqual(projectContainers(), []);
  });
});
