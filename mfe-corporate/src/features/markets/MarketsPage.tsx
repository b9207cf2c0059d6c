import { useMemo } from 'react';
import { SectionRoute, type SectionDefinition, type SectionView } from '@alu/common/section-page';
import { MarketSectionView } from './MarketSectionView';
import { OtherMarkets } from './OtherMarkets';
import { MARKET_SECTION_PAGES, markets, type MarketKey } from './markets.data';
import { useSectionNavigation } from './useSectionNavigation';
import styles from './MarketsPage.module.css';
import { corporateTexts } from '../../shared/i18n/corporateTexts';
import { useLocalizedContent } from '@alu/common';

/** Element id of a section's heading (the in-page anchor). */
export const sectionHeadingId = (sectionId: string) => `sezione-${sectionId}`;

/** A market's page; its side menu leads to the market's own sections, following the scroll. */
function useMarketView(key: MarketKey): SectionView {
  const market = useLocalizedContent(markets[key], corporateTexts);
  const ids = useMemo(() => market.sections.map((section) => section.id), [market]);
  const { activeId, headingRef, select } = useSectionNavigation(ids);
  return {
    meta: { title: market.title, description: market.description },
    hero: { title: market.title, eyebrow: 'Mercati', image: market.heroImage },
    menuItems: market.sections.map((section) => ({
      key: section.id,
      label: section.title,
      active: section.id === activeId,
      onSelect: () => select(section.id),
    })),
    body: (
      <>
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
      </>
    ),
  };
}

const MARKETS_SECTION: SectionDefinition<MarketKey> = {
  pages: MARKET_SECTION_PAGES,
  texts: corporateTexts,
  useView: useMarketView,
};

/** /markets/{page}: one market with its sections; an unknown market ends on /404. */
export function MarketsPage() {
  return <SectionRoute section={MARKETS_SECTION} />;
}
