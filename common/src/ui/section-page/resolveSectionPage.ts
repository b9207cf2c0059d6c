import type { SideMenuItem } from '../side-menu/SideMenu';

/**
 * The page a section shows for its `{page}` route parameter: the section's default page
 * when the parameter is absent, `undefined` when it names no page (the caller redirects
 * to /404).
 */
export function resolveSectionPage<K extends string>(
  param: string | undefined,
  pages: readonly K[],
  fallback: K,
): K | undefined {
  if (param === undefined || param === '') return fallback;
  return pages.find((page) => page === param);
}

/**
 * The side menu of a section: one link per page, in order, the current one marked. `label`
 * and `path` give each page's menu label and address.
 */
export function sectionMenuItems<K extends string>(
  pages: readonly K[],
  current: K,
  label: (page: K) => string,
  path: (page: K) => string,
): SideMenuItem[] {
  return pages.map((key) => ({ key, label: label(key), to: path(key), active: key === current }));
}
