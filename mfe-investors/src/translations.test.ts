import { contentTexts } from '@alu/common';
import { translationGaps } from '@alu/common/testing';
import { declaration } from './declaration';
import {
  DOWNLOAD_PAGE_CONTENT,
  DOWNLOAD_SECTION_PAGES,
} from './features/download-center/downloadPages.data';
import {
  INVESTOR_PAGE_INFO,
  INVESTOR_SECTION_PAGES,
} from './features/investors/investorPages.data';
import { investorsTexts } from './shared/i18n/investorsTexts';

// Translated so far: the menus, every page's title, description, header and side menu, and
// the download center. (The investors pages' bodies read their content through the
// catalogue too; their texts are still to come.)
test('the investors menus and page headers are written in English and Bulgarian', () => {
  const texts = [
    ...contentTexts([INVESTOR_PAGE_INFO, DOWNLOAD_PAGE_CONTENT]),
    INVESTOR_SECTION_PAGES.menuLabel,
    DOWNLOAD_SECTION_PAGES.menuLabel,
    'Investitori',
    'Centro download',
  ];
  expect(translationGaps(investorsTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});
