import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  formatTitle,
  useDocumentMeta,
  type DocumentMeta,
} from '../../federation/meta/useDocumentMeta';
import type { PageHeroProps } from '../page-hero/PageHero';
import type { SideMenuItem } from '../side-menu/SideMenu';
import { NotFound } from '../../federation/not-found/NotFound';
import { resolveSectionPage, sectionMenuItems, type SectionPages } from './resolveSectionPage';
import { SectionPage } from './SectionPage';

/** What one page of a section shows. */
export interface SectionView {
  readonly meta: DocumentMeta;
  readonly hero: PageHeroProps;
  readonly body: ReactNode;
  /** Side-menu entries; by default a link to each page of the section, the current one marked. */
  readonly menuItems?: readonly SideMenuItem[];
  /** Beside the content, under the side menu. */
  readonly aside?: ReactNode;
}

/** A section with sub-pages at `<base>/{page}`: its pages and what each page shows. */
export interface SectionDefinition<K extends string> {
  readonly pages: SectionPages<K>;
  /**
   * What a page shows. Called on every render of the page, so it may use hooks (state that
   * the menu and the content share, as the markets' in-page navigation does).
   */
  readonly useView: (page: K) => SectionView;
}

/**
 * The route component of a section: reads `{page}`, answers an unknown one with the not-found page (404), and
 * renders the page with its title and description, its header, the section's side menu and
 * a share button.
 */
export function SectionRoute<K extends string>({
  section,
}: {
  readonly section: SectionDefinition<K>;
}) {
  const { page } = useParams<{ page?: string }>();
  const current = resolveSectionPage(page, section.pages);
  if (current === undefined) return <NotFound />;
  // Keyed: another page of the section starts from its own state (menu, choices, scroll spy).
  return <SectionPageView key={current} section={section} page={current} />;
}

function SectionPageView<K extends string>({
  section,
  page,
}: {
  readonly section: SectionDefinition<K>;
  readonly page: K;
}) {
  const view = section.useView(page);
  useDocumentMeta(view.meta);
  return (
    <SectionPage
      hero={view.hero}
      menuLabel={section.pages.menuLabel}
      menuItems={view.menuItems ?? sectionMenuItems(section.pages, page)}
      shareTitle={formatTitle(view.meta.title)}
      aside={view.aside}
    >
      {view.body}
    </SectionPage>
  );
}
