import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { tempDir } from '../../../dev/test-support/helpers';
import {
  JWT_SECRET_FILE,
  JwtSecretError,
  loadOrCreateSecretFile,
  resolveJwtSecret,
} from './jwtSecret';

describe('the key of administrator tokens', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDir('alu-api-jwt-');
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when set, writing nothing', () => {
    const secret = 's'.repeat(40);
    expect(resolveJwtSecret(loadConfig({ JWT_SECRET: secret }, { dataDir }))).toBe(secret);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('otherwise generates 256 random bits once, in a file only its owner can read', () => {
    const nested = path.join(dataDir, 'not-yet-there');
    const first = resolveJwtSecret(loadConfig({}, { dataDir: nested }));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(nested, JWT_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(nested)).toEqual([JWT_SECRET_FILE]); // no temporary file left
    // A restart reads the same key.
    expect(loadOrCreateSecretFile(nested)).toBe(first);
    // Another data folder gets another key.
    expect(loadOrCreateSecretFile(dataDir)).not.toBe(first);
  });

  it('tightens the permissions of an existing key file', () => {
    const file = path.join(dataDir, JWT_SECRET_FILE);
    fs.writeFileSync(file, `${'a'.repeat(64)}\n`, { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(loadOrCreateSecretFile(dataDir)).toBe('a'.repeat(64));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a key file without a usable key instead of replacing it', () => {
    const file = path.join(dataDir, JWT_SECRET_FILE);
    fs.writeFileSync(file, 'short\n', { mode: 0o600 });
    expect(() => loadOrCreateSecretFile(dataDir)).toThrow(JwtSecretError);
    expect(fs.readFileSync(file, 'utf8')).toBe('short\n');
  });
});
