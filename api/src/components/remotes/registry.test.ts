import fs from 'node:fs';
import path from 'node:path';
import { validateRemotes } from './registry';
import { findApiDir } from '../../config/config';

describe('validateRemotes', () => {
  it('accepts the committed default registry: six remotes on ports 3001-3006', () => {
    const file = path.join(findApiDir(), 'config', 'remotes.json');
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

  it('keeps the pages an operator pins for an entry, and names what is wrong with them', () => {
    const routes = { routes: [{ path: '/news', name: 'News', page: 'list' }] };
    const entry = { name: 'news', entry: 'https://cdn.example/news/1/mf-manifest.json' };
    expect(validateRemotes({ remotes: [{ ...entry, routes }] })).toEqual({
      ok: true,
      value: { remotes: [{ ...entry, routes }] },
    });
    expect(
      validateRemotes({ remotes: [{ ...entry, routes: { routes: [{ path: 'news' }] } }] }),
    ).toEqual({
      ok: false,
      problems: [
        'remotes[0].routes: routes[0].path must be a path such as /news/:url',
        'remotes[0].routes: routes[0].name must be a word such as NewsArticle',
        'remotes[0].routes: routes[0].page must be a page key such as article',
      ],
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
