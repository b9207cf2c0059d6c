// `npm run investor-events:seed -w api`: the investors' calendar the site showed before
// editors managed it (seedInvestorEvents.data.ts), into the database it is given
// (seedCommand.ts), each event only when its fixed id is free. The way a production database
// gets them: run once, and again without harm (nothing seeded and changed since is touched).
import { runSeedCommand, type SeedCommandOptions } from './seedCommand';
import { seedInvestorEvents } from './seedInvestorEvents';

/** Runs the command; resolves with the process exit code. */
export function runInvestorEventsCli(options: SeedCommandOptions = {}): Promise<number> {
  return runSeedCommand(async (db, logger, description) => {
    const { added, present } = await seedInvestorEvents(db, logger);
    return `${description}: ${added} investor events added, ${present} left as they were (seeded before).`;
  }, options);
}

if (require.main === module) {
  void runInvestorEventsCli().then((code) => process.exit(code));
}
