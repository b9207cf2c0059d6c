import type { RemoteRegistryEntry } from '@alu/common';
import type { PageView } from '../../shared/releaseHealthQueue';
import { labelEvent, ownerOfStack } from './eventLabels';

const PAGE = 'https://www.example.com/news/an-article?utm_source=mail#top';
const registry: RemoteRegistryEntry[] = [
  {
    name: 'news',
    entry: 'https://cdn.example.com/news/2.4.0-abc/mf-manifest.json',
    version: '2.4.0-abc',
  },
  // A remote on the site's own origin, in a folder: its files are not the shell's.
  { name: 'products', entry: '/remotes/products/mf-manifest.json', version: '1.0.0-x' },
  // The registry file's own entry carries no version.
  { name: 'contacts', entry: 'http://localhost:3003/mf-manifest.json' },
];
const firstView: PageView = { kind: 'view', owner: 'news', route: '/news/:slug' };

describe('labels', () => {
  test('a page view names its remote, the version the page ran and the route template', () => {
    expect(
      labelEvent({ kind: 'view', owner: 'news', route: '/news/:slug' }, firstView, registry),
    ).toEqual({
      kind: 'view',
      remote: 'news',
      version: '2.4.0-abc',
      route: '/news/:slug',
    });
  });

  test('a remote served from the registry file is labelled registry-file', () => {
    expect(
      labelEvent(
        { kind: 'error', error: 'load', owner: 'contacts', route: '/contacts' },
        firstView,
        registry,
      ),
    ).toEqual({
      kind: 'error',
      error: 'load',
      remote: 'contacts',
      version: 'registry-file',
      route: '/contacts',
    });
  });

  test("the shell's own pages and areas carry the shell's build id", () => {
    expect(labelEvent({ kind: 'view', route: '/search' }, firstView, registry)).toEqual({
      kind: 'view',
      remote: 'shell',
      version: 'development',
      route: '/search',
    });
    expect(
      labelEvent({ kind: 'error', error: 'render', owner: undefined }, firstView, registry),
    ).toMatchObject({
      remote: 'shell',
      version: 'development',
    });
  });

  test('what happened before the first view is counted on its route', () => {
    expect(
      labelEvent({ kind: 'error', error: 'load', owner: 'news' }, firstView, registry),
    ).toEqual({
      kind: 'error',
      error: 'load',
      remote: 'news',
      version: '2.4.0-abc',
      route: '/news/:slug',
    });
  });

  test('nothing of the address (path values, query, fragment) is ever in a label', () => {
    const events = [
      labelEvent({ kind: 'view', owner: 'news', route: '/news/:slug' }, firstView, registry),
      labelEvent({ ...firstView, kind: 'cls', value: 0.05 }, firstView, registry),
      labelEvent(
        {
          kind: 'error',
          error: 'uncaught',
          stack: `Error at ${PAGE}\n at https://cdn.example.com/news/2.4.0-abc/812.js:1:2`,
        },
        firstView,
        registry,
      ),
    ];
    expect(events.every(Boolean)).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/an-article|utm_source|#top|example\.com/);
  });

  test('a route template longer than a label may be is cut', () => {
    const route = `/${'a'.repeat(300)}`;
    expect(labelEvent({ kind: 'view', route }, firstView, registry)?.route).toHaveLength(200);
  });
});

describe('the owner of an uncaught error', () => {
  test("Chrome's stack: the topmost frame in a remote's folder names the remote", () => {
    const stack = [
      'TypeError: Cannot read properties of undefined',
      '    at onClick (https://cdn.example.com/news/2.4.0-abc/article.1a2b3c4d.js:1:900)',
      '    at https://www.example.com/bootstrap.0a9580e8.js:2:100',
    ].join('\n');
    expect(ownerOfStack(stack, registry, PAGE)).toBe('news');
  });

  test("Firefox's and Safari's stacks, and a remote in a folder of the site's own origin", () => {
    const stack = [
      'dispatch@https://www.example.com/main.bf1644fd.js:1:10',
      'render@https://www.example.com/remotes/products/page.11aa22bb.js:3:4',
    ].join('\n');
    expect(ownerOfStack(stack, registry, PAGE)).toBe('products');
  });

  test('the topmost of several remotes’ frames names the remote, whatever the registry order', () => {
    const stack = [
      'Error: boom',
      '    at https://www.example.com/remotes/products/page.11aa22bb.js:3:4',
      '    at https://cdn.example.com/news/2.4.0-abc/812.js:1:2',
    ].join('\n');
    expect(ownerOfStack(stack, registry, PAGE)).toBe('products');
  });

  test('a remote whose entry is on another port of the same host is told from the shell', () => {
    const stack = 'Error: boom\n    at http://localhost:3003/contacts.js:1:1';
    expect(ownerOfStack(stack, registry, 'http://localhost:8080/contacts')).toBe('contacts');
    expect(
      ownerOfStack(
        'Error\n at http://localhost:8080/main.js:1:1',
        registry,
        'http://localhost:8080/',
      ),
    ).toBe('shell');
  });

  test("an error of the site's own scripts outside every remote's folder is the shell's", () => {
    const stack = 'Error\n    at https://www.example.com/bootstrap.0a9580e8.js:2:100';
    expect(ownerOfStack(stack, registry, PAGE)).toBe('shell');
  });

  test('an extension, a third party or a muted error is nobody’s, and is not sent', () => {
    for (const stack of [
      'Error\n    at chrome-extension://abcdef/content.js:1:1',
      'Error\n    at https://www.googletagmanager.com/gtm.js:1:1',
      '\n',
    ]) {
      expect(ownerOfStack(stack, registry, PAGE)).toBeUndefined();
      expect(
        labelEvent({ kind: 'error', error: 'uncaught', stack }, firstView, registry),
      ).toBeUndefined();
    }
  });

  test('the error is labelled with the matched remote and its version', () => {
    const stack = 'Error\n    at https://cdn.example.com/news/2.4.0-abc/812.js:1:2';
    expect(
      labelEvent({ kind: 'error', error: 'uncaught', stack, route: '/news' }, firstView, registry),
    ).toEqual({
      kind: 'error',
      error: 'uncaught',
      remote: 'news',
      version: '2.4.0-abc',
      route: '/news',
    });
  });
});
