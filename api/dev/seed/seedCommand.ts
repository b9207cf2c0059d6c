// What the seeding commands share: the database they are given (MONGODB_URI when set;
// otherwise the embedded FerretDB of the running site, on FERRETDB_PORT, or, when the site is
// not running, the embedded FerretDB started here on DATA_DIR for the time of the command),
// one line for the operator, and the process exit code.
import type { Db } from 'mongodb';
import { commandSettings, openCommandDatabase } from '#api/platform/database/commandDatabase';
import type { Logger } from '#api/platform/logging/logger';

export interface SeedCommandOptions {
  env?: NodeJS.ProcessEnv;
  /** Messages for the operator. */
  print?: (line: string) => void;
  logger?: Logger;
}

/**
 * Opens the database, runs `seed` on it and prints the line it answers (given the database's
 * description); resolves with the process exit code.
 */
export async function runSeedCommand(
  seed: (db: Db, logger: Logger, description: string) => Promise<string>,
  options: SeedCommandOptions = {},
): Promise<number> {
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
      print(await seed(opened.database.db, logger, opened.description));
      return 0;
    } finally {
      await opened.close();
    }
  } catch (error) {
    print(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
