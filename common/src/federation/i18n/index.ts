export {
  addTexts,
  defineTexts,
  loadDefinedTexts,
  loadTexts,
  missingTexts,
  readyDictionary,
  textLookup,
  type TextCatalog,
  interpolate,
  ITALIAN,
  loadSiteI18n,
  type InterpolationValues,
  type SiteI18n,
  type TextDictionary,
  type TextSource,
  localeOf,
} from './siteI18n';
export {
  SiteI18nProvider,
  useLocale,
  useLocalized,
  useTexts,
  type TranslateText,
  type Localized,
} from './useTexts';
export { contentTexts, localizeContent, useLocalizedContent } from './localizeContent';
export { translatedSearchModule } from './translatedSearchModule';
export type { TranslatedSearchModuleOptions } from './translatedSearchModule';
