import { contentTexts } from '@alu/common';
import { figureGaps, glossaryGaps, textKeysInSource, translationGaps } from '@alu/common/testing';
import { declaration } from './declaration';
import { CAREER_SECTION_PAGES, careerPages } from './features/careers/careerPages.data';
import { COMPANY_PAGE_INFO, COMPANY_SECTION_PAGES } from './features/company/companyPages.data';
import { heroSlides } from './features/home/heroSlides.data';
import { marketTeasers } from './features/home/markets.data';
import { overview } from './features/home/overview.data';
import { MARKET_SECTION_PAGES, markets } from './features/markets/markets.data';
import {
  SUSTAINABILITY_CONTENT,
  SUSTAINABILITY_SECTION_PAGES,
} from './features/sustainability/sustainability.data';
import * as about from './features/company/about-us/about.data';
import * as keyFigures from './features/company/key-figures/keyFigures.data';
import * as salesCharts from './features/company/key-figures/salesCharts.data';
import * as values from './features/company/mission-and-values/values.data';
import * as extrusionPlant from './features/company/plants/extrusionPlant.data';
import * as rollingPlant from './features/company/plants/rollingPlant.data';
import * as research from './features/company/r-and-d/research.data';
import * as timeline from './features/company/timeline/timeline.data';
import * as career from './features/careers/career.data';
import * as internships from './features/careers/internships.data';
import * as openPositions from './features/careers/openPositions.data';
import * as applicationForm from './features/careers/application-form/applicationForm.data';
import { disclosurePolicy } from './features/legal/disclosurePolicy.data';
import { personalDataText } from './features/legal/personalData.data';
import { termsOfUse } from './features/legal/termsOfUse.data';
import { sitemapMeta } from './features/sitemap/sitemap.data';
import { corporateTexts } from './shared/i18n/corporateTexts';

const texts = [
  ...textKeysInSource(__dirname),
  ...contentTexts([heroSlides, overview, marketTeasers, markets, SUSTAINABILITY_CONTENT]),
  ...contentTexts(COMPANY_PAGE_INFO),
  ...contentTexts([disclosurePolicy, termsOfUse, personalDataText, sitemapMeta]),
  ...contentTexts([
    about,
    keyFigures,
    salesCharts,
    values,
    extrusionPlant,
    rollingPlant,
    research,
    timeline,
    career,
    internships,
    openPositions,
    applicationForm,
  ]),
  ...Object.values(careerPages).flatMap((page) => [
    page.menuLabel,
    page.subtitle,
    page.meta.title,
    page.meta.description,
  ]),
  ...[
    COMPANY_SECTION_PAGES,
    MARKET_SECTION_PAGES,
    SUSTAINABILITY_SECTION_PAGES,
    CAREER_SECTION_PAGES,
  ].map((pages) => pages.menuLabel),
  'Panoramica',
  'L’azienda',
  'Carriera',
  'Sostenibilità',
  'Mercati',
];

test('every text of the corporate pages and menus is written in English and Bulgarian', async () => {
  expect(await translationGaps(corporateTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});

test('every text of the corporate pages and menus follows its language’s glossary', async () => {
  expect(await glossaryGaps(corporateTexts, texts, declaration)).toEqual({
    it: [],
    en: [],
    bg: [],
  });
});

test('every figure the corporate pages and menus write in English and Bulgarian follows its language’s rule', async () => {
  expect(await figureGaps(corporateTexts, declaration)).toEqual({ en: [], bg: [] });
});
