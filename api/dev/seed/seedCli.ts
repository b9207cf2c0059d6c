// `npm run seed -w api`: the sample news with their painted pictures, written into a database
// that never had news (the rule of a development start's seeding). The one way to give a
// production database the sample content: a production API never writes it.
//
// Database: MONGODB_URI when set; otherwise the embedded FerretDB of the running site (on
// FERRETDB_PORT), or, when the site is not running, the embedded FerretDB started here on
// DATA_DIR for the time of the command.
import { ConfigError, loadConfig, type Config } from '#api/config/config';
import { openCommandDatabase } from '#api/platform/database/commandDatabase';
import { createLogger, type Logger } from '#api/platform/logging/logger';
import { seedNews } from './seedNews';

export interface SeedCliOptions {
  env?: NodeJS.ProcessEnv;
  /** Messages for the operator. */
  print?: (line: string) => void;
  logger?: Logger;
}

/** Runs the command; resolves with the process exit code. */
export async function runSeedCli(options: SeedCliOptions = {}): Promise<number> {
  const { env = process.env, print = (line) => console.log(line) } = options;
  // In production the data lives in MONGODB_URI; an empty embedded database started instead
  // would be seeded where no site reads.
  if (env.NODE_ENV === 'production' && !env.MONGODB_URI?.trim()) {
    print(
      'MONGODB_URI is required when NODE_ENV=production (or "embedded" for the embedded FerretDB)',
    );
    return 1;
  }
  let config: Config;
  try {
    // An operator's command: the API's start-up checks (secrets, listen address, first
    // administrator) are not its business; the database settings are read as the API reads them.
    config = loadConfig({ ...env, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }, { nodeEnv: 'cli' });
  } catch (error) {
    print(error instanceof ConfigError ? error.message : String(error));
    return 1;
  }
  const logger =
    options.logger ?? createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  try {
    const opened = await openCommandDatabase(config, logger);
    try {
      const outcome = await seedNews(opened.database.db, logger);
      print(
        outcome.status === 'seeded'
          ? `Seeded ${opened.description}: ${outcome.items} news, ${outcome.images} pictures.`
          : `Nothing written to ${opened.description}: ${
              outcome.reason === 'marker' ? 'it was seeded before' : 'it has news already'
            }.`,
      );
      return 0;
    } finally {
      await opened.close();
    }
  } catch (error) {
    print(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (require.main === module) {
  void runSeedCli().then((code) => process.exit(code));
}
