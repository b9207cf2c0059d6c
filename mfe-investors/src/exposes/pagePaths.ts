import type { SectionPages } from '@alu/common/section-page';
import { DOWNLOAD_SECTION_PAGES } from '../features/download-center/downloadPages.data';
import { INVESTOR_SECTION_PAGES } from '../features/investors/investorPages.data';

const addresses = <K extends string>(pages: SectionPages<K>) => pages.keys.map(pages.pathOf);

/** Every investors and download-center page (the sitemap's list). */
export const pagePaths: readonly string[] = [
  ...addresses(INVESTOR_SECTION_PAGES),
  ...addresses(DOWNLOAD_SECTION_PAGES),
];
