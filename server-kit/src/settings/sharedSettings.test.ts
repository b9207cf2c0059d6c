// The variables both services read, as each service declares them (its options).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSettings, setting } from './setting.ts';
import {
  metricsListener,
  sharedChecks,
  sharedSettings,
  shutdownTimes,
  type SharedSettingsOptions,
} from './sharedSettings.ts';
import { port } from './values.ts';

const SITE: SharedSettingsOptions = {
  portVariable: 'PORT',
  metricsPort: 9465,
  publicOrigin: { value: (env) => `http://localhost:${env.PORT ?? 8080}`, documented: 'x' },
  trustedProxies: 'none',
  remoteOrigins: { unset: 'any', requiredInProduction: true },
};
const API: SharedSettingsOptions = {
  ...SITE,
  portVariable: 'API_PORT',
  metricsPort: 9464,
  publicOrigin: { value: 'http://localhost:8080', documented: 'x' },
  trustedProxies: 'loopback',
  remoteOrigins: { unset: 'the registry', requiredInProduction: false },
  testLogLevel: 'silent',
};

function reader(options: SharedSettingsOptions) {
  const declaration = {
    ...sharedSettings(options),
    [options.portVariable]: setting({ description: 'port', schema: port, default: '3000' }),
  };
  return (env: Record<string, string>, nodeEnv = env.NODE_ENV ?? 'development') =>
    readSettings(declaration, sharedChecks(options.portVariable), env, nodeEnv);
}

const site = reader(SITE);
const api = reader(API);

function values(result: ReturnType<typeof site>) {
  if (!result.ok) assert.fail(result.problems.join('\n'));
  return result.values;
}

function problems(result: ReturnType<typeof site>) {
  return result.ok ? [] : result.problems;
}

