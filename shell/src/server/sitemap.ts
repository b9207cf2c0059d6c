// robots.txt and sitemap.xml, made from what the running site serves: the pages every
// registered remote declares (addresses without parameters, plus the concrete addresses a
// remote lists for its patterns: each product, each section page, each profile) and the
// articles the API publishes. Every page is listed in each language, with its alternates.
import {
  DEFAULT_LOCALE,
  isRemoteRoutesModule,
  localizedPath,
  NEWS_API,
  SITE_LOCALES,
  type NewsItem,
  type SiteLocale,
  type SitemapRequest,
} from '@alu/common';
// The five characters HTML escapes are XML's too, and `&#39;` is a reference XML reads.
import escapeXml from 'escape-html';
import { siteRouteTable } from '../app/routes';

export type { SitemapRequest };

export interface SitemapPage {
  /** The page's address in Italian (unprefixed). */
  readonly path: string;
  /** Last change, `YYYY-MM-DD`, where known. */
  readonly lastmod?: string;
}

const hasParameters = (path: string) => path.includes(':') || path.includes('*');

/** The public pages of the site: declared, listed by their remotes, and the articles. */
export async function sitemapPages(request: SitemapRequest): Promise<SitemapPage[]> {
  const table = siteRouteTable(request.registry);
  const publicRoutes = (table?.routes ?? []).filter((route) => route.serverRendered !== false);
  const paths = new Set(
    publicRoutes.map((route) => route.path).filter((path) => !hasParameters(path)),
  );
  const routedRemotes = new Set(publicRoutes.map((route) => route.remote));
  for (const [id, module] of request.modules) {
    const [remote, exposed] = id.split('/');
    const routes = (module as { default?: unknown } | undefined)?.default;
    if (exposed !== 'routes' || !routedRemotes.has(remote ?? '') || !isRemoteRoutesModule(routes)) {
      continue;
    }
    const context = {
      apiOrigin: request.apiOrigin,
      signal: AbortSignal.timeout(request.apiTimeoutMs ?? 3000),
    };
    for (const path of (await routes.pagePaths?.(context)) ?? []) paths.add(path);
  }
  const pages: SitemapPage[] = [...paths].sort().map((path) => ({ path }));
  const articles = await publishedArticles(request);
  return [...pages, ...articles];
}

async function publishedArticles(request: SitemapRequest): Promise<SitemapPage[]> {
  const response = await fetch(new URL(NEWS_API.list, request.apiOrigin), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(request.apiTimeoutMs ?? 3000),
  });
  if (!response.ok) throw new Error(`${NEWS_API.list} answered ${response.status}`);
  const items = (await response.json()) as readonly NewsItem[];
  return items.map((item) => ({ path: `/news/${item.url}`, lastmod: item.date }));
}

/** One `<url>` per page and language, each naming the page in every language. */
export async function renderSitemap(request: SitemapRequest): Promise<string> {
  const pages = await sitemapPages(request);
  const address = (locale: SiteLocale, path: string) =>
    new URL(localizedPath(locale, path), request.origin).href;
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...SITE_LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(address(locale, path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(address(DEFAULT_LOCALE, path))}"/>`,
    ].join('');
    return SITE_LOCALES.map(
      (locale) =>
        `<url><loc>${escapeXml(address(locale, path))}</loc>` +
        (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '') +
        `${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * Crawlers may read everything public; the administration is not for them. The pages'
 * sitemap, and the API's sitemap of the documents' files (a sitemap may list only addresses
 * under its own folder: /uploads/documents/).
 */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    `Sitemap: ${new URL('/uploads/documents/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
