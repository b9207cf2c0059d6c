import type { ReactNode } from 'react';
import {
  PageHero,
  ShareButton,
  SideLayout,
  SideMenu,
  type PageHeroProps,
  type SideMenuItem,
} from '@alu/common';
import styles from './SectionPage.module.css';

export interface SectionPageProps {
  readonly hero: PageHeroProps;
  /** Accessible name of the side menu's navigation landmark. */
  readonly menuLabel: string;
  readonly menuItems: readonly SideMenuItem[];
  /** Title the share button passes on (the page's own title). */
  readonly shareTitle: string;
  readonly children: ReactNode;
  /** Extra content under the side menu on wide screens (e.g. a contact box). */
  readonly aside?: ReactNode;
}

/**
 * The frame of the corporate sections (company, sustainability, careers): header, side
 * menu beside the content (above it below 1000 px) and a share button closing the content.
 */
export function SectionPage({
  hero,
  menuLabel,
  menuItems,
  shareTitle,
  children,
  aside,
}: SectionPageProps) {
  return (
    <>
      <PageHero {...hero} />
      <SideLayout
        side={
          <>
            <SideMenu label={menuLabel} items={menuItems} />
            {aside}
          </>
        }
      >
        {children}
        <ShareButton title={shareTitle} className={styles.share} />
      </SideLayout>
    </>
  );
}
