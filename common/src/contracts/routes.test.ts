import { parseRouteManifest } from './declarationParsing';
import { mergeRouteTables, SHELL_ROUTE_PATHS } from './routes';

describe('parseRouteManifest', () => {
  it('accepts a declaration and keeps only what it knows', () => {
    expect(
      parseRouteManifest({
        routes: [
          { path: '/news', name: 'News', page: 'list', extra: 'dropped' },
          { path: '/admin', name: 'Admin', page: 'panel', chrome: false, serverRendered: false },
        ],
        redirects: [{ path: '/novita', redirectTo: '/news?medias=true' }],
      }),
    ).toEqual({
      ok: true,
      manifest: {
        routes: [
          { path: '/news', name: 'News', page: 'list' },
          { path: '/admin', name: 'Admin', page: 'panel', chrome: false, serverRendered: false },
        ],
        redirects: [{ path: '/novita', redirectTo: '/news?medias=true' }],
      },
    });
  });

  it('names every problem of a declaration that cannot be used', () => {
    expect(
      parseRouteManifest({
        routes: [
          { path: 'news', name: 'News', page: 'list' },
          { path: '/news/<script>', name: 'News', page: 'list' },
          { path: '/news/', name: 'a b', page: 'List', chrome: 'yes' },
        ],
        redirects: [
          { path: '/a/:b', redirectTo: '/c' },
          { path: '/d', redirectTo: '//evil.example' },
        ],
      }),
    ).toEqual({
      ok: false,
      problems: [
        'routes[0].path must be a path such as /news/:url',
        'routes[1].path must be a path such as /news/:url',
        'routes[2].path must be a path such as /news/:url',
        'routes[2].name must be a word such as NewsArticle',
        'routes[2].page must be a page key such as article',
        'routes[2].chrome must be true or false',
        'redirects[0].path must be a path without parameters',
        'redirects[1].redirectTo must be a path of the site',
      ],
    });
    expect(parseRouteManifest({ routes: [] })).toEqual({
      ok: false,
      problems: ['routes must not be empty'],
    });
    expect(parseRouteManifest([])).toEqual({
      ok: false,
      problems: ['expected an object with "routes"'],
    });
    const many = Array.from({ length: 101 }, (_, i) => ({ path: `/p${i}`, name: 'P', page: 'p' }));
    expect(parseRouteManifest({ routes: many })).toEqual({
      ok: false,
      problems: ['routes holds more than 100 entries'],
    });
  });
});

describe('mergeRouteTables', () => {
  const news = {
    name: 'news',
    routes: {
      routes: [
        { path: '/news', name: 'News', page: 'list' },
        { path: '/news/:url', name: 'NewsArticle', page: 'article' },
      ],
      redirects: [{ path: '/novita', redirectTo: '/news' }],
    },
  };

  it('puts the remotes together in registry order, each route with its remote', () => {
    const table = mergeRouteTables([news, { name: 'down' }], SHELL_ROUTE_PATHS);
    expect(table.routes.map((route) => `${route.remote} ${route.path}`)).toEqual([
      'news /news',
      'news /news/:url',
    ]);
    expect(table.redirects).toEqual([{ path: '/novita', redirectTo: '/news', remote: 'news' }]);
    expect(table.conflicts).toEqual([]);
  });

  it('lets the first claim of a path win, whatever its parameters are called', () => {
    const later = {
      name: 'blog',
      routes: {
        routes: [
          { path: '/news/:slug', name: 'Post', page: 'post' },
          { path: '/blog', name: 'Blog', page: 'list' },
          { path: '/newsletter/unsubscribe', name: 'Leave', page: 'leave' },
        ],
        redirects: [{ path: '/novita', redirectTo: '/blog' }],
      },
    };
    const table = mergeRouteTables([news, later], SHELL_ROUTE_PATHS);
    expect(table.routes.map((route) => `${route.remote} ${route.path}`)).toEqual([
      'news /news',
      'news /news/:url',
      'blog /blog',
    ]);
    expect(table.conflicts).toEqual([
      { path: '/news/:slug', remote: 'blog', claimedBy: 'news' },
      { path: '/newsletter/unsubscribe', remote: 'blog', claimedBy: 'shell' },
      { path: '/novita', remote: 'blog', claimedBy: 'news' },
    ]);
    // Registry order decides: listed first, the other remote keeps the paths.
    expect(mergeRouteTables([later, news]).conflicts.map((c) => c.remote)).toEqual([
      'news',
      'news',
    ]);
  });
});
