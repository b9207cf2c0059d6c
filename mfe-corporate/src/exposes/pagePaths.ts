import { APPLICATION_FORM_PATH, CAREERS_API, type PagePathsContext } from '@alu/common';
import type { SectionPages } from '@alu/common/section-page';
import { CAREER_SECTION_PAGES, vacancyPath } from '../features/careers/careerPages.data';
import { toVisibleCareers } from '../features/careers/openPositionsApi';
import { COMPANY_SECTION_PAGES } from '../features/company/companyPages.data';
import { MARKET_SECTION_PAGES } from '../features/markets/markets.data';
import { SUSTAINABILITY_SECTION_PAGES } from '../features/sustainability/sustainability.data';

const addresses = <K extends string>(pages: SectionPages<K>) => pages.keys.map(pages.pathOf);

/** Every page of the corporate sections. */
const sectionPaths: readonly string[] = [
  ...addresses(COMPANY_SECTION_PAGES),
  ...addresses(MARKET_SECTION_PAGES),
  ...addresses(SUSTAINABILITY_SECTION_PAGES),
  ...addresses(CAREER_SECTION_PAGES),
  APPLICATION_FORM_PATH,
];

/** The pages of the vacancies visible today, as the API lists them to visitors. */
async function vacancyPaths({ apiOrigin, signal }: PagePathsContext): Promise<string[]> {
  const response = await fetch(new URL(CAREERS_API.list, apiOrigin), {
    headers: { Accept: 'application/json' },
    ...(signal && { signal }),
  });
  if (!response.ok) throw new Error(`${CAREERS_API.list} answered ${response.status}`);
  return toVisibleCareers(await response.json()).map((career) => vacancyPath(career._id));
}

/** The sitemap's list: the section pages, and each open vacancy when the API is named. */
export async function pagePaths(context?: PagePathsContext): Promise<readonly string[]> {
  return context ? [...sectionPaths, ...(await vacancyPaths(context))] : sectionPaths;
}
