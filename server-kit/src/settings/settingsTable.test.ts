import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { setting } from './setting.ts';
import {
  generatedRegion,
  markdownTable,
  settingsTable,
  staleRegions,
  withGeneratedRegion,
} from './settingsTable.ts';
import { configurationRegions } from './toolVariables.ts';
import { port, text } from './values.ts';

const CONFIGURATION_DOC = new URL('../../../docs/configuration.md', import.meta.url);

test('a table row per variable: its default, what production wants and its line', () => {
  const table = settingsTable({
    PORT: setting({
      description: 'the port | of the site',
      schema: port,
      default: { production: '80', otherwise: '8080' },
      requiredInProduction: 'the port to listen on',
    }),
    LEVEL: setting({
      description: 'the level',
      schema: text,
      default: { production: 'info', test: 'silent', otherwise: 'info' },
    }),
    KEY: setting({ description: 'a key', schema: text, requiredInProduction: true }),
    DIR: setting({
      description: 'a folder',
      schema: text,
      default: () => '/home/x',
      documentedDefault: '`~/x`',
    }),
  });
  assert.equal(
    table,
    [
      '| variable | default | in production | meaning |',
      '| --- | --- | --- | --- |',
      '| `PORT` | `80` with `NODE_ENV=production`, `8080` otherwise | required (the port to listen on) | the port \\| of the site |',
      '| `LEVEL` | `info`; `silent` with `NODE_ENV=test` |  | the level |',
      '| `KEY` | — | required | a key |',
      '| `DIR` | `~/x` |  | a folder |',
    ].join('\n'),
  );
});

test('a region is rewritten between its markers, the rest of the document kept', () => {
  const document = 'intro\n<!-- generated:a -->\nold\n<!-- end:a -->\noutro\n';
  const written = withGeneratedRegion(document, 'a', markdownTable(['x'], [['1']]));
  assert.equal(
    written,
    'intro\n<!-- generated:a -->\n| x |\n| --- |\n| 1 |\n<!-- end:a -->\noutro\n',
  );
  assert.equal(withGeneratedRegion(written, 'a', '| x |\n| --- |\n| 1 |'), written);
  assert.deepEqual(
    staleRegions(written, { a: () => '| x |\n| --- |\n| 1 |' }, 'npm run docs:config'),
    [],
  );
  assert.deepEqual(
    staleRegions(written, { a: () => '| x |\n| --- |\n| 2 |' }, 'npm run docs:config'),
    ['the "a" table differs from its declarations: run `npm run docs:config`'],
  );
  assert.throws(() => generatedRegion(document, 'b'), /no region "b"/);
});

test("docs/configuration.md lists the commands' variables as declared", () => {
  const document = readFileSync(CONFIGURATION_DOC, 'utf8');
  assert.deepEqual(staleRegions(document, configurationRegions, 'npm run docs:config'), []);
});
