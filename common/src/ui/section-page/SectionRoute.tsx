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
import { defineTexts, type TextCatalog } from '../../federation/i18n/siteI18n';
import { useLocale, useTexts } from '../../federation/i18n/useTexts';

/** A section without texts of its own: Italian everywhere. */
const NO_TEXTS = defineTexts('section', { en: {}, bg: {} });
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
   * The remote's texts: the section's menu, the pages' titles, descriptions and headers are
   * shown through them in the visitor's language (the bodies translate their own content).
   */
  readonly texts?: TextCatalog;
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
  const tx = useTexts(section.texts ?? NO_TEXTS);
  const locale = useLocale();
  const text = (value: ReactNode) => (typeof value === 'string' ? tx(value) : value);
  const meta = { ...view.meta, title: tx(view.meta.title), description: tx(view.meta.description) };
  useDocumentMeta({
    ...meta,
    breadcrumbs: view.meta.breadcrumbs ?? [
      { name: tx(section.pages.labelOf(page)), path: section.pages.pathOf(page) },
    ],
  });
  const hero = {
    ...view.hero,
    title: text(view.hero.title),
    ...(view.hero.eyebrow !== undefined && { eyebrow: text(view.hero.eyebrow) }),
    ...(view.hero.subtitle !== undefined && { subtitle: text(view.hero.subtitle) }),
  };
  const menuItems = (view.menuItems ?? sectionMenuItems(section.pages, page)).map((item) => ({
    ...item,
    label: tx(item.label),
  }));
  return (
    <SectionPage
      hero={hero}
      menuLabel={tx(section.pages.menuLabel)}
      menuItems={menuItems}
      shareTitle={formatTitle(meta.title, locale)}
      aside={view.aside}
    >
      {view.body}
    </SectionPage>
  );
}
