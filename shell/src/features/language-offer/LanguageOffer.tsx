import { localizedPath, useLocale, useMessages, type SiteLocale } from '@alu/common';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { shellMessages } from '../../shared/shellMessages';
import { languageToOffer, rememberAnswer } from './languageOffer';
import styles from './LanguageOffer.module.css';

/**
 * On a first visit to the Italian home page from a browser set to English or Bulgarian, a
 * small offer, in that language, to read the site in it. Offered, not forced: the page stays
 * Italian until the visitor chooses, and either answer is remembered.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [offered, setOffered] = useState<SiteLocale>();
  useMessages(shellMessages); // the catalog is registered before its other languages are read
  const { i18n } = useTranslation();

  useEffect(() => {
    setOffered(languageToOffer(pathname, locale, navigator.languages ?? [navigator.language]));
  }, [pathname, locale]);

  if (!offered) return null;
  const t = i18n.getFixedT(offered, 'shell');
  const stay = () => {
    rememberAnswer(locale);
    setOffered(undefined);
  };
  return (
    <aside className={styles.offer} lang={offered} aria-label={t('languageOffer')}>
      <p className={styles.text}>{t('languageOffer')}</p>
      <a
        className={styles.go}
        href={localizedPath(offered, '/')}
        hrefLang={offered}
        onClick={() => rememberAnswer(offered)}
      >
        {t('languageOfferGo')}
      </a>
      <button type="button" className={styles.stay} onClick={stay}>
        {t('languageOfferStay')}
      </button>
    </aside>
  );
}
