// `npm start`: build what is missing, then run database, API, remotes and shell.
// `npm run start:cluster` (`--instances=2`): two API processes on one shared database, the
// shell's proxy taking them in turn (see "Production" in the README).
import { ALL_WORKSPACES, buildWorkspaces } from './build.mjs';
import { startStack } from './stack.mjs';

const instancesArg = process.argv.find((arg) => arg.startsWith('--instances='));
const apiInstances = instancesArg ? Number(instancesArg.split('=')[1]) : 1;
if (!Number.isInteger(apiInstances) || apiInstances < 1) {
  console.error('--instances must be a positive integer');
  process.exit(1);
}

buildWorkspaces(ALL_WORKSPACES, { force: false });

const stack = await startStack({ apiInstances });
const apis = [stack.apiOrigin].flat().join(', ');
console.log(`\n  Site ready: ${stack.url}  (API: ${apis})\n  (Ctrl-C stops everything)\n`);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
