import { defineTexts } from '@alu/common';

/**
 * The news remote's texts in English and Bulgarian, keyed by the Italian wording (the items'
 * own texts come from the API in each language). Each language is its own chunk: an Italian
 * page loads neither.
 */
export const newsTexts = defineTexts('news', {
  en: () => import(/* webpackChunkName: "texts-en" */ './newsTexts.en'),
  bg: () => import(/* webpackChunkName: "texts-bg" */ './newsTexts.bg'),
});
