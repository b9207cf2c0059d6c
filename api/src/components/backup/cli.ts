// `node dist/backup/cli.js backup --out-dir <dir> [--keep <n>]` and
// `node dist/backup/cli.js restore <archive> [--force] [--registry-out <file>]`
// (`npm run backup` / `npm run restore` from the repository root).
//
// The database is the API's: MONGODB_URI and DB_NAME; without MONGODB_URI the embedded
// FerretDB of the running site, or, when the site is stopped, the embedded FerretDB started on
// DATA_DIR for the time of the command. The registry file is REMOTES_FILE.
//
// Exit codes: 0 done; 1 failed; 2 wrong arguments; 3 refused before anything was written (the
// database holds documents, or the archive does not match its manifest).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../../config';
import { commandSettings, openCommandDatabase } from '../../platform/database/commandDatabase';
import type { Logger } from '../../platform/logging/logger';
import { ArchiveError } from './archiveFormat';
import { createBackup } from './backup';
import { DatabaseNotEmptyError, restoreBackup } from './restore';

export const USAGE = [
  'usage: backup --out-dir <dir> [--keep <n>]',
  '       restore <archive> [--force] [--registry-out <file>]',
].join('\n');

export interface CliOptions {
  env?: NodeJS.ProcessEnv;
  print?: (line: string) => void;
  /** The clock of a backup (tests date one a day earlier). */
  now?: () => Date;
  logger?: Logger;
}

class UsageError extends Error {}

function readVersion(file: string): string | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : null;
  } catch {
    return null;
  }
}

/**
 * The release the backup was made with: the repository's version and git revision where there
 * is a checkout, APP_VERSION / APP_REVISION where an image sets them.
 */
function appRelease(config: Config, env: NodeJS.ProcessEnv) {
  let revision = env.APP_REVISION?.trim() || null;
  if (revision === null && fs.existsSync(path.join(config.repoRoot, '.git'))) {
    try {
      revision = execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: config.repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 5000,
      }).trim();
    } catch {
      revision = null;
    }
  }
  return {
    version:
      env.APP_VERSION?.trim() ||
      (readVersion(path.join(config.repoRoot, 'package.json')) ??
        readVersion(path.join(config.apiDir, 'package.json'))),
    revision,
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function runBackup(
  args: string[],
  config: Config,
  env: NodeJS.ProcessEnv,
  options: CliOptions,
  logger: Logger,
  print: (line: string) => void,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { 'out-dir': { type: 'string' }, keep: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length > 0 || !values['out-dir']) throw new UsageError('backup needs --out-dir');
  let keep: number | undefined;
  if (values.keep !== undefined) {
    keep = Number(values.keep);
    if (!/^\d+$/.test(values.keep) || keep < 1) {
      throw new UsageError('--keep takes a whole number of at least 1');
    }
  }
  const outDir = path.resolve(values['out-dir']);
  const started = Date.now();
  const opened = await openCommandDatabase(config, logger, { serverSelectionTimeoutMS: 10_000 });
  try {
    print(`backing up ${config.dbName} (${opened.description}) into ${outDir}…`);
    const result = await createBackup({
      db: opened.database.db,
      backend: opened.database.backend,
      outDir,
      registryFile: config.remotesFile,
      ...(keep === undefined ? {} : { keep }),
      app: appRelease(config, env),
      ...(options.now ? { now: options.now } : {}),
    });
    const { manifest } = result;
    const documents = manifest.collections.reduce((sum, { count }) => sum + count, 0);
    print(
      `wrote ${result.file} (${megabytes(result.bytes)}, ${seconds(started)}): ` +
        `${manifest.collections.length} collections, ${documents} documents, ` +
        `${manifest.files.length} stored files, the registry file ${config.remotesFile}`,
    );
    for (const skipped of manifest.skippedFiles) {
      print(`left out ${skipped.filename} of ${skipped.bucket}: ${skipped.reason}`);
    }
    for (const file of result.removed) print(`removed ${file}`);
    return 0;
  } finally {
    await opened.close();
  }
}

async function runRestore(
  args: string[],
  config: Config,
  logger: Logger,
  print: (line: string) => void,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { force: { type: 'boolean' }, 'registry-out': { type: 'string' } },
    allowPositionals: true,
  });
  const [archive, ...rest] = positionals;
  if (archive === undefined || rest.length > 0) throw new UsageError('restore needs one archive');
  const file = path.resolve(archive);
  if (!fs.existsSync(file)) throw new UsageError(`no such archive: ${file}`);
  const started = Date.now();
  const opened = await openCommandDatabase(config, logger, { serverSelectionTimeoutMS: 10_000 });
  try {
    print(`restoring into ${config.dbName} (${opened.description})`);
    const registryOut = values['registry-out'];
    const result = await restoreBackup({
      db: opened.database.db,
      file,
      force: values.force === true,
      registryFile: config.remotesFile,
      ...(registryOut === undefined ? {} : { registryOut: path.resolve(registryOut) }),
      print,
    });
    const { registry } = result;
    if (!registry) {
      print('the archive holds no registry file');
    } else if (registry.writtenTo) {
      print(`wrote the archive's registry file to ${registry.writtenTo}`);
    } else if (registry.sameAsCurrent === true) {
      print(`the archive's registry file equals REMOTES_FILE (${config.remotesFile})`);
    } else {
      // The registry file is configuration (in a cluster, the chart's), not data: it is only
      // written when asked, where asked.
      print(
        `the archive's registry file ${registry.sameAsCurrent === false ? 'differs from' : 'could not be compared with'} ` +
          `REMOTES_FILE (${config.remotesFile}); it is entry registry/remotes.json of the archive ` +
          '(run again with --registry-out <file> to write it, or tar -xzOf <archive> registry/remotes.json)',
      );
    }
    print(`done in ${seconds(started)}`);
    return 0;
  } finally {
    await opened.close();
  }
}

/** Runs the command; resolves with the process exit code. */
export async function runBackupCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const { env = process.env, print = (line) => console.log(line) } = options;
  const [command, ...args] = argv;
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
    if (command === 'backup') return await runBackup(args, config, env, options, logger, print);
    if (command === 'restore') return await runRestore(args, config, logger, print);
    throw new UsageError(command === undefined ? 'no command' : `unknown command ${command}`);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (
      error instanceof UsageError ||
      (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
    ) {
      print(`${(error as Error).message}\n${USAGE}`);
      return 2;
    }
    const refused =
      error instanceof DatabaseNotEmptyError ||
      (command === 'restore' && error instanceof ArchiveError);
    if (refused) {
      print(`refused, nothing was written: ${error.message}`);
      return 3;
    }
    print(`failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (require.main === module) {
  void runBackupCli(process.argv.slice(2)).then((code) => process.exit(code));
}
