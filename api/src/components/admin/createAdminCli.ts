// `npm run admin:create -w api`: adds an administrator, or sets a new password for an existing
// one (which ends that administrator's sessions). Username and password come from
// ADMIN_USERNAME/ADMIN_PASSWORD, or are asked for on the terminal (the password without echo).
//
// Database: MONGODB_URI when set; otherwise the embedded FerretDB of the running site (on
// FERRETDB_PORT), or, when the site is not running, the embedded FerretDB started here on
// DATA_DIR for the time of the command.
import readline from 'node:readline';
import { Writable } from 'node:stream';
import {
  commandSettings,
  openCommandDatabase,
  type CommandDatabase,
} from '../../platform/database/commandDatabase';
import { ValidationError } from '../../platform/errors/domainErrors';
import type { Logger } from '../../platform/logging/logger';
import { createOrResetAdmin } from './adminAccounts';

export interface Prompter {
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
  close(): void;
}

/** Questions on a terminal; a hidden answer is not echoed. */
export function terminalPrompter(
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Prompter {
  let muted = false;
  const echo = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) output.write(chunk);
      callback();
    },
  });
  const rl = readline.createInterface({ input, output: echo, terminal: true });
  return {
    ask(question, { hidden = false } = {}) {
      return new Promise((resolve) => {
        output.write(question);
        muted = hidden;
        rl.question('', (answer) => {
          muted = false;
          if (hidden) output.write('\n');
          resolve(answer);
        });
      });
    },
    close: () => rl.close(),
  };
}

export interface CreateAdminOptions {
  env?: NodeJS.ProcessEnv;
  prompter?: () => Prompter;
  /** Messages for the operator. */
  print?: (line: string) => void;
  logger?: Logger;
}

/** Runs the command; resolves with the process exit code. */
export async function runCreateAdmin(options: CreateAdminOptions = {}): Promise<number> {
  const { env = process.env, print = (line) => console.log(line) } = options;
  // The first-administrator variables are this command's input, and it signs no tokens.
  const settings = commandSettings(env, {
    logger: options.logger,
    needsDatabaseInProduction: false,
  });
  if ('problem' in settings) {
    print(settings.problem);
    return 1;
  }
  const { config, logger } = settings;

  let username = env.ADMIN_USERNAME?.trim() ?? '';
  let password = env.ADMIN_PASSWORD ?? '';
  if (username === '' || password === '') {
    if (!options.prompter && !process.stdin.isTTY) {
      print('Set ADMIN_USERNAME and ADMIN_PASSWORD, or run the command on a terminal.');
      return 1;
    }
    const prompter = (options.prompter ?? terminalPrompter)();
    try {
      if (username === '') username = (await prompter.ask('Username: ')).trim();
      if (password === '') {
        password = await prompter.ask('Password: ', { hidden: true });
        const again = await prompter.ask('Password again: ', { hidden: true });
        if (again !== password) {
          print('The passwords differ; nothing was changed.');
          return 1;
        }
      }
    } finally {
      prompter.close();
    }
  }

  let opened: CommandDatabase | undefined;
  try {
    opened = await openCommandDatabase(config, logger);
    const outcome = await createOrResetAdmin(opened.database.db, username, password);
    print(
      outcome === 'created'
        ? `Administrator "${username}" created.`
        : `Administrator "${username}": new password set; existing sessions ended.`,
    );
    return 0;
  } catch (error) {
    print(
      error instanceof ValidationError
        ? `Not changed: ${error.message}.`
        : `Failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await opened?.close();
  }
}

if (require.main === module) {
  void runCreateAdmin().then((code) => process.exit(code));
}
