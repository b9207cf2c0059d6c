import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale, type SiteLocale } from '@alu/common';
import { languageToOffer } from './languageOffer';

// Fetched only when there is something to offer (a first visit from a browser in another of
// the site's languages): most visits never download it.
const LanguageOffer = lazy(
  () => import(/* webpackChunkName: "language-offer" */ './LanguageOffer'),
);

/**
 * On a first visit to the Italian home page from a browser set to English or Bulgarian, the
 * offer to read the site in that language. Decided in the browser only (after hydration).
 */
export function LanguageOfferSlot() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [offered, setOffered] = useState<SiteLocale>();

  useEffect(() => {
    setOffered(languageToOffer(pathname, locale, navigator.languages ?? [navigator.language]));
  }, [pathname, locale]);

  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer offered={offered} locale={locale} onStay={() => setOffered(undefined)} />
    </Suspense>
  );
}
