import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeShellBuild } from '../test-support/fakeShell.ts';
import { ConfigError, loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  SITE_HOST: '10.0.0.4',
  PORT: '8080',
  TRUSTED_PROXIES: '10.0.0.2',
  API_ORIGINS: 'http://10.0.0.5:3000,http://10.0.0.6:3000',
  PUBLIC_ORIGIN: 'https://www.alumis.example',
  REMOTE_ORIGINS: 'https://cdn.alumis.example',
  SHELL_DIR: fakeShellBuild(),
};

function problems(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

test('production names every missing setting at once', () => {
  assert.deepEqual(problems({ NODE_ENV: 'production', SHELL_DIR: fakeShellBuild() }), [
    'API_ORIGINS is required when NODE_ENV=production',
    'PUBLIC_ORIGIN is required when NODE_ENV=production',
    'REMOTE_ORIGINS is required when NODE_ENV=production',
    'SITE_HOST is required when NODE_ENV=production',
    'PORT is required when NODE_ENV=production',
    'TRUSTED_PROXIES is required when NODE_ENV=production (the addresses of the proxies in front, or "none")',
    'REDIS_URL is required when NODE_ENV=production (or "none" for one instance)',
  ]);
});

test('whom it believes about the client: the proxies named, or nobody when "none"', () => {
  assert.deepEqual(loadConfig({ ...production, REDIS_URL: 'none' }).trustedProxies, ['10.0.0.2']);
  const direct = { ...production, REDIS_URL: 'none', TRUSTED_PROXIES: 'none' };
  assert.deepEqual(loadConfig(direct).trustedProxies, []);
});

test('the shared Redis: an address, "none" said on purpose, never something else', () => {
  assert.equal(
    loadConfig({ ...production, REDIS_URL: 'redis://10.0.0.9:6379' }).redisUrl,
    'redis://10.0.0.9:6379',
  );
  assert.equal(loadConfig({ ...production, REDIS_URL: 'none' }).redisUrl, undefined);
  assert.deepEqual(problems({ ...production, REDIS_URL: '10.0.0.9:6379' }), [
    'REDIS_URL must be a redis:// or rediss:// address, got "10.0.0.9:6379"',
  ]);
  // Outside production nothing is shared unless asked.
  assert.equal(loadConfig({ SHELL_DIR: fakeShellBuild() }).redisUrl, undefined);
});

test('the telemetry sample rate is a share from 0 to 1, every view unless set', () => {
  const shell = { SHELL_DIR: fakeShellBuild() };
  assert.equal(loadConfig(shell).telemetrySampleRate, 1);
  assert.equal(loadConfig({ ...shell, TELEMETRY_SAMPLE_RATE: '0.25' }).telemetrySampleRate, 0.25);
  assert.equal(loadConfig({ ...shell, TELEMETRY_SAMPLE_RATE: '0' }).telemetrySampleRate, 0);
  for (const given of ['1.5', '-0.1', '25%', 'half']) {
    assert.deepEqual(problems({ ...shell, TELEMETRY_SAMPLE_RATE: given }), [
      `TELEMETRY_SAMPLE_RATE must be a number from 0 to 1, got "${given}"`,
    ]);
  }
});
