import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEVELOPMENT_ADMIN_PASSWORD } from '../platform/passwords/passwordPolicy';
import { ConfigError, findApiDir, loadConfig } from './config';

const apiDir = path.resolve(__dirname, '..', '..');
/** A production-grade key (as `openssl rand -hex 32` makes one). */
const SECRET = randomBytes(32).toString('hex');
const repoRoot = path.dirname(apiDir);
const PUBLIC_ORIGIN = 'https://www.alumis.example';
/** Where a production API listens and whom it believes: named by every production start. */
const LISTEN = { API_HOST: '10.0.0.4', API_PORT: '3000', TRUSTED_PROXIES: '10.0.0.2' };

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ HOME: '/home/someone' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      mongodbUri: undefined,
      dbName: 'alu',
      dataDir: path.join(repoRoot, '.data'),
      ferretdbPort: 27117,
      ferretdbBin: '/home/someone/.cache/alu-site/ferretdb-v1.24.2/ferretdb',
      remotesFile: path.join(apiDir, 'config', 'remotes.json'),
      logLevel: 'info',
      nodeEnv: 'development',
      seedContent: true,
      apiDir,
      repoRoot,
    });
  });

  it('reads the environment and resolves relative paths against the repository root', () => {
    const config = loadConfig({
      API_PORT: '4000',
      API_HOST: '0.0.0.0',
      MONGODB_URI: 'mongodb://db.example:27017',
      DB_NAME: 'other',
      DATA_DIR: 'var/data',
      FERRETDB_PORT: '28000',
      XDG_CACHE_HOME: '/xdg',
      REMOTES_FILE: '/etc/remotes.json',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN,
      TRUSTED_PROXIES: '10.0.0.2',
      JWT_SECRET: SECRET,
      ADMIN_USERNAME: ' admin ',
      ADMIN_PASSWORD: ' a long password ',
      LOGIN_LIMIT_WINDOW_SECONDS: '60',
      LOGIN_LIMIT_PER_IP: '7',
      LOGIN_LIMIT_PER_USERNAME: '3',
      LOGIN_BRAKE_PER_USERNAME: '50',
      LOGIN_BRAKE_WINDOW_SECONDS: '30',
      INQUIRY_LIMIT_WINDOW_SECONDS: '120',
      INQUIRY_LIMIT_PER_IP: '4',
      EMAILJS_SERVICE_ID: ' service_alumis ',
      EMAILJS_TEMPLATE_ID: 'template_inquiry',
      EMAILJS_PUBLIC_KEY: 'pk_public',
      CORS_ORIGINS: 'https://www.alumis.example, https://admin.alumis.example:8443',
      REQUEST_TIMEOUT_SECONDS: '10',
      UPLOAD_TIMEOUT_SECONDS: '90',
      UPLOAD_ORPHAN_GRACE_SECONDS: '300',
      UPLOAD_SWEEP_INTERVAL_SECONDS: '60',
      NEWS_CACHE_SECONDS: '0',
      REDIS_URL: 'redis://cache.alumis.example:6379',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://cache.alumis.example:6379',
      port: 4000,
      host: '0.0.0.0',
      mongodbUri: 'mongodb://db.example:27017',
      dbName: 'other',
      dataDir: path.join(repoRoot, 'var', 'data'),
      ferretdbPort: 28000,
      ferretdbBin: '/xdg/alu-site/ferretdb-v1.24.2/ferretdb',
      remotesFile: '/etc/remotes.json',
      logLevel: 'debug',
      nodeEnv: 'production',
      jwtSecret: SECRET,
      adminUsername: 'admin',
      // Passwords and secrets are used exactly as given.
      adminPassword: ' a long password ',
      loginRateLimit: {
        windowMs: 60000,
        maxPerIp: 7,
        maxPerUsername: 3,
        brakeMaxPerUsername: 50,
        brakeWindowMs: 30000,
      },
      inquiryRateLimit: { windowMs: 120000, maxPerIp: 4 },
      corsOrigins: ['https://www.alumis.example', 'https://admin.alumis.example:8443'],
      requestTimeoutMs: 10000,
      uploadTimeoutMs: 90000,
      orphanImages: { graceMs: 300000, intervalMs: 60000 },
      newsCacheMs: 0,
      emailjs: {
        serviceId: 'service_alumis',
        templateId: 'template_inquiry',
        publicKey: 'pk_public',
      },
    });
  });

  it('has the documented inquiry limits and no EmailJS ids by default', () => {
    expect(loadConfig({})).toMatchObject({
      inquiryRateLimit: { windowMs: 15 * 60 * 1000, maxPerIp: 10 },
      emailjs: null,
    });
  });

  it('mails staff through SMTP_URL only when it is set, to the site’s recipients by default', () => {
    expect(loadConfig({}).staffMail).toBeNull();
    expect(
      loadConfig({
        SMTP_URL: 'smtp://mailer:segreto@mail.alumis.example:587',
        INQUIRY_MAIL_TO: ' vendite@alumis.example, ufficio@alumis.example ',
        MAIL_RETRY_BASE_SECONDS: '10',
      }).staffMail,
    ).toEqual({
      smtpUrl: 'smtp://mailer:segreto@mail.alumis.example:587',
      from: undefined,
      recipients: ['vendite@alumis.example', 'ufficio@alumis.example'],
      retryBaseMs: 10_000,
      retryMaxMs: 3_600_000,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).staffMail?.recipients).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL must be/);
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1', INQUIRY_MAIL_TO: 'not-an-address' }),
    ).toThrow(/INQUIRY_MAIL_TO must be a comma-separated list/);
  });

  it('wants the three EmailJS ids together and positive inquiry limits', () => {
    expect(() => loadConfig({ EMAILJS_SERVICE_ID: 'service_alumis' })).toThrow(
      /EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY must be set together/,
    );
    expect(() =>
      loadConfig({ EMAILJS_TEMPLATE_ID: 'template_inquiry', EMAILJS_PUBLIC_KEY: 'pk_public' }),
    ).toThrow(/must be set together/);
    expect(() => loadConfig({ INQUIRY_LIMIT_PER_IP: '0' })).toThrow(
      /INQUIRY_LIMIT_PER_IP must be a positive integer/,
    );
    expect(() => loadConfig({}, { inquiryRateLimit: { windowMs: 0, maxPerIp: 3 } })).toThrow(
      /inquiryRateLimit.windowMs must be a positive integer, got 0/,
    );
  });

  it('has no administrator or key by default, and the documented sign-in limits', () => {
    expect(loadConfig({})).toMatchObject({
      jwtSecret: undefined,
      adminUsername: undefined,
      adminPassword: undefined,
      loginRateLimit: {
        windowMs: 15 * 60 * 1000,
        maxPerIp: 30,
        maxPerUsername: 10,
        brakeMaxPerUsername: 100,
        brakeWindowMs: 60 * 1000,
      },
    });
  });

  it('has no CORS origins, the documented timeouts, sweep and cache by default', () => {
    expect(loadConfig({})).toMatchObject({
      corsOrigins: [],
      requestTimeoutMs: 30000,
      uploadTimeoutMs: 120000,
      orphanImages: { graceMs: 600000, intervalMs: 300000 },
      newsCacheMs: 5000,
    });
  });

  it('refuses CORS entries that are not bare origins, and a grace shorter than an upload', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://www.alumis.example/path' })).toThrow(
      /CORS_ORIGINS: "https:\/\/www.alumis.example\/path" is not an origin/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS: "\*" is not an origin/);
    expect(() =>
      loadConfig({ UPLOAD_TIMEOUT_SECONDS: '600', UPLOAD_ORPHAN_GRACE_SECONDS: '600' }),
    ).toThrow(/UPLOAD_ORPHAN_GRACE_SECONDS must be longer than UPLOAD_TIMEOUT_SECONDS/);
  });

  it('trusts forwarding headers from loopback in development, from nobody in production', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['loopback']);
    const secret = randomBytes(32).toString('hex');
    expect(
      loadConfig(
        {
          JWT_SECRET: secret,
          PUBLIC_ORIGIN,
          REDIS_URL: 'none',
          MONGODB_URI: 'embedded',
          ...LISTEN,
          TRUSTED_PROXIES: 'none',
        },
        { nodeEnv: 'production' },
      ).trustedProxies,
    ).toEqual([]);
    expect(() =>
      loadConfig({ JWT_SECRET: secret, PUBLIC_ORIGIN }, { nodeEnv: 'production' }),
    ).toThrow(/TRUSTED_PROXIES is required when NODE_ENV=production/);
    expect(loadConfig({ TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, loopback' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'everyone' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({ REMOTE_ORIGINS: 'https://cdn.example.com' }).remoteOrigins).toEqual([
      'https://cdn.example.com',
    ]);
  });

  it('wants, in production, the database the data lives in, or "embedded" said on purpose', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN,
      JWT_SECRET: SECRET,
      REDIS_URL: 'none',
      ...LISTEN,
    };
    expect(() => loadConfig(production)).toThrow(
      /MONGODB_URI is required when NODE_ENV=production \(or "embedded" for the embedded FerretDB\)/,
    );
    expect(loadConfig({ ...production, MONGODB_URI: 'embedded' }).mongodbUri).toBeUndefined();
    expect(
      loadConfig({ ...production, MONGODB_URI: 'mongodb://db.example/?replicaSet=rs0' }).mongodbUri,
    ).toBe('mongodb://db.example/?replicaSet=rs0');
    // Outside production the embedded FerretDB starts by itself.
    expect(loadConfig({ NODE_ENV: 'development' }).mongodbUri).toBeUndefined();
  });

  it('wants, in production, the Redis the instances share, or "none" said on purpose', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN,
      JWT_SECRET: SECRET,
      MONGODB_URI: 'embedded',
      ...LISTEN,
    };
    expect(() => loadConfig(production)).toThrow(
      /REDIS_URL is required when NODE_ENV=production \(or "none" for one instance\)/,
    );
    expect(loadConfig({ ...production, REDIS_URL: 'none' }).redisUrl).toBeUndefined();
    expect(loadConfig({ ...production, REDIS_URL: 'rediss://r.example:6380' }).redisUrl).toBe(
      'rediss://r.example:6380',
    );
    expect(() => loadConfig({ ...production, REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ address, got "localhost:6379"/,
    );
    // Outside production it is optional: one process counts and caches alone.
    expect(loadConfig({ NODE_ENV: 'development' }).redisUrl).toBeUndefined();
  });

  it('wants, in production, the public origin that links in mails and pages point to', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      REDIS_URL: 'none',
      MONGODB_URI: 'embedded',
      ...LISTEN,
    };
    expect(() => loadConfig(production)).toThrow(
      /PUBLIC_ORIGIN is required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'www.alumis.example' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(loadConfig({ ...production, PUBLIC_ORIGIN }).publicOrigin).toBe(PUBLIC_ORIGIN);
  });

  it('refuses to start in production without a JWT_SECRET of 32 random bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN })).toThrow(
      /JWT_SECRET must hold at least 32 bytes \(256 bits\) of randomness .* it is not set/,
    );
    for (const weak of [
      'x'.repeat(64), // one character
      'ab'.repeat(40), // a short pattern
      'abcdef0123456789'.repeat(4), // a longer pattern, every hex digit equally often
      randomBytes(20).toString('hex'), // random, but 160 bits
      'correct horse battery staple and a bit more text', // words
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN, JWT_SECRET: weak })).toThrow(
        /JWT_SECRET must hold .* this one has about \d+ bits/,
      );
    }
    for (const strong of [
      randomBytes(32).toString('hex'), // openssl rand -hex 32
      randomBytes(32).toString('base64'), // openssl rand -base64 32
      randomBytes(32).toString('base64url'),
    ]) {
      expect(
        loadConfig({
          NODE_ENV: 'production',
          PUBLIC_ORIGIN,
          JWT_SECRET: strong,
          REDIS_URL: 'none',
          MONGODB_URI: 'embedded',
          ...LISTEN,
        }).jwtSecret,
      ).toBe(strong);
    }
    // Outside production the key may be generated (see jwtSecret.ts).
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toBeUndefined();
  });

  it('refuses, in production, a first administrator password that is weak or the default', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN,
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: 'none',
      MONGODB_URI: 'embedded',
      ...LISTEN,
    };
    const admin = (password: string) => ({
      ...production,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: password,
    });
    expect(() => loadConfig(admin(DEVELOPMENT_ADMIN_PASSWORD))).toThrow(
      /ADMIN_PASSWORD is the documented development default/,
    );
    expect(() => loadConfig(admin('short-pass'))).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters long/,
    );
    expect(() => loadConfig(admin('password1234'))).toThrow(
      /ADMIN_PASSWORD is one of the most common passwords/,
    );
    expect(loadConfig(admin('tre gatti sul tetto di Sofia')).adminUsername).toBe('admin');
    // On a developer's machine `npm start` uses the default.
    expect(
      loadConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: DEVELOPMENT_ADMIN_PASSWORD })
        .adminPassword,
    ).toBe(DEVELOPMENT_ADMIN_PASSWORD);
  });

  it('checks the first administrator and the sign-in limits', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'admin' })).toThrow(
      /ADMIN_USERNAME and ADMIN_PASSWORD must be set together/,
    );
    expect(() =>
      loadConfig({ ADMIN_USERNAME: 'mario rossi', ADMIN_PASSWORD: 'long enough 123' }),
    ).toThrow(/ADMIN_USERNAME must be 1 to 100 letters, digits or \. _ @ -/);
    expect(
      loadConfig({ ADMIN_USERNAME: 'mario.rossi@alumis', ADMIN_PASSWORD: 'x'.repeat(12) }),
    ).toMatchObject({ adminUsername: 'mario.rossi@alumis' });
    expect(() => loadConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters long/,
    );
    for (const [name, value] of [
      ['LOGIN_LIMIT_PER_IP', '0'],
      ['LOGIN_LIMIT_PER_USERNAME', 'ten'],
      ['LOGIN_LIMIT_WINDOW_SECONDS', '-5'],
    ]) {
      expect(() => loadConfig({ [name as string]: value })).toThrow(
        new RegExp(`${name} must be a positive integer, got "${value}"`),
      );
    }
    const limits = {
      windowMs: 1000,
      maxPerIp: 2,
      maxPerUsername: 1,
      brakeMaxPerUsername: 5,
      brakeWindowMs: 500,
    };
    expect(loadConfig({}, { loginRateLimit: limits }).loginRateLimit).toEqual(limits);
    expect(() => loadConfig({}, { loginRateLimit: { ...limits, maxPerIp: 0 } })).toThrow(
      /loginRateLimit.maxPerIp must be a positive integer, got 0/,
    );
  });

  it('is silent under NODE_ENV=test unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  });

  it('lets overrides win, including forcing the embedded database', () => {
    const config = loadConfig(
      { MONGODB_URI: 'mongodb://db.example', API_PORT: '4000' },
      { port: 0, mongodbUri: undefined, dataDir: '/tmp/x' },
    );
    expect(config.port).toBe(0);
    expect(config.mongodbUri).toBeUndefined();
    expect(config.dataDir).toBe('/tmp/x');
  });

  it('fails fast with every problem listed', () => {
    const load = () =>
      loadConfig({
        API_PORT: 'abc',
        FERRETDB_PORT: '70000',
        MONGODB_URI: 'http://nope',
        DB_NAME: 'a.b',
        LOG_LEVEL: 'loud',
      });
    expect(load).toThrow(ConfigError);
    let problems: readonly string[] = [];
    try {
      load();
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/API_PORT must be an integer port number.*"abc"/);
    expect(problems.join('\n')).toMatch(/FERRETDB_PORT must be an integer between 0 and 65535/);
    expect(problems.join('\n')).toMatch(/MONGODB_URI must start with mongodb:\/\//);
    expect(problems.join('\n')).toMatch(/DB_NAME "a.b"/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL must be one of/);
  });

  it('reads SEED_CONTENT as a boolean and rejects anything else', () => {
    expect(loadConfig({}).seedContent).toBe(true);
    expect(loadConfig({ SEED_CONTENT: 'false' }).seedContent).toBe(false);
    expect(loadConfig({ SEED_CONTENT: 'FALSE' }).seedContent).toBe(false);
    expect(loadConfig({ SEED_CONTENT: 'true' }).seedContent).toBe(true);
    expect(loadConfig({ SEED_CONTENT: '' }).seedContent).toBe(true);
    expect(loadConfig({ SEED_CONTENT: 'true' }, { seedContent: false }).seedContent).toBe(false);
    expect(() => loadConfig({ SEED_CONTENT: 'no' })).toThrow(
      /SEED_CONTENT must be true or false, got "no"/,
    );
  });

  it('finds the api folder from any file below it', () => {
    expect(findApiDir(path.join(apiDir, 'dist', 'config'))).toBe(apiDir);
    expect(() => findApiDir('/')).toThrow(ConfigError);
  });
});
