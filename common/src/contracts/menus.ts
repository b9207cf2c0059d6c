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

const MAX_SECTIONS = 20;
const MAX_LINKS = 30;
const TEXT_MAX = 80;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= TEXT_MAX;

/** A path of the site, optionally with a query (`/news?medias=true`). */
const isSiteUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?!\/)[\w\-./?=&]*$/.test(value) && value.length <= 200;

const isOrder = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;

function parseLink(value: unknown, at: string, problems: string[]): NavLink | undefined {
  if (isRecord(value) && isText(value.name) && isSiteUrl(value.url)) {
    return { name: value.name, url: value.url };
  }
  problems.push(`${at} must be { name, url } with a path of the site`);
  return undefined;
}

function parseOrdered(value: unknown, at: string, problems: string[]) {
  if (value === undefined) return undefined;
  if (isRecord(value) && isOrder(value.order)) return { order: value.order };
  problems.push(`${at} must be { order: <whole number> }`);
  return undefined;
}

function parseSitemap(value: unknown, at: string, problems: string[]) {
  const ordered = parseOrdered(value, at, problems);
  if (!ordered) return undefined;
  const heading = (value as { heading?: unknown }).heading;
  if (heading === undefined) return ordered;
  if (isText(heading)) return { ...ordered, heading };
  problems.push(`${at}.heading must be a short text`);
  return undefined;
}

function parseHeader(
  value: unknown,
  at: string,
  problems: string[],
): MenuPlacement['header'] | undefined {
  if (value === undefined) return undefined;
  if (
    isRecord(value) &&
    (value.bar === 'top' || value.bar === 'main') &&
    isOrder(value.order) &&
    (value.plain === undefined || value.plain === true)
  ) {
    return { bar: value.bar, order: value.order, ...(value.plain ? { plain: true as const } : {}) };
  }
  problems.push(`${at} must be { bar: "top" | "main", order, plain? }`);
  return undefined;
}

function parseSection(value: unknown, at: string, problems: string[]): MenuSection | undefined {
  if (!isRecord(value)) {
    problems.push(`${at} must be an object`);
    return undefined;
  }
  const before = problems.length;
  if (!isText(value.id) || !/^[a-z][a-z0-9-]*$/.test(value.id)) {
    problems.push(`${at}.id must be a lower-case word`);
  }
  if (!isText(value.label)) problems.push(`${at}.label must be a short text`);
  if (!isSiteUrl(value.url)) problems.push(`${at}.url must be a path of the site`);
  const links =
    Array.isArray(value.links) && value.links.length <= MAX_LINKS
      ? value.links.flatMap(
          (link: unknown, i) => parseLink(link, `${at}.links[${i}]`, problems) ?? [],
        )
      : (problems.push(`${at}.links must be a list of at most ${MAX_LINKS} links`), []);
  const footerLink =
    value.footerLink === undefined
      ? undefined
      : parseLink(value.footerLink, `${at}.footerLink`, problems);
  const header = parseHeader(value.header, `${at}.header`, problems);
  const footer = parseOrdered(value.footer, `${at}.footer`, problems);
  const mobile = parseOrdered(value.mobile, `${at}.mobile`, problems);
  const sitemap = parseSitemap(value.sitemap, `${at}.sitemap`, problems);
  if (problems.length > before) return undefined;
  return {
    id: value.id as string,
    label: value.label as string,
    url: value.url as string,
    links,
    ...(footerLink ? { footerLink } : {}),
    ...(header ? { header } : {}),
    ...(footer ? { footer } : {}),
    ...(mobile ? { mobile } : {}),
    ...(sitemap ? { sitemap } : {}),
  };
}

function parseLegal(value: unknown, at: string, problems: string[]): LegalLink | undefined {
  const link = parseLink(value, at, problems);
  if (!link) return undefined;
  const order = (value as { order?: unknown }).order;
  if (isOrder(order)) return { ...link, order };
  problems.push(`${at}.order must be a whole number`);
  return undefined;
}

/** The menu part of a declaration, checked (problems are added to `problems`). */
export function parseMenuContribution(
  value: Record<string, unknown>,
  problems: string[],
): MenuContribution {
  const list = <T>(
    field: 'menus' | 'legal',
    parse: (item: unknown, at: string, problems: string[]) => T | undefined,
  ): T[] | undefined => {
    const items = value[field];
    if (items === undefined) return undefined;
    if (!Array.isArray(items) || items.length > MAX_SECTIONS) {
      problems.push(`${field} must be a list of at most ${MAX_SECTIONS} entries`);
      return undefined;
    }
    return items.flatMap((item: unknown, i) => parse(item, `${field}[${i}]`, problems) ?? []);
  };
  const menus = list('menus', parseSection);
  const legal = list('legal', parseLegal);
  return { ...(menus ? { menus } : {}), ...(legal ? { legal } : {}) };
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
