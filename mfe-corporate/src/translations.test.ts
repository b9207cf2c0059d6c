import { contentTexts } from '@alu/common';
import { textKeysInSource, translationGaps } from '@alu/common/testing';
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
import { corporateTexts } from './shared/i18n/corporateTexts';

// The pages whose content is translated so far: home, markets, sustainability, and every
// section's menu, titles, descriptions and headers. (Company and careers bodies, legal pages
// and the sitemap page are still Italian on the other sites.)
test('every translated text of the corporate pages and menus is written in English and Bulgarian', () => {
  const texts = [
    ...textKeysInSource(__dirname),
    ...contentTexts([heroSlides, overview, marketTeasers, markets, SUSTAINABILITY_CONTENT]),
    ...contentTexts(COMPANY_PAGE_INFO),
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
  expect(translationGaps(corporateTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});
