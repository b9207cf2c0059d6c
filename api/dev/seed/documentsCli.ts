// `npm run documents:seed -w api`: the documents the site published before editors managed
// them (seedDocuments.data.ts), into the database it is given (seedCommand.ts), each only when
// its address is free. The way a production database gets them: run once from a checkout of
// this repository (the PDFs are read from it), and again without harm (nothing seeded or
// changed since is touched).
import { runSeedCommand, type SeedCommandOptions } from './seedCommand';
import { seedDocuments } from './seedDocuments';

/** Runs the command; resolves with the process exit code. */
export function runDocumentsCli(options: SeedCommandOptions = {}): Promise<number> {
  return runSeedCommand(async (db, logger, description) => {
    const { added, present } = await seedDocuments(db, logger);
    return `${description}: ${added} documents added, ${present} left as they were (their address existed).`;
  }, options);
}

if (require.main === module) {
  void runDocumentsCli().then((code) => process.exit(code));
}
