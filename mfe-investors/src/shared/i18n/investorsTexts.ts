import { defineTexts } from '@alu/common';

/**
 * The investors remote's texts in English and Bulgarian, keyed by the Italian wording. Each
 * language is its own chunk: a page downloads the dictionary of its language only.
 */
export const investorsTexts = defineTexts('investors', {
  en: () => import(/* webpackChunkName: "texts-en" */ './investorsTexts.en'),
  bg: () => import(/* webpackChunkName: "texts-bg" */ './investorsTexts.bg'),
});
