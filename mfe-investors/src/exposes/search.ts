import { translatedSearchModule, type SearchEntry, type SearchModule } from '@alu/common';
import type { DocumentListItem } from '@alu/common/document-list';
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
import { PRESENTATIONS } from '../features/investors/presentations/presentations.data';

const GROUP = 'Investitori';

const page = (href: string, meta: { title: string; description: string }): SearchEntry => ({
  key: `page:${href}`,
  kind: 'page',
  title: meta.title,
  detail: meta.description,
  href,
  searchable: [meta.description],
});

const document = (item: DocumentListItem, where: string): SearchEntry => ({
  key: `document:${item.name}`,
  kind: 'document',
  title: item.name,
  detail: [item.detail, item.format, where].filter(Boolean).join(' · '),
  href: item.href,
  searchable: [item.detail ?? '', where],
});

/** The investor and download pages, and every document they offer (reports, certificates…). */
function entries(): SearchEntry[] {
  return [
    ...INVESTOR_PAGES.map((key) => page(investorPagePath(key), INVESTOR_PAGE_INFO[key].meta)),
    ...DOWNLOAD_PAGES.map((key) => page(downloadPagePath(key), DOWNLOAD_PAGE_CONTENT[key].meta)),
    ...DOWNLOAD_PAGES.flatMap((key) =>
      DOWNLOAD_PAGE_CONTENT[key].documents.map((item) =>
        document(item, DOWNLOAD_PAGE_CONTENT[key].meta.title),
      ),
    ),
    ...PRESENTATIONS.map((item) => document(item, INVESTOR_PAGE_INFO.presentations.meta.title)),
  ];
}

/** One entry per document: a document offered on two pages is found once. */
const italian = [...new Map(entries().map((entry) => [entry.key, entry])).values()];

/**
 * The investors remote's `./search` module: its pages and documents, from the data the pages
 * show; the other languages' dictionaries are fetched only when their visitors search.
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
