import { remoteContractProblems } from '@alu/common/testing';
import { LatestNewsStrip } from '../features/latest-strip/LatestNewsStrip';
import { NewsArticlePage } from '../features/article/NewsArticlePage';
import * as stripModule from './LatestNewsStrip';
import LatestNewsStripModule from './LatestNewsStrip';
import * as routesModule from './routes';
import routes from './routes';

describe('federated modules of the news remote', () => {
  it('keeps the federation contract (its pages module, declared routes, shapes)', () => {
    expect(
      remoteContractProblems('news', {
        './routes': routesModule,
        './LatestNewsStrip': stripModule,
      }),
    ).toEqual([]);
  });

  it('./LatestNewsStrip default-exports the strip component (what RemoteSlot renders)', () => {
    expect(LatestNewsStripModule).toBe(LatestNewsStrip);
  });

  it('./routes declares the news pages and supplies each of them', () => {
    expect(routes.areaLabel).toBe('Notizie');
    expect(routes.declaration.routes.map((route) => route.path)).toEqual([
      '/news',
      '/news/:url',
      '/news/preview/:id',
    ]);
    // The preview reads the administrator's token: the browser renders it, never the server.
    expect(
      routes.declaration.routes
        .filter((route) => route.serverRendered === false)
        .map((r) => r.page),
    ).toEqual(['preview']);
    for (const route of routes.declaration.routes) {
      expect(typeof routes.pages[route.page]).toBe('function');
    }
    expect(routes.pages.article).toBe(NewsArticlePage);
  });
});
