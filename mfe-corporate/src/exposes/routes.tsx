import { lazy } from 'react';
import type { RemoteRoutesModule } from '@alu/common';
import { HomePage } from '../features/home/HomePage';

// The home page ships with the remote's entry because it is the first page most visitors
// see; every other page is its own chunk, fetched when first visited, so the charts of
// key-figures never weigh on the home page.
const CompanyPage = lazy(() =>
  import('../features/company/CompanyPage').then((module) => ({ default: module.CompanyPage })),
);
const MarketsPage = lazy(() =>
  import('../features/markets/MarketsPage').then((module) => ({ default: module.MarketsPage })),
);
const SustainabilityPage = lazy(() =>
  import('../features/sustainability/SustainabilityPage').then((module) => ({
    default: module.SustainabilityPage,
  })),
);
const CareersPage = lazy(() =>
  import('../features/careers/CareersPage').then((module) => ({ default: module.CareersPage })),
);
const SitemapPage = lazy(() =>
  import('../features/sitemap/SitemapPage').then((module) => ({ default: module.SitemapPage })),
);
const DisclosurePolicyPage = lazy(() =>
  import('../features/legal/legalPages').then((module) => ({
    default: module.DisclosurePolicyPage,
  })),
);
const TermsOfUsePage = lazy(() =>
  import('../features/legal/legalPages').then((module) => ({ default: module.TermsOfUsePage })),
);
const PersonalDataPage = lazy(() =>
  import('../features/legal/legalPages').then((module) => ({ default: module.PersonalDataPage })),
);

const routes: RemoteRoutesModule = {
  areaLabel: 'Azienda',
  pages: {
    home: HomePage,
    company: CompanyPage,
    markets: MarketsPage,
    sustainability: SustainabilityPage,
    careers: CareersPage,
    sitemap: SitemapPage,
    'disclosure-policy': DisclosurePolicyPage,
    'terms-of-use': TermsOfUsePage,
    'personal-data': PersonalDataPage,
  },
};

export default routes;
