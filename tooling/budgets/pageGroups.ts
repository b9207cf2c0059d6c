// The site's public pages by route group, with their page-weight budgets (pageBudgets.json):
// read by `npm run bench` for every page and by the e2e page-weight guard.
// The site's own rule for a page's language. Node takes the library's plain file for an ES module
// by its syntax and warns that its folder does not say so (it cannot: the API compiles the
// contracts as CommonJS), hence `--disable-warning=MODULE_TYPELESS_PACKAGE_JSON` where Node runs
// this file (the bench, the tooling's tests); the e2e runner compiles it without a warning.
import { DEFAULT_LOCALE, splitLocalePath } from '../../common/src/contracts/locales.ts';
import type { SiteLocale } from '../../common/src/contracts/locales.ts';
import budgets from './pageBudgets.json' with { type: 'json' };

/** A page with its route group and the budgets that apply to it. */
export interface PageGroup {
  readonly group: string;
  readonly language: SiteLocale;
  /** First-visit JavaScript, gzip, KB (the language's translations allowance included). */
  readonly jsGzipKb: number;
  /** The page's HTML, gzip, KB. */
  readonly htmlGzipKb: number;
}

export interface GroupOfPage extends PageGroup {
  /** Pages of the group measured per language (Infinity: every page). */
  readonly sample: number;
}

export interface MeasuredPage extends PageGroup {
  readonly path: string;
}

/** A page's language and its path without the language prefix (`/en` is the English home). */
export function splitLanguage(path: string): { language: SiteLocale; route: string } {
  const { locale, path: route } = splitLocalePath(path);
  return { language: locale, route };
}

/** The route group of a page, with its budgets (JavaScript allowance for its language). */
export function pageGroupOf(path: string): GroupOfPage | undefined {
  const { language, route } = splitLanguage(path);
  const group = budgets.groups.find((item) => new RegExp(item.pattern).test(route));
  if (!group) return undefined;
  const translations = language === DEFAULT_LOCALE ? 0 : budgets.translationsJsGzipKb;
  return {
    group: group.group,
    language,
    sample: group.sample ?? Infinity,
    jsGzipKb: group.jsGzipKb + translations,
    htmlGzipKb: group.htmlGzipKb,
  };
}

/** The addresses of a sitemap's pages (paths), in its order. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/**
 * The pages to measure: those of the sitemap plus the public pages it does not list (the
 * admin's sign-in), with their groups; per group and language at most its `sample` of pages
 * (articles, vacancies and profiles are many pages of one layout) and at most `perGroup`.
 */
export function pagesToMeasure(
  xml: string,
  { perGroup = Infinity }: { perGroup?: number } = {},
): MeasuredPage[] {
  const counts = new Map<string, number>();
  const pages: MeasuredPage[] = [];
  for (const path of [...sitemapPaths(xml), ...budgets.pagesOutsideSitemap]) {
    const group = pageGroupOf(path);
    if (!group) continue;
    const key = `${group.group} ${group.language}`;
    const count = counts.get(key) ?? 0;
    if (count >= Math.min(perGroup, group.sample)) continue;
    counts.set(key, count + 1);
    const { sample: _sample, ...budgetsOfPage } = group;
    pages.push({ path, ...budgetsOfPage });
  }
  return pages;
}
