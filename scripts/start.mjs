// `npm start`: build what is missing, then run database, API, remotes and shell.
import { ALL_WORKSPACES, buildWorkspaces } from './build.mjs';
import { startStack } from './stack.mjs';

buildWorkspaces(ALL_WORKSPACES, { force: false });

const stack = await startStack();
console.log(`\n  Site ready: ${stack.url}\n  (Ctrl-C stops everything)\n`);

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