/** What a production start names of the shared part. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://www.alumis.example',
  REDIS_URL: 'none',
  TRUSTED_PROXIES: '10.0.0.2',
  REMOTE_ORIGINS: 'https://cdn.alumis.example',
};

test('production names the public origin, the shared Redis and whom it believes', () => {
  assert.deepEqual(problems(site({ NODE_ENV: 'production' })), [
    'PUBLIC_ORIGIN is required when NODE_ENV=production',
    'REDIS_URL is required when NODE_ENV=production (or "none" for one instance)',
    'TRUSTED_PROXIES is required when NODE_ENV=production (the addresses of the proxies in front, or "none")',
    'REMOTE_ORIGINS is required when NODE_ENV=production',
  ]);
  // The API runs remote code of its registry file's origins without a list.
  assert.equal(problems(api({ ...PRODUCTION, REMOTE_ORIGINS: '' })).length, 0);
  // A list that names no origin is not a list of origins, where one is required.
  assert.deepEqual(problems(site({ ...PRODUCTION, REMOTE_ORIGINS: ' , ' })), [
    'REMOTE_ORIGINS is required when NODE_ENV=production',
  ]);
});

test('the shared Redis: an address, or "none" said on purpose', () => {
  assert.equal(
    values(site({ REDIS_URL: 'rediss://r.example:6380' })).REDIS_URL,
    'rediss://r.example:6380',
  );
  assert.equal(values(site({ ...PRODUCTION, REDIS_URL: 'none' })).REDIS_URL, undefined);
  assert.deepEqual(problems(site({ REDIS_URL: 'r.example:6379' })), [
    'REDIS_URL must be a redis:// or rediss:// address, got "r.example:6379"',
  ]);
});

test('whom it believes: addresses, CIDR ranges and Express names; nobody with "none" or nothing', () => {
  assert.deepEqual(
    values(site({ TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8 , loopback' })).TRUSTED_PROXIES,
    ['10.0.0.0/8', 'fd00::/8', 'loopback'],
  );
  assert.deepEqual(values(site({ TRUSTED_PROXIES: 'none' })).TRUSTED_PROXIES, []);
  assert.deepEqual(values(api({ TRUSTED_PROXIES: '' })).TRUSTED_PROXIES, []);
  // Unset outside production: the API believes its own machine, the site server nobody.
  assert.deepEqual(values(api({})).TRUSTED_PROXIES, ['loopback']);
  assert.deepEqual(values(site({})).TRUSTED_PROXIES, []);
  assert.deepEqual(problems(site({ TRUSTED_PROXIES: 'everyone, 10.0.0.0/33, 300.1.1.1' })), [
    'TRUSTED_PROXIES takes addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "everyone"',
    'TRUSTED_PROXIES takes addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "10.0.0.0/33"',
    'TRUSTED_PROXIES takes addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "300.1.1.1"',
  ]);
});

test('origins: bare http(s) origins only, each refused one named', () => {
  assert.deepEqual(
    values(site({ REMOTE_ORIGINS: 'https://cdn.example/, http://x.example:8080' })).REMOTE_ORIGINS,
    ['https://cdn.example', 'http://x.example:8080'],
  );
  assert.deepEqual(problems(site({ REMOTE_ORIGINS: 'https://cdn.example/path,ftp://x' })), [
    'REMOTE_ORIGINS: "https://cdn.example/path" is not an origin such as https://www.example.com',
    'REMOTE_ORIGINS: "ftp://x" is not an origin such as https://www.example.com',
  ]);
  assert.deepEqual(problems(site({ PUBLIC_ORIGIN: 'www.alumis.example' })), [
    'PUBLIC_ORIGIN: "www.alumis.example" is not an origin such as https://www.example.com',
  ]);
  // Each service has its own default outside production.
  assert.equal(values(site({ PORT: '8950' })).PUBLIC_ORIGIN, 'http://localhost:8950');
  assert.equal(values(api({})).PUBLIC_ORIGIN, 'http://localhost:8080');
});

test('the metrics listener: off outside production unless asked, on its own port in production', () => {
  assert.equal(metricsListener(values(site({}))), null);
  assert.deepEqual(metricsListener(values(site(PRODUCTION))), { host: '127.0.0.1', port: 9465 });
  assert.deepEqual(metricsListener(values(api(PRODUCTION))), { host: '127.0.0.1', port: 9464 });
  assert.equal(metricsListener(values(site({ ...PRODUCTION, METRICS_PORT: 'none' }))), null);
  assert.deepEqual(metricsListener(values(site({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' }))), {
    host: '0.0.0.0',
    port: 0,
  });
  assert.deepEqual(problems(api({ METRICS_PORT: '3000' })), [
    'METRICS_PORT must differ from API_PORT: the metrics are not for visitors',
  ]);
  assert.deepEqual(problems(site({ METRICS_PORT: '70000' })), [
    'METRICS_PORT must be an integer between 0 and 65535, got 70000',
  ]);
});

test('the graceful end: a delay in production only, shorter than the timeout', () => {
  assert.deepEqual(shutdownTimes(values(site({}))), { delayMs: 0, timeoutMs: 25_000 });
  assert.deepEqual(shutdownTimes(values(site(PRODUCTION))), { delayMs: 5000, timeoutMs: 25_000 });
  assert.deepEqual(problems(site({ SHUTDOWN_DELAY_SECONDS: '25' })), [
    'SHUTDOWN_DELAY_SECONDS must be shorter than SHUTDOWN_TIMEOUT_SECONDS',
  ]);
  assert.deepEqual(
    problems(site({ SHUTDOWN_TIMEOUT_SECONDS: '0', SHUTDOWN_DELAY_SECONDS: '-1' })),
    [
      'SHUTDOWN_DELAY_SECONDS must be 0 or a positive integer, got "-1"',
      'SHUTDOWN_TIMEOUT_SECONDS must be a positive integer, got "0"',
    ],
  );
});

test('the log level: one of pino’s, silent under NODE_ENV=test where the service says so', () => {
  assert.equal(values(api({}, 'test')).LOG_LEVEL, 'silent');
  assert.equal(values(site({}, 'test')).LOG_LEVEL, 'info');
  assert.equal(values(api({ LOG_LEVEL: 'warn' }, 'test')).LOG_LEVEL, 'warn');
  assert.deepEqual(problems(site({ LOG_LEVEL: 'loud' })), [
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
  ]);
});
