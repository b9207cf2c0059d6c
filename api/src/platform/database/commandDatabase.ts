// The database of an operator's command (administrator accounts, backup, restore): the one the
// API of the same configuration uses, whether that API is running or not.
import { ConfigError, loadConfig, type Config } from '../../config';
import { createLogger, type Logger } from '../logging/logger';
import { createDatabase, type Database } from './database';
import { developmentTools, type EmbeddedDatabase } from '../development/developmentTools';
import { isPortFree } from './ports';

export interface CommandDatabase {
  readonly database: Database;
  /** Where it is, for the operator's messages (never the URI: it may hold a password). */
  readonly description: string;
  /** The embedded FerretDB started for this command, when no site was running. */
  readonly ferretdb?: EmbeddedDatabase;
  /** Closes the client and stops the FerretDB started for the command. */
  close(): Promise<void>;
}

/**
 * MONGODB_URI when set; otherwise the embedded FerretDB of the running site (on
 * FERRETDB_PORT); otherwise the embedded FerretDB started here on DATA_DIR for the time of the
 * command (the site is stopped, so nothing else has the SQLite files open).
 */
export async function openCommandDatabase(
  config: Config,
  logger: Logger,
  { serverSelectionTimeoutMS }: { serverSelectionTimeoutMS?: number } = {},
): Promise<CommandDatabase> {
  const open = (uri: string, backend: Database['backend']) =>
    createDatabase({
      uri,
      dbName: config.dbName,
      backend,
      ...(serverSelectionTimeoutMS === undefined ? {} : { serverSelectionTimeoutMS }),
    });
  const closing = (database: Database, ferretdb?: EmbeddedDatabase) => async () => {
    await database.close().catch(() => undefined);
    await ferretdb?.stop();
  };
  if (config.mongodbUri !== undefined) {
    const database = open(config.mongodbUri, 'mongodb');
    return { database, description: 'MONGODB_URI', close: closing(database) };
  }
  const tools = developmentTools('A command on the embedded FerretDB (no MONGODB_URI)');
  if (!(await isPortFree(config.ferretdbPort))) {
    const database = open(tools.embeddedDatabaseUri(config.ferretdbPort), 'ferretdb-embedded');
    return {
      database,
      description: `the running site's embedded FerretDB (port ${config.ferretdbPort})`,
      close: closing(database),
    };
  }
  const ferretdb = await tools.startEmbeddedDatabase({
    binary: config.ferretdbBin,
    dataDir: config.dataDir,
    port: 0,
    apiDir: config.apiDir,
    logger,
  });
  const database = open(ferretdb.uri, 'ferretdb-embedded');
  return {
    database,
    description: `the embedded FerretDB in ${config.dataDir}`,
    ferretdb,
    close: closing(database, ferretdb),
  };
}

export interface CommandSettings {
  readonly config: Config;
  readonly logger: Logger;
}

/**
 * The settings and logger of an operator's command, read as the API reads them, or the message
 * that stops it. Its start-up checks of the first administrator, secrets and listen address are
 * not a command's business. With `needsDatabaseInProduction`, production requires MONGODB_URI:
 * an empty embedded database started instead would be read or written where no site reads.
 */
export function commandSettings(
  env: NodeJS.ProcessEnv,
  { logger, needsDatabaseInProduction }: { logger?: Logger; needsDatabaseInProduction: boolean },
): CommandSettings | { readonly problem: string } {
  if (needsDatabaseInProduction && env.NODE_ENV === 'production' && !env.MONGODB_URI?.trim()) {
    return {
      problem:
        'MONGODB_URI is required when NODE_ENV=production (or "embedded" for the embedded FerretDB)',
    };
  }
  try {
    const config = loadConfig(
      { ...env, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' },
      { nodeEnv: 'cli' },
    );
    return {
      config,
      logger: logger ?? createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel),
    };
  } catch (error) {
    return { problem: error instanceof ConfigError ? error.message : String(error) };
  }
}
