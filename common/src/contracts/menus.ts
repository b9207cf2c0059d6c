// The site's menus, contributed by the remotes that own the pages: each remote's routes.json
// may add sections to the header, the footer and the mobile menu, and links to the footer's
// legal row. The shell orders what the registered remotes contribute; the sitemap lists it.
// Plain data and functions (the API checks contributions with this file, compiled).
import { DEFAULT_LOCALE, type SiteLocale, type TranslatedLocale } from './locales';

/** A labelled link of the site's navigation. */
export interface NavLink {
  readonly name: string;
  readonly url: string;
}

/** A navigation section: its default page and the sub-pages its dropdown lists. */
export interface NavSection {
  readonly id: string;
  readonly label: string;
  readonly url: string;
  readonly links: readonly NavLink[];
  /** An extra link shown at the foot of the dropdown (Responsabilità, Ubicazione). */
  readonly footerLink?: NavLink;
}

/** Where a section appears; lower `order` first, remotes in registry order on a tie. */
export interface MenuPlacement {
  /** The header's top bar or main bar; `plain`: a link without a dropdown. */
  readonly header?: { readonly bar: 'top' | 'main'; readonly order: number; readonly plain?: true };
  readonly footer?: { readonly order: number };
  readonly mobile?: { readonly order: number };
  /** A group of the sitemap page, under `heading` (default: the label). */
  readonly sitemap?: { readonly order: number; readonly heading?: string };
}

export interface MenuSection extends NavSection, MenuPlacement {}

export interface LegalLink extends NavLink {
  readonly order: number;
}

/** A remote's menu texts in another language, keyed by the Italian text. */
export type MenuTranslations = Readonly<
  Partial<Record<TranslatedLocale, Readonly<Record<string, string>>>>
>;

/** The menu part of a remote's routes.json. */
export interface MenuContribution {
  readonly menus?: readonly MenuSection[];
  readonly legal?: readonly LegalLink[];
  /** The labels, link names and headings above in the other languages. */
  readonly translations?: MenuTranslations;
}

/** Every text of a contribution that a visitor reads (labels, link names, headings). */
export function menuTexts(contribution: MenuContribution): string[] {
  const texts = new Set<string>();
  for (const section of contribution.menus ?? []) {
    texts.add(section.label);
    for (const link of section.links) texts.add(link.name);
    if (section.footerLink) texts.add(section.footerLink.name);
    if (section.sitemap?.heading) texts.add(section.sitemap.heading);
  }
  for (const link of contribution.legal ?? []) texts.add(link.name);
  return [...texts];
}

/**
 * A contribution in a language: each text its translation, or the Italian text when the
 * remote gives none (its translation test lists those).
 */
export function localizeMenus(
  contribution: MenuContribution,
  locale: SiteLocale,
): MenuContribution {
  const dictionary = locale === DEFAULT_LOCALE ? undefined : contribution.translations?.[locale];
  if (!dictionary) return contribution;
  const text = (italian: string) => dictionary[italian] || italian;
  const link = <L extends NavLink>(item: L): L => ({ ...item, name: text(item.name) });
  return {
    ...contribution,
    ...(contribution.menus && {
      menus: contribution.menus.map((section) => ({
        ...section,
        label: text(section.label),
        links: section.links.map(link),
        ...(section.footerLink && { footerLink: link(section.footerLink) }),
        ...(section.sitemap?.heading && {
          sitemap: { ...section.sitemap, heading: text(section.sitemap.heading) },
        }),
      })),
    }),
    ...(contribution.legal && { legal: contribution.legal.map(link) }),
  };
}

/** Every menu of the site, in display order. */
export interface SiteMenus {
  readonly topBar: readonly (NavSection & { readonly plain?: true })[];
  readonly mainBar: readonly NavSection[];
  /** Footer columns: a section's links followed by its footer link. */
  readonly footer: readonly NavSection[];
  readonly mobile: readonly NavSection[];
  /** Sitemap groups: `label` is the group's heading. */
  readonly sitemap: readonly NavSection[];
  readonly legal: readonly NavLink[];
}

const toNavSection = ({ id, label, url, links, footerLink }: MenuSection): NavSection => ({
  id,
  label,
  url,
  links,
  ...(footerLink ? { footerLink } : {}),
});

/** The footer's and the mobile menu's variant: the footer link joins the other links. */
const withFooterLink = (section: MenuSection): NavSection => ({
  ...toNavSection(section),
  links: section.footerLink ? [...section.links, section.footerLink] : section.links,
});

/**
 * The site's menus from what the remotes contribute, in registry order. Sections are ordered
 * by their placement's `order` (a stable sort keeps registry order on a tie); a section id
 * or a legal link's address already given by an earlier remote is left out.
 */
export function mergeMenus(
  contributions: readonly MenuContribution[],
  locale: SiteLocale = DEFAULT_LOCALE,
): SiteMenus {
  const sections: MenuSection[] = [];
  const legal: LegalLink[] = [];
  for (const contribution of contributions.map((item) => localizeMenus(item, locale))) {
    for (const section of contribution.menus ?? []) {
      if (!sections.some((known) => known.id === section.id)) sections.push(section);
    }
    for (const link of contribution.legal ?? []) {
      if (!legal.some((known) => known.url === link.url)) legal.push(link);
    }
  }
  const placed = <K extends 'footer' | 'mobile' | 'sitemap'>(key: K) =>
    sections
      .filter((section) => section[key] !== undefined)
      .sort((a, b) => (a[key]?.order ?? 0) - (b[key]?.order ?? 0))
      .map(withFooterLink);
  const inBar = (bar: 'top' | 'main') =>
    sections
      .filter((section) => section.header?.bar === bar)
      .sort((a, b) => (a.header?.order ?? 0) - (b.header?.order ?? 0));
  return {
    topBar: inBar('top').map((section) => ({
      ...toNavSection(section),
      ...(section.header?.plain ? { plain: true as const } : {}),
    })),
    mainBar: inBar('main').map(toNavSection),
    footer: placed('footer'),
    mobile: placed('mobile'),
    sitemap: placed('sitemap').map((section) => {
      const heading = sections.find((known) => known.id === section.id)?.sitemap?.heading;
      return heading ? { ...section, label: heading } : section;
    }),
    legal: [...legal].sort((a, b) => a.order - b.order).map(({ name, url }) => ({ name, url })),
  };
}

/** A section a remote declares for itself (its side menu reads the same data). */
export function declaredSection(
  contribution: MenuContribution,
  id: string,
  locale: SiteLocale = DEFAULT_LOCALE,
): MenuSection {
  const section = localizeMenus(contribution, locale).menus?.find(
    (candidate) => candidate.id === id,
  );
  if (!section) throw new Error(`No menu section "${id}" is declared`);
  return section;
}
