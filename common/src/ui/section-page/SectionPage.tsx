import type { ReactNode } from 'react';
import { PageHero, type PageHeroProps } from '../page-hero/PageHero';
import { ShareButton } from '../share-button/ShareButton';
import { SideLayout } from '../side-layout/SideLayout';
import { SideMenu, type SideMenuItem } from '../side-menu/SideMenu';
import styles from './SectionPage.module.css';

export interface SectionPageProps {
  readonly hero: PageHeroProps;
  /** Accessible name of the side menu's navigation landmark. */
  readonly menuLabel: string;
  readonly menuItems: readonly SideMenuItem[];
  /** Title the share button passes on (the page's own title); without one, no share button. */
  readonly shareTitle?: string;
  readonly children: ReactNode;
  /** Extra content under the side menu on wide screens (e.g. a contact box). */
  readonly aside?: ReactNode;
}

/**
 * The frame of a section with sub-pages (company, sustainability, careers, contacts, …):
 * header, side menu beside the content (above it below 1000 px) and, when the page has a
 * share title, a share button closing the content.
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
        {shareTitle ? <ShareButton title={shareTitle} className={styles.share} /> : null}
      </SideLayout>
    </>
  );
}
