// `npm run documents:seed -w api`: the documents the site published before editors managed
// them (seedDocuments.data.ts), into the database it is given, each only when its address is
// free. The way a production database gets them: run once from a checkout of this repository
// (the PDFs are read from it), and again without harm (nothing seeded or changed since is
// touched).
//
// Database: MONGODB_URI when set; otherwise the embedded FerretDB of the running site (on
// FERRETDB_PORT), or, when the site is not running, the embedded FerretDB started here on
// DATA_DIR for the time of the command.
import { commandSettings, openCommandDatabase } from '#api/platform/database/commandDatabase';
import type { Logger } from '#api/platform/logging/logger';
import { seedDocuments } from './seedDocuments';

export interface DocumentsCliOptions {
  env?: NodeJS.ProcessEnv;
  /** Messages for the operator. */
  print?: (line: string) => void;
  logger?: Logger;
}

/** Runs the command; resolves with the process exit code. */
export async function runDocumentsCli(options: DocumentsCliOptions = {}): Promise<number> {
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
      const { added, present } = await seedDocuments(opened.database.db, logger);
      print(
        `${opened.description}: ${added} documents added, ${present} left as they were ` +
          '(their address existed).',
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
  void runDocumentsCli().then((code) => process.exit(code));
}
