// Jest global setup: one real FerretDB (temp data dir, free port) shared by the API tests.
// Its URI reaches the tests through process.env.TEST_MONGODB_URI.
// First: what follows names production modules as `#api/<path>` (see the module).
import './sourceResolution';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '#api/config/config';
import { ensureFerretDbBinary, startFerretDb } from '../ferretdb/ferretdb';
import { createLogger } from '#api/platform/logging/logger';
import { setSharedFerretDb } from './shared';

export default async function globalSetup(): Promise<void> {
  const config = loadConfig(process.env, { nodeEnv: 'test' });
  const logger = createLogger(process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'silent');
  await ensureFerretDbBinary(config.ferretdbBin, config.apiDir, logger);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alu-api-test-'));
  const ferretdb = await startFerretDb({
    binary: config.ferretdbBin,
    dataDir,
    port: 0,
    apiDir: config.apiDir,
    logger,
  });
  process.env.TEST_MONGODB_URI = ferretdb.uri;
  setSharedFerretDb({ ferretdb, dataDir });
}
