// `npm run seed -w api`: the sample news with their painted pictures, written into a database
// that never had news (the rule of a development start's seeding). The one way to give a
// production database the sample content: a production API never writes it. The database is
// the one every seeding command uses (seedCommand.ts).
import { runSeedCommand, type SeedCommandOptions } from './seedCommand';
import { seedNews } from './seedNews';

export type SeedCliOptions = SeedCommandOptions;

/** Runs the command; resolves with the process exit code. */
export function runSeedCli(options: SeedCliOptions = {}): Promise<number> {
  return runSeedCommand(async (db, logger, description) => {
    const outcome = await seedNews(db, logger);
    return outcome.status === 'seeded'
      ? `Seeded ${description}: ${outcome.items} news, ${outcome.images} pictures.`
      : `Nothing written to ${description}: ${
          outcome.reason === 'marker' ? 'it was seeded before' : 'it has news already'
        }.`;
  }, options);
}

if (require.main === module) {
  void runSeedCli().then((code) => process.exit(code));
}
