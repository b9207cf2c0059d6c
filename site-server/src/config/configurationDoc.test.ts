import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { staleRegions } from '@alu/server-kit';
import { configurationRegions } from './configurationDoc.ts';
import { ROOT } from './siteSettings.ts';

test("docs/configuration.md's site server table is the one its settings make", () => {
  const document = readFileSync(path.join(ROOT, 'docs', 'configuration.md'), 'utf8');
  assert.deepEqual(staleRegions(document, configurationRegions, 'npm run docs:config'), []);
});
