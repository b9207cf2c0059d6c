import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allowedRemotes } from './allowedRemotes.ts';

const canary = {
  version: '2.0.0',
  percent: 10,
  startedAt: '2026-01-01T10:00:00.000Z',
};

test('a canary served from an origin outside the allowed ones is dropped, its remote kept', () => {
  const document = {
    remotes: [
      {
        name: 'news',
        entry: 'https://cdn.test/news/1/mf-manifest.json',
        canary: { ...canary, entry: 'https://evil.example/news/2/mf-manifest.json' },
      },
      {
        name: 'corporate',
        entry: 'https://cdn.test/corporate/1/mf-manifest.json',
        canary: { ...canary, entry: 'https://cdn.test/corporate/2/mf-manifest.json' },
      },
    ],
  };
  const allowed = allowedRemotes(document, ['https://cdn.test']);
  assert.deepEqual(allowed?.remotes, [
    { name: 'news', entry: 'https://cdn.test/news/1/mf-manifest.json' },
    document.remotes[1],
  ]);
});
