import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  NotFoundRedirect,
  resolveSectionPage,
  SectionPage,
  useDocumentMeta,
  type SideMenuItem,
} from '@alu/common';
import { MarketSectionView } from './MarketSectionView';
import { OtherMarkets } from './OtherMarkets';
import { DEFAULT_MARKET, MARKET_KEYS, markets, type Market } from './markets.data';
import { useSectionNavigation } from './useSectionNavigation';
import styles from './MarketsPage.module.css';

export const MARKET_MENU_LABEL = 'Sezioni della pagina';

/** /markets/{page}: one market with its sections; an unknown market ends on /404. */
export function MarketsPage() {
  const { page } = useParams<{ page?: string }>();
  const key = resolveSectionPage(page, MARKET_KEYS, DEFAULT_MARKET);
  if (key === undefined) return <NotFoundRedirect />;
  // Keyed: another market starts with its own first section current.
  return <MarketView key={key} market={markets[key]} />;
}

/** Element id of a section's heading (the in-page anchor). */
export const sectionHeadingId = (sectionId: string) => `sezione-${sectionId}`;

function MarketView({ market }: { readonly market: Market }) {
  useDocumentMeta({ title: market.title, description: market.description });
  const ids = useMemo(() => market.sections.map((section) => section.id), [market]);
  const { activeId, headingRef, select } = useSectionNavigation(ids);

  const menuItems: SideMenuItem[] = market.sections.map((section) => ({
    key: section.id,
    label: section.title,
    active: section.id === activeId,
    onSelect: () => select(section.id),
  }));

  return (
    <SectionPage
      hero={{
        title: market.title,
        eyebrow: 'Mercati',
        image: market.heroImage,
      }}
      menuLabel={MARKET_MENU_LABEL}
      menuItems={menuItems}
      shareTitle={`${market.title} | Alumis`}
    >
      <p className={styles.intro}>{market.intro}</p>
      {market.sections.map((section) => (
        <MarketSectionView
          key={section.id}
          section={section}
          headingId={sectionHeadingId(section.id)}
          headingRef={headingRef(section.id)}
        />
      ))}
      <OtherMarkets current={market.key} />
    </SectionPage>
  );
}
