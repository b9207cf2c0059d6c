export {
  addCatalog,
  addTexts,
  defineTexts,
  missingTexts,
  textLookup,
  type TextCatalog,
  createSiteI18n,
  defineMessages,
  localeOf,
  missingKeys,
  type MessageCatalog,
  type Messages,
} from './siteI18n';
export {
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
