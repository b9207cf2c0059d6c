// The site's public pages by route group, with their page-weight budgets (pageBudgets.json):
// read by `npm run bench` for every page and by the e2e page-weight guard.
const budgets = require('./pageBudgets.json');
// The site's own rule for a page's language (a plain file without imports: Node reads it as it is).
const { DEFAULT_LOCALE, splitLocalePath } = require('../../common/src/contracts/locales.ts');

/** A page's language and its path without the language prefix (`/en` is the English home). */
function splitLanguage(path) {
  const { locale, path: route } = splitLocalePath(path);
  return { language: locale, route };
}

/** The route group of a page, with its budgets (JavaScript allowance for its language). */
function pageGroupOf(path) {
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
function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * The pages to measure: those of the sitemap plus the public pages it does not list (the
 * admin's sign-in), with their groups; per group and language at most its `sample` of pages
 * (articles, vacancies and profiles are many pages of one layout) and at most `perGroup`.
 */
function pagesToMeasure(xml, { perGroup = Infinity } = {}) {
  const counts = new Map();
  const pages = [];
  for (const path of [...sitemapPaths(xml), ...budgets.pagesOutsideSitemap]) {
    const group = pageGroupOf(path);
    if (!group) continue;
    const key = `${group.group} ${group.language}`;
    const count = counts.get(key) ?? 0;
    if (count >= Math.min(perGroup, group.sample)) continue;
    counts.set(key, count + 1);
    const { sample: _sample, ...budgets } = group;
    pages.push({ path, ...budgets });
  }
  return pages;
}

module.exports = { pageGroupOf, pagesToMeasure, sitemapPaths, splitLanguage };
