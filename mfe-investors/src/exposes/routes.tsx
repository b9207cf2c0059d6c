import { lazy } from 'react';
import type { RemoteRoutesModule } from '@alu/common';

// Each area is its own chunk, fetched on its first visit.
const InvestorsPage = lazy(() =>
  import(/* webpackChunkName: "investors-pages" */ '../features/investors/InvestorsPage').then(
    (module) => ({ default: module.InvestorsPage }),
  ),
);
const DownloadCenterPage = lazy(() =>
  import(
    /* webpackChunkName: "download-center" */ '../features/download-center/DownloadCenterPage'
  ).then((module) => ({ default: module.DownloadCenterPage })),
);

const routes: RemoteRoutesModule = {
  areaLabel: 'Investitori',
  pages: {
    investors: InvestorsPage,
    downloads: DownloadCenterPage,
  },
};

export default routes;
