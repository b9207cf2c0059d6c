// `node site-server/src/main.ts`: the site server as its own process, configured by the
// environment (see config/config.ts and docs).
import { ConfigError, loadConfig } from './config/config.ts';
import { startSiteServer } from './app/createSiteServer.ts';

function configOrExit() {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
const server = await startSiteServer(config);
console.log(
  `site server on http://${config.host}:${config.port} for ${config.publicOrigin}` +
    ` (API: ${config.apiOrigins.join(', ')})`,
);

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`site server: ${signal}, closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// Started by a launcher (npm start, the tests): ends with it, even if it was killed outright.
const parent = Number(process.env.STOP_WITH_PARENT);
if (Number.isInteger(parent) && parent > 0) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      stop('launcher gone');
    }
  }, 1_000).unref();
}
