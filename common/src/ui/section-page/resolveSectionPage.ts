import type { SideMenuItem } from '../side-menu/SideMenu';

/**
 * The pages of a section at `<base>/{page}` (company, markets, sustainability, careers,
 * investors, downloads, contacts): their keys in menu order, the one shown without `{page}`,
 * and each page's address and side-menu label. Data: each section's data module declares it.
 */
export interface SectionPages<K extends string> {
  readonly keys: readonly K[];
  readonly defaultPage: K;
  readonly pathOf: (page: K) => string;
  readonly labelOf: (page: K) => string;
  /** Accessible name of the side menu's navigation landmark. */
  readonly menuLabel: string;
}

/**
 * The page a section shows for its `{page}` route parameter: the section's default page
 * when the parameter is absent, `undefined` when it names no page (the caller redirects
 * to /404).
 */
export function resolveSectionPage<K extends string>(
  param: string | undefined,
  pages: SectionPages<K>,
): K | undefined {
  if (param === undefined || param === '') return pages.defaultPage;
  return pages.keys.find((page) => page === param);
}

/** The side menu of a section: one link per page, in order, the current one marked. */
export function sectionMenuItems<K extends string>(
  pages: SectionPages<K>,
  current: K,
): SideMenuItem[] {
  return pages.keys.map((key) => ({
    key,
    label: pages.labelOf(key),
    to: pages.pathOf(key),
    active: key === current,
  }));
}
