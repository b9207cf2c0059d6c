import path from 'node:path';
import { figureGaps, glossaryGaps, textKeysInSource, translationGaps } from '@alu/common/testing';
import { declaration } from './declaration';
import { LANDING_META } from './features/landing/ProductsLanding';
import { CATEGORY_MENU_LABEL } from './features/product-page/CategoryNav';
import { catalogueTexts } from './shared/catalogue/localizedCatalogue';
import { productsTexts } from './shared/i18n/productsTexts';

const texts = [
  ...textKeysInSource(path.join(__dirname)),
  ...catalogueTexts(),
  LANDING_META.title,
  LANDING_META.description,
  CATEGORY_MENU_LABEL,
  'Fogli, lamiere e nastri laminati dalle nostre linee di colata continua.',
  'Profili standard e su disegno, verniciati o anodizzati.',
];

test('every text of the products pages, catalogue and menus is written in English and Bulgarian', async () => {
  expect(await translationGaps(productsTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});

test('every text of the products pages, catalogue and menus follows its language’s glossary', async () => {
  expect(await glossaryGaps(productsTexts, texts, declaration)).toEqual({ it: [], en: [], bg: [] });
});

test('every figure the products pages, catalogue and menus write in English and Bulgarian follows its language’s rule', async () => {
  expect(await figureGaps(productsTexts, declaration)).toEqual({ en: [], bg: [] });
});
