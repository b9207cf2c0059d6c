import type { SectionPages } from '@alu/common/section-page';
import { CAREER_SECTION_PAGES } from '../features/careers/careerPages.data';
import { COMPANY_SECTION_PAGES } from '../features/company/companyPages.data';
import { MARKET_SECTION_PAGES } from '../features/markets/markets.data';
import { SUSTAINABILITY_SECTION_PAGES } from '../features/sustainability/sustainability.data';

const addresses = <K extends string>(pages: SectionPages<K>) => pages.keys.map(pages.pathOf);

/** Every page of the corporate sections (the sitemap's list). */
export const pagePaths: readonly string[] = [
  ...addresses(COMPANY_SECTION_PAGES),
  ...addresses(MARKET_SECTION_PAGES),
  ...addresses(SUSTAINABILITY_SECTION_PAGES),
  ...addresses(CAREER_SECTION_PAGES),
];
