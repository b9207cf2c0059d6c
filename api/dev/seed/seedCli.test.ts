import { MongoClient } from 'mongodb';
import { silentLogger, testMongoUri } from '../test-support/helpers';
import { runSeedCli } from './seedCli';

jest.setTimeout(60000);

describe('npm run seed -w api', () => {
  const dbName = `test_seed_cli_${process.pid}_${Date.now()}`;
  const client = new MongoClient(testMongoUri());
  const run = (env: NodeJS.ProcessEnv) => {
    const printed: string[] = [];
    const code = runSeedCli({ env, print: (line) => printed.push(line), logger: silentLogger });
    return code.then((exitCode) => ({ exitCode, printed }));
  };

  afterAll(async () => {
    await client.db(dbName).dropDatabase();
    await client.close();
  });

  it('writes the sample news into MONGODB_URI once, a production database included', async () => {
    const env = { NODE_ENV: 'production', MONGODB_URI: testMongoUri(), DB_NAME: dbName };
    expect(await run(env)).toEqual({
      exitCode: 0,
      printed: ['Seeded MONGODB_URI: 9 news, 27 pictures.'],
    });
    expect(await client.db(dbName).collection('news').countDocuments()).toBe(9);

    expect(await run(env)).toEqual({
      exitCode: 0,
      printed: ['Nothing written to MONGODB_URI: it was seeded before.'],
    });
    expect(await client.db(dbName).collection('news').countDocuments()).toBe(9);
  });

  it('names the database of a production environment before anything else', async () => {
    expect(await run({ NODE_ENV: 'production' })).toEqual({
      exitCode: 1,
      printed: [
        'MONGODB_URI is required when NODE_ENV=production (or "embedded" for the embedded FerretDB)',
      ],
    });
  });
});
