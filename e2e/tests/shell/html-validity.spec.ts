import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { localePrefix, SITE_LOCALES, type NewsItem } from '@alu/common/contracts';
import { expect, test } from '../../support/test';

/** The W3C HTML checker (Nu), shipped by the npm package vnu-jar, run on the machine's Java. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The checker's CSS profile predates two standard properties the inlined style sheets use:
 * `size-adjust` (CSS Fonts 5, in the fallback font faces) and `paint-order` (the map's
 * labels). Only those two reports are left out; every other HTML or CSS error counts.
 */
const OUTDATED_CSS_PROFILE = '.*Property .(size-adjust|paint-order). doesn.t exist.*';

interface VnuMessage {
  readonly type: string;
  readonly url: string;
  readonly message: string;
  readonly lastLine?: number;
}

test('the server HTML of the key pages has no error for the W3C checker, in every language', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const [article] = (await (await request.get('/api/news')).json()) as NewsItem[];
  if (!article) throw new Error('the seed has no news');
  const pages = [
    '',
    '/products/rolled-foils/household-foil',
    `/news/${article.url}`,
    '/contacts/sales-department',
  ];
  const dir = mkdtempSync(path.join(tmpdir(), 'alu-vnu-'));
  const files: string[] = [];
  for (const prefix of SITE_LOCALES.map(localePrefix)) {
    for (const page of pages) {
      const address = `${prefix}${page}` || '/';
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const file = path.join(dir, `${address.replace(/\W+/g, '_') || 'home'}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
  }
  const run = await promisify(execFile)(
    'java',
    [
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--format',
      'json',
      '--exit-zero-always',
      '--filterpattern',
      OUTDATED_CSS_PROFILE,
      ...files,
    ],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const { messages } = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as {
    messages: readonly VnuMessage[];
  };
  const errors = messages
    .filter((message) => message.type === 'error')
    .map(
      (message) => `${path.basename(message.url)}:${message.lastLine ?? '?'} ${message.message}`,
    );
  expect(errors).toEqual([]);
});
