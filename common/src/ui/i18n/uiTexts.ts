import { defineTexts } from '../../federation/i18n/siteI18n';

/**
 * The shared UI's texts (inquiry form, galleries, share button, menus, documents) in English
 * and Bulgarian, keyed by the Italian wording. Each language is its own chunk: an Italian page
 * loads neither.
 */
export const uiTexts = defineTexts('ui', {
  en: () => import(/* webpackChunkName: "ui-texts-en" */ './uiTexts.en'),
  bg: () => import(/* webpackChunkName: "ui-texts-bg" */ './uiTexts.bg'),
});
