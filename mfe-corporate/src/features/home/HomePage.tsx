import { RemoteSlot, siteConfig, useDocumentMeta, useSsrStore, useTexts } from '@alu/common';
import { HeroSlideshow } from './HeroSlideshow';
import { MarketsBlock } from './MarketsBlock';
import { OverviewBlock } from './OverviewBlock';
import styles from './HomePage.module.css';
import { corporateTexts } from '../../shared/i18n/corporateTexts';
import type { TranslateText } from '@alu/common';

/**
 * The home page: hero slideshow, markets, the company in brief and, at the end, the news
 * remote's latest-news strip embedded through the host, below the fold: its remote is fetched
 * when the visitor scrolls near it. If the news remote or its API is down the strip renders
 * nothing and the page stays whole.
 */
/** The company as search engines describe it (schema.org Organization). */
function organization(origin: string, tx: TranslateText): Record<string, unknown> {
  const { address, email, phone } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.legalName,
    alternateName: siteConfig.companyName,
    url: new URL('/', origin).href,
    logo: new URL('/icon-512.png', origin).href,
    email: email.office,
    telephone: phone.office,
    address: {
      '@type': 'PostalAddress',
      streetAddress: tx(address.street),
      postalCode: address.postalCode,
      addressLocality: tx(address.city),
      addressCountry: 'BG',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: email.sales,
        telephone: phone.office,
        areaServed: ['EU', 'US'],
        availableLanguage: ['Bulgarian', 'English', 'Italian', 'German'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: email.office,
        telephone: phone.office,
      },
    ],
  };
}

export function HomePage() {
  const tx = useTexts(corporateTexts);
  const origin = useSsrStore()?.origin ?? 'http://site.invalid';
  useDocumentMeta({
    title: tx('Laminati e profili estrusi in alluminio'),
    description: tx(
      'Alumis produce a Shumen, in Bulgaria, fogli, nastri, lamiere e profili estrusi in alluminio per edilizia, automotive, trasporti e imballaggio: 100 000 t l’anno, 95 % di export.',
    ),
    structuredData: [organization(origin, tx)],
  });
  return (
    <>
      <HeroSlideshow />
      <MarketsBlock />
      <OverviewBlock />
      <RemoteSlot
        module="news/LatestNewsStrip"
        hydrate="visible"
        loading={<div className={styles.stripReserve} aria-hidden="true" />}
      />
    </>
  );
}
