import fs from 'node:fs';
import path from 'node:path';
import { staleRegions } from '@alu/server-kit';
import { configurationRegions, duration } from './configurationDoc';

const CONFIGURATION_DOC = path.resolve(__dirname, '..', '..', '..', 'docs', 'configuration.md');

describe('docs/configuration.md', () => {
  it("holds the API's settings and rate limits as they are declared", () => {
    const document = fs.readFileSync(CONFIGURATION_DOC, 'utf8');
    expect(staleRegions(document, configurationRegions, 'npm run docs:config')).toEqual([]);
  });

  it('says a window the way one reads it', () => {
    expect([60, 900, 3600, 7200, 45].map(duration)).toEqual([
      'minute',
      '15 minutes',
      'hour',
      '2 hours',
      '45 seconds',
    ]);
  });
});
