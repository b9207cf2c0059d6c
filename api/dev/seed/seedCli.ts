// `npm run seed -w api`: the sample news with their painted pictures, written into a database
// that never had news (the rule of a development start's seeding). The one way to give a
// production database the sample content: a production API never writes it.
//
// Database: MONGODB_URI when set; otherwise the embedded FerretDB of the running site (on
// FERRETDB_PORT), or, when the site is not running, the embedded FerretDB started here on
// DATA_DIR for the time of the command.
import { commandSettings, openCommandDatabase } from '#api/platform/database/commandDatabase';
import type { Logger } from '#api/platform/logging/logger';
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
  const settings = commandSettings(env, {
    logger: options.logger,
    needsDatabaseInProduction: true,
  });
  if ('problem' in settings) {
    print(settings.problem);
    return 1;
  }
  const { config, logger } = settings;
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
