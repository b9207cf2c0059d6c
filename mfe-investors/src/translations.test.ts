import { contentTexts } from '@alu/common';
import { figureGaps, glossaryGaps, textKeysInSource, translationGaps } from '@alu/common/testing';
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
import * as generalMeetings from './features/investors/general-meetings/generalMeetings.data';
import * as management from './features/investors/management/management.data';
import * as presentations from './features/investors/presentations/presentations.data';
import * as annualReports from './shared/reports/annualReports.data';
import { SHARES_TEXT } from './features/investors/shares/shares.data';
import { siteConfig, type SiteLocale } from '@alu/common';
import { personNameIn } from '@alu/common/glossary';
import { investorsTexts } from './shared/i18n/investorsTexts';

const texts = [
  ...textKeysInSource(__dirname),
  ...contentTexts([INVESTOR_PAGE_INFO, DOWNLOAD_PAGE_CONTENT, downloads]),
  ...contentTexts([generalMeetings, management, presentations, SHARES_TEXT]),
  ...contentTexts(annualReports),
  siteConfig.investors.relations.role,
  INVESTOR_SECTION_PAGES.menuLabel,
  DOWNLOAD_SECTION_PAGES.menuLabel,
  'Investitori',
  'Centro download',
];

test('every text of the investors pages and menus is written in English and Bulgarian', async () => {
  expect(await translationGaps(investorsTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});

test('every text of the investors pages and menus follows its language’s glossary', async () => {
  // People's names come from the contact data, not from a dictionary: as the pages show them.
  const { board, relations } = siteConfig.investors;
  const people = [...board.supervisory, ...board.management, relations];
  const names = (locale: SiteLocale) => people.map((person) => personNameIn(locale, person));
  expect(
    await glossaryGaps(investorsTexts, texts, declaration, { en: names('en'), bg: names('bg') }),
  ).toEqual({ it: [], en: [], bg: [] });
});

test('every figure the investors pages and menus write in English and Bulgarian follows its language’s rule', async () => {
  expect(await figureGaps(investorsTexts, declaration)).toEqual({ en: [], bg: [] });
});
