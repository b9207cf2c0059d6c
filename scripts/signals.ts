// A launcher's end: on Ctrl-C (SIGINT) or SIGTERM, `stop` everything it started, once, then exit.
export function stopOnSignals(stop: () => Promise<unknown>): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
