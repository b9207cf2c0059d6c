import { lazyPage, type RemoteRoutesModule } from '@alu/common';
import { declaration } from '../declaration';

// Each area is its own chunk (`page-<key>`, the name the server's preloads and inlined styles
// look for), fetched on its first visit.
const InvestorsPage = lazyPage('page-investors', () =>
  import(/* webpackChunkName: "page-investors" */ '../features/investors/InvestorsPage').then(
    (module) => module.InvestorsPage,
  ),
);
const DownloadCenterPage = lazyPage('page-downloads', () =>
  import(
    /* webpackChunkName: "page-downloads" */ '../features/download-center/DownloadCenterPage'
  ).then((module) => module.DownloadCenterPage),
);

const routes: RemoteRoutesModule = {
  declaration,
  // Only the server's sitemap asks for these (a chunk the browser never fetches).
  pagePaths: () =>
    import(/* webpackChunkName: "page-paths" */ './pagePaths').then((module) => module.pagePaths),
  areaLabel: 'Investitori',
  pages: {
    investors: InvestorsPage,
    downloads: DownloadCenterPage,
  },
};

export default routes;
