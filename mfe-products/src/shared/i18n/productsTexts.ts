import { defineTexts } from '@alu/common';

/**
 * The products remote's texts in English and Bulgarian, keyed by the Italian wording. Each
 * language is its own chunk: a page downloads the dictionary of its language only.
 */
export const productsTexts = defineTexts('products', {
  en: () => import(/* webpackChunkName: "texts-en" */ './productsTexts.en'),
  bg: () => import(/* webpackChunkName: "texts-bg" */ './productsTexts.bg'),
});
