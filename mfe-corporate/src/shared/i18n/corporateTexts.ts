import { defineTexts } from '@alu/common';

/**
 * The corporate remote's texts in English and Bulgarian, keyed by the Italian wording. Each
 * language is its own chunk: a page downloads the dictionary of its language only.
 */
export const corporateTexts = defineTexts('corporate', {
  en: () => import(/* webpackChunkName: "texts-en" */ './corporateTexts.en'),
  bg: () => import(/* webpackChunkName: "texts-bg" */ './corporateTexts.bg'),
});
