import { defineTexts } from '@alu/common';

/**
 * The contacts remote's texts in English and Bulgarian, keyed by the Italian wording. Each
 * language is its own chunk: a page downloads the dictionary of its language only.
 */
export const contactsTexts = defineTexts('contacts', {
  en: () => import(/* webpackChunkName: "texts-en" */ './contactsTexts.en'),
  bg: () => import(/* webpackChunkName: "texts-bg" */ './contactsTexts.bg'),
});
