import fs from 'node:fs';
import path from 'node:path';
import { validateRemotes } from './registry';

describe('validateRemotes', () => {
  it('accepts the committed default registry: six remotes on ports 3001-3006', () => {
    const file = path.resolve(__dirname, '..', '..', 'config', 'remotes.json');
    const result = validateRemotes(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(result).toEqual({
      ok: true,
      value: {
        remotes: ['corporate', 'products', 'contacts', 'investors', 'news', 'admin'].map(
          (name, i) => ({ name, entry: `http://localhost:${3001 + i}/mf-manifest.json` }),
        ),
      },
    });
  });

  it('keeps only name and entry', () => {
    const result = validateRemotes({
      remotes: [{ name: 'a_b-1', entry: 'https://cdn.example/x/mf-manifest.json', extra: 1 }],
    });
    expect(result).toEqual({
      ok: true,
      value: { remotes: [{ name: 'a_b-1', entry: 'https://cdn.example/x/mf-manifest.json' }] },
    });
  });

  it.each([
    ['not an object', []],
    ['no remotes array', { remotes: {} }],
    ['item not an object', { remotes: ['corporate'] }],
    ['upper-case name', { remotes: [{ name: 'Corporate', entry: 'http://localhost:1/' }] }],
    ['name starting with a digit', { remotes: [{ name: '1a', entry: 'http://localhost:1/' }] }],
    ['missing entry', { remotes: [{ name: 'a' }] }],
    ['relative entry', { remotes: [{ name: 'a', entry: '/mf-manifest.json' }] }],
    ['non-http entry', { remotes: [{ name: 'a', entry: 'javascript:alert(1)' }] }],
    [
      'duplicate name',
      {
        remotes: [
          { name: 'a', entry: 'http://localhost:1/' },
          { name: 'a', entry: 'http://localhost:2/' },
        ],
      },
    ],
  ])('rejects %s', (_label, input) => {
    const result = validateRemotes(input);
    expect(result.ok).toBe(false);
  });
});
