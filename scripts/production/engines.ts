// The real engines of the production topology, run by the project as the current user with
// configurations from ops/: nginx (the edge) and Redis (the shared state), both Debian
// packages, never started as system services. Plus the edge's self-signed certificate.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../apps.ts';

const NGINX_TEMPLATE = path.join(ROOT, 'ops', 'nginx', 'nginx.conf.template');
const REDIS_CONFIG = path.join(ROOT, 'ops', 'redis', 'redis.conf');
const PROMETHEUS_TEMPLATE = path.join(ROOT, 'ops', 'prometheus', 'prometheus.yml.template');

const ENGINES = {
  nginx: { binary: '/usr/sbin/nginx', pkg: 'nginx' },
  redis: { binary: '/usr/bin/redis-server', pkg: 'redis-server' },
  openssl: { binary: '/usr/bin/openssl', pkg: 'openssl' },
  prometheus: { binary: '/usr/bin/prometheus', pkg: 'prometheus' },
};

/** `template` with its {{FIELD}}s filled from `fields`; an unknown field is an error. */
function fillTemplate(template: string, fields: Record<string, string>): string {
  return readFileSync(template, 'utf8').replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`${path.basename(template)}: unknown field ${match}`);
    return value;
  });
}

/** The engine's binary, or a clear message naming the Debian package to install. */
export function engineBinary(name: keyof typeof ENGINES): string {
  const { binary, pkg } = ENGINES[name];
  if (!existsSync(binary)) {
    throw new Error(`${binary} is missing: install it with  sudo apt-get install -y ${pkg}`);
  }
  return binary;
}

/** Resolves once something accepts connections on host:port. */
export async function waitForPort(
  port: number,
  host = '127.0.0.1',
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A process that can be stopped (gracefully) or killed, and watched for its end. */
export interface ProcessHandle {
  pid: number | undefined;
  ended: Promise<unknown>;
  running(): boolean;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** A child process with stop (graceful signal, then SIGKILL) and kill (SIGKILL at once). */
export function processHandle(
  child: ChildProcess,
  gracefulSignal: NodeJS.Signals = 'SIGTERM',
): ProcessHandle {
  const ended = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stopWith = async (signal: NodeJS.Signals) => {
    if (!running()) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill(signal);
    await ended;
    clearTimeout(timer);
  };
  return {
    pid: child.pid,
    ended,
    running,
    stop: () => stopWith(gracefulSignal),
    kill: () => stopWith('SIGKILL'),
  };
}

/**
 * A self-signed certificate for localhost and 127.0.0.1, made once into `dir`: the edge's TLS
 * for a test on one machine (a real site uses its CA's certificate instead).
 */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  mkdirSync(dir, { recursive: true });
  const certificate = path.join(dir, 'edge.crt');
  const key = path.join(dir, 'edge.key');
  if (!existsSync(certificate) || !existsSync(key)) {
    const result = spawnSync(
      engineBinary('openssl'),
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  }
  return { certificate, key };
}

/** Redis on 127.0.0.1:`port`, its files in `dir`. */
export async function startRedis({
  port,
  dir,
}: {
  port: number;
  dir: string;
}): Promise<ProcessHandle & { url: string }> {
  mkdirSync(dir, { recursive: true });
  const child = spawn(engineBinary('redis'), [REDIS_CONFIG, '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const handle = processHandle(child);
  try {
    await Promise.race([
      waitForPort(port),
      handle.ended.then(() => Promise.reject(new Error(`redis-server exited:\n${output}`))),
    ]);
  } catch (error) {
    await handle.kill();
    throw error;
  }
  return { ...handle, url: `redis://127.0.0.1:${port}` };
}

function upstreamLines(ports: number[]): string {
  return ports
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
}

/** What the edge's configuration is made from. */
export interface NginxOptions {
  runDir: string;
  host: string;
  port: number;
  tls: { certificate: string; key: string };
  sitePorts: number[];
  apiPorts: number[];
  apiServicePort: number;
  releasesDir: string;
  shellDir: string;
}

/** Writes the edge's configuration from ops/nginx/nginx.conf.template; answers its path. */
export function writeNginxConfig({
  runDir,
  host,
  port,
  tls,
  sitePorts,
  apiPorts,
  apiServicePort,
  releasesDir,
  shellDir,
}: NginxOptions): string {
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(runDir, folder), { recursive: true });
  }
  const fields = {
    // Workers run as the user who started nginx (as root they would otherwise be `nobody`).
    USER: process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '',
    RUN_DIR: runDir,
    HOST: host,
    PORT: String(port),
    CERTIFICATE: tls.certificate,
    CERTIFICATE_KEY: tls.key,
    SITE_SERVERS: upstreamLines(sitePorts),
    APIS: upstreamLines(apiPorts),
    API_SERVICE_PORT: String(apiServicePort),
    RELEASES_DIR: releasesDir,
    SHELL_DIR: shellDir,
  };
  const config = fillTemplate(NGINX_TEMPLATE, fields);
  const file = path.join(runDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

/** nginx in the foreground with the configuration `options` describe (see writeNginxConfig). */
export async function startNginx(options: NginxOptions): Promise<ProcessHandle> {
  const file = writeNginxConfig(options);
  const nginx = engineBinary('nginx');
  const errorLog = path.join(options.runDir, 'error.log');
  const args = ['-p', options.runDir, '-e', errorLog, '-c', file];
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses its configuration:\n${check.stderr}`);
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  // SIGQUIT: nginx finishes the requests under way, then stops.
  const handle = processHandle(child, 'SIGQUIT');
  try {
    await Promise.race([
      waitForPort(options.port, options.host),
      handle.ended.then(() => Promise.reject(new Error(`nginx exited:\n${output}`))),
    ]);
  } catch (error) {
    await handle.kill();
    throw error;
  }
  return handle;
}

/**
 * Prometheus on 127.0.0.1:`port`, its data in `dir`, scraping the metrics listeners
 * (`host:port`) of `apiTargets` and `siteTargets` every `scrapeInterval`.
 */
export async function startPrometheus({
  port,
  dir,
  apiTargets,
  siteTargets,
  scrapeInterval = '15s',
}: {
  port: number;
  dir: string;
  apiTargets: string[];
  siteTargets: string[];
  scrapeInterval?: string;
}): Promise<ProcessHandle & { url: string }> {
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const seconds = Number.parseFloat(scrapeInterval);
  const config = path.join(dir, 'prometheus.yml');
  const list = (targets: string[]) => targets.map((target) => `'${target}'`).join(', ');
  writeFileSync(
    config,
    fillTemplate(PROMETHEUS_TEMPLATE, {
      SCRAPE_INTERVAL: scrapeInterval,
      // A scrape may take at most its interval.
      SCRAPE_TIMEOUT: `${Math.min(seconds, 10)}s`,
      API_TARGETS: list(apiTargets),
      SITE_TARGETS: list(siteTargets),
    }),
  );
  const child = spawn(
    engineBinary('prometheus'),
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr
    .setEncoding('utf8')
    .on('data', (chunk: string) => (output = (output + chunk).slice(-4000)));
  const handle = processHandle(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForAnswer(`${url}/-/ready`, 30_000),
      handle.ended.then(() => Promise.reject(new Error(`prometheus exited:\n${output}`))),
    ]);
  } catch (error) {
    await handle.kill();
    throw error;
  }
  return { ...handle, url };
}

/** Resolves once `url` answers 200. */
async function waitForAnswer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
