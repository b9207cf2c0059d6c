import path from 'node:path';
import { textKeysInSource, translationGaps } from '@alu/common/testing';
import { declaration } from './declaration';
import { LANDING_META } from './features/landing/ProductsLanding';
import { CATEGORY_MENU_LABEL } from './features/product-page/CategoryNav';
import { catalogueTexts } from './shared/catalogue/localizedCatalogue';
import { productsTexts } from './shared/i18n/productsTexts';

test('every text of the products pages, catalogue and menus is written in English and Bulgarian', async () => {
  const texts = [
    ...textKeysInSource(path.join(__dirname)),
    ...catalogueTexts(),
    LANDING_META.title,
    LANDING_META.description,
    CATEGORY_MENU_LABEL,
    'Fogli, lamiere e nastri laminati dalle nostre linee di colata continua.',
    'Profili standard e su disegno, verniciati o anodizzati.',
  ];
  expect(await translationGaps(productsTexts, texts, declaration)).toEqual({ en: [], bg: [] });
});
