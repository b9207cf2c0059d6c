import path from 'node:path';
import { ConfigError, findApiDir, loadConfig } from './config';

const apiDir = path.resolve(__dirname, '..', '..');
const repoRoot = path.dirname(apiDir);

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
    });
    expect(config).toMatchObject({
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
    });
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
