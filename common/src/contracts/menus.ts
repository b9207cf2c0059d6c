// The site's menus, contributed by the remotes that own the pages: each remote's routes.json
// may add sections to the header, the footer and the mobile menu, and links to the footer's
// legal row. The shell orders what the registered remotes contribute; the sitemap lists it.
// Plain data and functions (the API checks contributions with this file, compiled).

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

/** The menu part of a remote's routes.json. */
export interface MenuContribution {
  readonly menus?: readonly MenuSection[];
  readonly legal?: readonly LegalLink[];
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
export function mergeMenus(contributions: readonly MenuContribution[]): SiteMenus {
  const sections: MenuSection[] = [];
  const legal: LegalLink[] = [];
  for (const contribution of contributions) {
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
export function declaredSection(contribution: MenuContribution, id: string): MenuSection {
  const section = contribution.menus?.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No menu section "${id}" is declared`);
  return section;
}
