import type { RemoteRoutesModule } from '@alu/common';
import { HomePage } from '../features/home/HomePage';
import {
  CompanyPlaceholder,
  MarketsPlaceholder,
  SustainabilityPlaceholder,
  CareersPlaceholder,
  SitemapPlaceholder,
  DisclosurePolicyPlaceholder,
  TermsOfUsePlaceholder,
  PersonalDataPlaceholder,
} from '../features/placeholders/placeholderPages';

const routes: RemoteRoutesModule = {
  areaLabel: 'Azienda',
  pages: {
    home: HomePage,
    company: CompanyPlaceholder,
    markets: MarketsPlaceholder,
    sustainability: SustainabilityPlaceholder,
    careers: CareersPlaceholder,
    sitemap: SitemapPlaceholder,
    'disclosure-policy': DisclosurePolicyPlaceholder,
    'terms-of-use': TermsOfUsePlaceholder,
    'personal-data': PersonalDataPlaceholder,
  },
};

export default routes;
