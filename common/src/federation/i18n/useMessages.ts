import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { SiteLocale } from '../../contracts/locales';
import {
  addCatalog,
  addTexts,
  type TextCatalog,
  createSiteI18n,
  localeOf,
  type MessageCatalog,
  type Messages,
} from './siteI18n';

/** Interpolation values of a message (`{{count}}`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message lookup bound to one catalog: only its keys type-check. */
export type Translate<M extends Messages> = (
  key: keyof M & string,
  values?: MessageValues,
) => string;

let standalone: I18n | undefined;
/** Outside the site (a remote's own tests and dev server without a host): Italian. */
function standaloneInstance(): I18n {
  standalone ??= createSiteI18n('it');
  return standalone;
}

function useSiteI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? standaloneInstance();
}

/** The language of the page being rendered. */
export function useLocale(): SiteLocale {
  return localeOf(useSiteI18n());
}

/** A remote's messages in the page's language (its catalog is added on first use). */
export function useMessages<M extends Messages>(catalog: MessageCatalog<M>): Translate<M> {
  const i18n = useSiteI18n();
  addCatalog(i18n, catalog as unknown as MessageCatalog<Messages>);
  const { t } = useTranslation(catalog.ns, { i18n });
  return t as unknown as Translate<M>;
}

/** A text lookup by Italian wording (see TextCatalog). */
export type TranslateText = (italian: string, values?: MessageValues) => string;

/** A remote's texts in the page's language: `tx('Prodotti laminati')`. */
export function useTexts(catalog: TextCatalog): TranslateText {
  const i18n = useSiteI18n();
  addTexts(i18n, catalog);
  const { t } = useTranslation(catalog.ns, { i18n });
  return t as unknown as TranslateText;
}

/** Content written in every language (typed data of a remote). */
export type Localized<T> = Readonly<Record<SiteLocale, T>>;

/** The page's language's version of some content. */
export function useLocalized<T>(content: Localized<T>): T {
  return content[useLocale()];
}
