import { contentTexts } from '@alu/common';
import { textKeysInSource, translationGaps } from '@alu/common/testing';
import { declaration } from './declaration';
import {
  DOWNLOAD_PAGE_CONTENT,
  DOWNLOAD_SECTION_PAGES,
} from './features/download-center/downloadPages.data';
import * as downloads from './features/download-center/downloads.data';
import {
  INVESTOR_PAGE_INFO,
  INVESTOR_SECTION_PAGES,
} from './features/investors/investorPages.data';
import * as events from './features/investors/calendar/investorEvents.data';
import * as generalMeetings from './features/investors/general-meetings/generalMeetings.data';
import * as management from './features/investors/management/management.data';
import * as presentations from './features/investors/presentations/presentations.data';
import { SHARES_TEXT } from './features/investors/shares/shares.data';
import { siteConfig } from '@alu/common';
import { investorsTexts } from './shared/i18n/investorsTexts';

test('every text of the investors pages and menus is written in English and Bulgarian', async () => {
  const texts = [
    ...textKeysInSource(__dirname),
    ...contentTexts([INVESTOR_PAGE_INFO, DOWNLOAD_PAGE_CONTENT, downloads]),
    ...contentTexts([events, generalMeetings, management, presentations, SHARES_TEXT]),
    siteConfig.investors.relations.name,
    siteConfig.investors.relations.role,
    INVESTOR_SECTION_PAGES.menuLabel,
    DOWNLOAD_SECTION_PAGES.menuLabel,
    'Investitori',
    'Centro download',
  ];
  expect(await translationGaps(investorsTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});
