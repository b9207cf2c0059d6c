import { mergeMenus, type RoutedRemote, type SiteLocale, type SiteMenus } from '@alu/common';
import { createContext, useContext } from 'react';

/** The menus of the registered remotes in a language, in registry order (see mergeMenus). */
export function siteMenusOf(
  registry: readonly RoutedRemote[] | null,
  locale: SiteLocale = 'it',
): SiteMenus {
  return mergeMenus(
    (registry ?? []).map((remote) => remote.routes ?? {}),
    locale,
  );
}

const NO_MENUS = siteMenusOf(null);

/** The header, footer and mobile menu read the menus of the registry the page started with. */
export const SiteMenusContext = createContext<SiteMenus>(NO_MENUS);

export function useSiteMenus(): SiteMenus {
  return useContext(SiteMenusContext);
}
