export {
  addCatalog,
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
  messageIn,
  type InterpolationValues,
  type SiteI18n,
  type TextDictionary,
  type TextSource,
  type TranslatedLocale,
  defineMessages,
  localeOf,
  missingKeys,
  type MessageCatalog,
  type Messages,
} from './siteI18n';
export {
  SiteI18nProvider,
  useLocale,
  useLocalized,
  useMessages,
  useTexts,
  type TranslateText,
  type Localized,
  type MessageValues,
  type Translate,
} from './useMessages';
export { contentTexts, localizeContent, useLocalizedContent } from './localizeContent';
export { translatedSearchModule } from './translatedSearchModule';
export type { TranslatedSearchModuleOptions } from './translatedSearchModule';
