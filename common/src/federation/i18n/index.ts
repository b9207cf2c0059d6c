export {
  addCatalog,
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
  type Localized,
  type MessageValues,
  type Translate,
} from './useMessages';
