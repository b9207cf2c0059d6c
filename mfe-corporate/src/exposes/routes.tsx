import { lazyPage, type RemoteRoutesModule } from '@alu/common';
import { HomePage } from '../features/home/HomePage';
import { declaration } from '../declaration';

// The home page ships with the remote's entry because it is the first page most visitors
// see; every other page is its own chunk (`page-<key>`, the name the server's preloads look
// for), fetched when first visited, so the charts of key-figures never weigh on the home page.
const CompanyPage = lazyPage('page-company', () =>
  import(/* webpackChunkName: "page-company" */ '../features/company/CompanyPage').then(
    (module) => module.CompanyPage,
  ),
);
const MarketsPage = lazyPage('page-markets', () =>
  import(/* webpackChunkName: "page-markets" */ '../features/markets/MarketsPage').then(
    (module) => module.MarketsPage,
  ),
);
const SustainabilityPage = lazyPage('page-sustainability', () =>
  import(
    /* webpackChunkName: "page-sustainability" */ '../features/sustainability/SustainabilityPage'
  ).then((module) => module.SustainabilityPage),
);
const CareersPage = lazyPage('page-careers', () =>
  import(/* webpackChunkName: "page-careers" */ '../features/careers/CareersPage').then(
    (module) => module.CareersPage,
  ),
);
const VacancyPage = lazyPage('page-careers', () =>
  import(/* webpackChunkName: "page-careers" */ '../features/careers/VacancyPage').then(
    (module) => module.VacancyPage,
  ),
);
// Administrators only, in the browser (it reads their token): its own chunk.
const VacancyPreviewPage = lazyPage('page-preview', () =>
  import(/* webpackChunkName: "page-preview" */ '../features/careers/VacancyPreviewPage').then(
    (module) => module.VacancyPreviewPage,
  ),
);
const ApplicationFormPage = lazyPage('page-careers', () =>
  import(
    /* webpackChunkName: "page-careers" */ '../features/careers/application-form/ApplicationFormPage'
  ).then((module) => module.ApplicationFormPage),
);
const SitemapPage = lazyPage('page-sitemap', () =>
  import(/* webpackChunkName: "page-sitemap" */ '../features/sitemap/SitemapPage').then(
    (module) => module.SitemapPage,
  ),
);
const DisclosurePolicyPage = lazyPage('page-legal', () =>
  import(/* webpackChunkName: "page-legal" */ '../features/legal/legalPages').then(
    (module) => module.DisclosurePolicyPage,
  ),
);
const TermsOfUsePage = lazyPage('page-legal', () =>
  import(/* webpackChunkName: "page-legal" */ '../features/legal/legalPages').then(
    (module) => module.TermsOfUsePage,
  ),
);
const PersonalDataPage = lazyPage('page-legal', () =>
  import(/* webpackChunkName: "page-legal" */ '../features/legal/legalPages').then(
    (module) => module.PersonalDataPage,
  ),
);

const routes: RemoteRoutesModule = {
  declaration,
  // Only the server's sitemap asks for these (a chunk the browser never fetches).
  pagePaths: (context) =>
    import(/* webpackChunkName: "page-paths" */ './pagePaths').then((module) =>
      module.pagePaths(context),
    ),
  areaLabel: 'Azienda',
  pages: {
    home: HomePage,
    company: CompanyPage,
    markets: MarketsPage,
    sustainability: SustainabilityPage,
    careers: CareersPage,
    vacancy: VacancyPage,
    'vacancy-preview': VacancyPreviewPage,
    'application-form': ApplicationFormPage,
    sitemap: SitemapPage,
    'disclosure-policy': DisclosurePolicyPage,
    'terms-of-use': TermsOfUsePage,
    'personal-data': PersonalDataPage,
  },
};

export default routes;
