import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from '#api/platform/logging/logger';
import { tempDir } from '../test-support/helpers';
import { ferretDbArgs, ferretDbUri, startFerretDb } from './ferretdb';

describe('ferretDbArgs', () => {
  it('runs the SQLite handler in the data dir, on loopback, without telemetry or debug listener', () => {
    expect(ferretDbArgs('/data dir', 27117)).toEqual([
      '--handler=sqlite',
      '--sqlite-url=file:///data%20dir/ferretdb/',
      '--listen-addr=127.0.0.1:27117',
      '--telemetry=disable',
      `--state-dir=${path.join('/data dir', 'ferretdb-state')}`,
      '--debug-addr=-',
      '--log-format=json',
    ]);
    expect(ferretDbUri(27117)).toBe('mongodb://127.0.0.1:27117/?directConnection=true');
  });
});

describe('startFerretDb', () => {
  it('rejects promptly when the binary cannot be run', async () => {
    const dataDir = tempDir('alu-api-nobinary-');
    await expect(
      startFerretDb({
        binary: path.join(dataDir, 'no-such-ferretdb'),
        dataDir,
        port: 0,
        apiDir: dataDir,
        logger: createLogger('silent'),
      }),
    ).rejects.toThrow(/FerretDB could not be started .*ENOENT/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
