// `node site-server/src/main.ts`: the site server as its own process, configured by the
// environment (see config/config.ts and docs): its JSON log on stdout, its metrics on their own
// listener, and on SIGTERM or SIGINT a graceful end (not ready at once, serving out the
// shutdown delay, then finishing what it has).
import { metricsPort, serviceLogger, startMetricsServer, stopMetricsServer } from '@alu/server-kit';
import type { Server } from 'node:http';
import { startSiteServer } from './app/createSiteServer.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { siteMetrics } from './observability/siteMetrics.ts';

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
const logger = serviceLogger('site', config.logLevel);
const metrics = siteMetrics();
const { server, lifecycle } = await startSiteServer(config, { logger, metrics });
let metricsServer: Server | undefined;
if (config.metrics) {
  metricsServer = await startMetricsServer(
    metrics.registry,
    config.metrics.port,
    config.metrics.host,
  );
}
const metricsUrl = metricsServer
  ? `http://${config.metrics?.host}:${metricsPort(metricsServer)}/metrics`
  : undefined;
logger.info(
  {
    url: `http://${config.host}:${config.port}`,
    publicOrigin: config.publicOrigin,
    apiOrigins: config.apiOrigins,
    metricsUrl,
  },
  'site server listening',
);
// Launchers wait for this line (the log above may be silenced).
console.log(`site server on http://${config.host}:${config.port} for ${config.publicOrigin}`);

let stopping = false;
function stop(reason: string) {
  if (stopping) return;
  stopping = true;
  logger.info(
    { reason, ...config.shutdown },
    'stopping: not ready, serving out the delay, then closing',
  );
  // Whatever happens, the process ends within the shutdown timeout (and a little for the log).
  setTimeout(() => process.exit(0), config.shutdown.timeoutMs + 1000).unref();
  lifecycle
    .drain(server, config.shutdown)
    .then(() => (metricsServer ? stopMetricsServer(metricsServer) : undefined))
    .then(
      () => {
        logger.info('site server stopped');
        logger.flush(() => process.exit(0));
      },
      (err: unknown) => {
        logger.error({ err }, 'stopping failed');
        process.exit(1);
      },
    );
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
