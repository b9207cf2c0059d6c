import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale, type SiteLocale } from '@alu/common';
import { whenIdle } from '@alu/common/idle';
import { languageToOffer } from './languageOffer';

// Fetched only when there is something to offer (a first visit from a browser in another of
// the site's languages): most visits never download it.
const LanguageOffer = lazy(
  () => import(/* webpackChunkName: "language-offer" */ './LanguageOffer'),
);

/** The offer waits for an idle moment at most this long. */
const OFFER_IDLE_TIMEOUT_MS = 3000;

/**
 * On a first visit to the Italian home page from a browser set to English or Bulgarian, the
 * offer to read the site in that language. Decided in the browser only, once the page has
 * started (its first idle moment after hydration): the offer's chunk and render then never
 * compete with the home page's own start, which a phone felt.
 */
export function LanguageOfferSlot() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [offered, setOffered] = useState<SiteLocale>();

  useEffect(() => {
    const offer = languageToOffer(pathname, locale, navigator.languages ?? [navigator.language]);
    setOffered(undefined);
    return offer ? whenIdle(() => setOffered(offer), OFFER_IDLE_TIMEOUT_MS) : undefined;
  }, [pathname, locale]);

  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer offered={offered} locale={locale} onStay={() => setOffered(undefined)} />
    </Suspense>
  );
}
