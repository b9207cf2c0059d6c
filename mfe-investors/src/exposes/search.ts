import { translatedSearchModule, type SearchEntry, type SearchModule } from '@alu/common';
import {
  DOWNLOAD_PAGE_CONTENT,
  DOWNLOAD_PAGES,
  downloadPagePath,
} from '../features/download-center/downloadPages.data';
import {
  INVESTOR_PAGE_INFO,
  INVESTOR_PAGES,
  investorPagePath,
} from '../features/investors/investorPages.data';

const GROUP = 'Investitori';

const page = (href: string, meta: { title: string; description: string }): SearchEntry => ({
  key: `page:${href}`,
  kind: 'page',
  title: meta.title,
  detail: meta.description,
  href,
  searchable: [meta.description],
});

/**
 * The investor and download pages. Their documents (reports, certificates, presentations…)
 * are the API's, which the site search finds through `GET /api/search`.
 */
const italian: SearchEntry[] = [
  ...INVESTOR_PAGES.map((key) => page(investorPagePath(key), INVESTOR_PAGE_INFO[key].meta)),
  ...DOWNLOAD_PAGES.map((key) => page(downloadPagePath(key), DOWNLOAD_PAGE_CONTENT[key].meta)),
];

/**
 * The investors remote's `./search` module: its pages, from the data the pages show; the other
 * languages' dictionaries are fetched only when their visitors search.
 */
const search: SearchModule = translatedSearchModule({
  group: GROUP,
  order: 3,
  entries: italian,
  dictionaries: {
    en: () => import('../shared/i18n/investorsTexts.en'),
    bg: () => import('../shared/i18n/investorsTexts.bg'),
  },
});

export default search;
