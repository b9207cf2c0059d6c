// `npm start`: build what is missing, then run database, API, remotes and shell.
// `npm run start:cluster` (`--instances=2`): two API processes on one shared database, the
// shell's proxy taking them in turn (see docs/production.md).
import { createRequire } from 'node:module';
import { ALL_WORKSPACES, buildWorkspaces } from './build.ts';
import { startStack } from './stack.ts';
import { stopOnSignals } from './signals.ts';

const require = createRequire(import.meta.url);

const instancesArg = process.argv.find((arg) => arg.startsWith('--instances='));
const apiInstances = instancesArg ? Number(instancesArg.split('=')[1]) : 1;
if (!Number.isInteger(apiInstances) || apiInstances < 1) {
  console.error('--instances must be a positive integer');
  process.exit(1);
}

buildWorkspaces(ALL_WORKSPACES, { force: false });

// A development administrator with the documented password, created when the database has
// none (the API refuses that password in production). ADMIN_* in the environment win.
const { DEVELOPMENT_ADMIN_PASSWORD } =
  require('../api/dist/platform/passwords/passwordPolicy.js') as {
    DEVELOPMENT_ADMIN_PASSWORD: string;
  };
const developmentAdmin: Record<string, string> =
  process.env.ADMIN_USERNAME || process.env.NODE_ENV === 'production'
    ? {}
    : { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: DEVELOPMENT_ADMIN_PASSWORD };

const stack = await startStack({ apiInstances, apiEnv: developmentAdmin });
const apis = [stack.apiOrigin].flat().join(', ');
const admin = developmentAdmin.ADMIN_USERNAME
  ? `\n  Admin: ${stack.url}/admin (${developmentAdmin.ADMIN_USERNAME} / ${developmentAdmin.ADMIN_PASSWORD}, if no administrator existed)`
  : '';
const mail = stack.mailUrl ? `\n  Mail to staff: ${stack.mailUrl} (local catcher)` : '';
console.log(
  `\n  Site ready: ${stack.url}  (API: ${apis})${admin}${mail}\n  (Ctrl-C stops everything)\n`,
);

stopOnSignals(() => stack.stop());
