import {
  APPLICATION_FORM_PATH,
  translatedSearchModule,
  type SearchEntry,
  type SearchModule,
} from '@alu/common';
import { applicationFormMeta } from '../features/careers/application-form/applicationForm.data';
import { CAREER_PAGES, careerPagePath, careerPages } from '../features/careers/careerPages.data';
import {
  COMPANY_PAGE_INFO,
  COMPANY_PAGES,
  companyPagePath,
} from '../features/company/companyPages.data';
import { disclosurePolicy } from '../features/legal/disclosurePolicy.data';
import { personalDataText } from '../features/legal/personalData.data';
import { termsOfUse } from '../features/legal/termsOfUse.data';
import { MARKET_KEYS, marketPath, markets } from '../features/markets/markets.data';
import {
  SUSTAINABILITY_CONTENT,
  SUSTAINABILITY_PAGES,
  sustainabilityPagePath,
} from '../features/sustainability/sustainability.data';

const GROUP = 'Azienda';

const page = (href: string, title: string, description: string): SearchEntry => ({
  key: `page:${href}`,
  kind: 'page',
  title,
  detail: description,
  href,
  searchable: [description],
});

/** Every page of the corporate sections and the legal pages, and the policies they offer. */
function entries(): SearchEntry[] {
  return [
    ...COMPANY_PAGES.map((key) =>
      page(companyPagePath(key), COMPANY_PAGE_INFO[key].label, COMPANY_PAGE_INFO[key].description),
    ),
    ...MARKET_KEYS.map((key) =>
      page(marketPath(key), markets[key].title, markets[key].description),
    ),
    ...SUSTAINABILITY_PAGES.map((key) =>
      page(
        sustainabilityPagePath(key),
        SUSTAINABILITY_CONTENT[key].label,
        SUSTAINABILITY_CONTENT[key].description,
      ),
    ),
    ...CAREER_PAGES.map((key) =>
      page(careerPagePath(key), careerPages[key].meta.title, careerPages[key].meta.description),
    ),
    page(APPLICATION_FORM_PATH, applicationFormMeta.title, applicationFormMeta.description),
    ...(
      [
        ['/disclosure-policy', disclosurePolicy],
        ['/terms-of-use', termsOfUse],
        ['/personal-data', personalDataText],
      ] as const
    ).map(([href, text]) => page(href, text.meta.title, text.meta.description)),
    // The policies are the API's documents: the site search finds them there, by their titles.
  ];
}

const italian = entries();

/**
 * The corporate remote's `./search` module: its pages, from the data the pages show (its
 * documents are the API's, which the site search reads itself); the other languages' dictionaries are fetched only when their visitors search.
 */
const search: SearchModule = translatedSearchModule({
  group: GROUP,
  order: 0,
  entries: italian,
  dictionaries: {
    en: () => import('../shared/i18n/corporateTexts.en'),
    bg: () => import('../shared/i18n/corporateTexts.bg'),
  },
});

export default search;
