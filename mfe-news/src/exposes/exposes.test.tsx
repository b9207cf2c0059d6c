import { remoteContractProblems, routesOfRemote } from '@alu/common';
import { LatestNewsStrip } from '../features/latest-strip/LatestNewsStrip';
import { NewsArticlePage } from '../features/article/NewsArticlePage';
import * as stripModule from './LatestNewsStrip';
import LatestNewsStripModule from './LatestNewsStrip';
import * as routesModule from './routes';
import routes from './routes';

describe('federated modules of the news remote', () => {
  it('keeps the federation contract (exposes.json, route table, shapes)', () => {
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

  it('./routes supplies a page for every news route of the table', () => {
    expect(routes.areaLabel).toBe('Notizie');
    for (const route of routesOfRemote('news')) {
      expect(typeof routes.pages[route.page]).toBe('function');
    }
    expect(routes.pages.article).toBe(NewsArticlePage);
  });
});
