// `npm run investor-events:seed -w api`: the investors' calendar the site showed before
// editors managed it (seedInvestorEvents.data.ts), into the database it is given, each event
// only when its fixed id is free. The way a production database gets them: run once, and again
// without harm (nothing seeded and changed since is touched).
//
// Database: MONGODB_URI when set; otherwise the embedded FerretDB of the running site (on
// FERRETDB_PORT), or, when the site is not running, the embedded FerretDB started here on
// DATA_DIR for the time of the command.
import { commandSettings, openCommandDatabase } from '#api/platform/database/commandDatabase';
import type { Logger } from '#api/platform/logging/logger';
import { seedInvestorEvents } from './seedInvestorEvents';

export interface InvestorEventsCliOptions {
  env?: NodeJS.ProcessEnv;
  /** Messages for the operator. */
  print?: (line: string) => void;
  logger?: Logger;
}

/** Runs the command; resolves with the process exit code. */
export async function runInvestorEventsCli(
  options: InvestorEventsCliOptions = {},
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
      const { added, present } = await seedInvestorEvents(opened.database.db, logger);
      print(
        `${opened.description}: ${added} investor events added, ${present} left as they were ` +
          '(seeded before).',
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
  void runInvestorEventsCli().then((code) => process.exit(code));
}
