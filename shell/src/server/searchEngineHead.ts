// What search engines and link previews read in a page's head, all in the server's HTML:
// the canonical address, the page in the other languages (hreflang), Open Graph and Twitter
// card tags, and JSON-LD (the page's own structured data and its breadcrumb trail). Absolute
// addresses are made from the configured public origin, never from the request's Host.
import {
  localizedPath,
  OPEN_GRAPH_LOCALES,
  SITE_LOCALES,
  splitLocalePath,
  type Breadcrumb,
  type DocumentMeta,
  type SiteLocale,
} from '@alu/common';
import escapeHtml from 'escape-html';

/** The site's own sharing picture (shell/public/og-image.png). */
export const SITE_IMAGE = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Alumis',
} as const;

const HOME_NAMES: Readonly<Record<SiteLocale, string>> = { it: 'Home', en: 'Home', bg: 'Начало' };

/**
 * JSON inside a script data block. Not HTML escaping: a script element's text is not decoded,
 * so `&amp;` would reach the JSON reader as it is. `<` (which could start `</script>`) and the
 * two line separators are written as JSON `\u` escapes instead, which the reader decodes back
 * to the same value.
 */
const jsonBlock = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;

export interface SearchEngineHeadInput {
  readonly publicOrigin: string;
  /** The requested path and query (`/en/news?medias=true`). */
  readonly url: string;
  readonly locale: SiteLocale;
  readonly meta: DocumentMeta;
  readonly siteName: string;
  /** The page answers 404: no canonical address, no alternates. */
  readonly notFound: boolean;
}

const absolute = (origin: string, address: string) => new URL(address, origin).href;

function breadcrumbList(
  origin: string,
  locale: SiteLocale,
  trail: readonly Breadcrumb[],
): Record<string, unknown> {
  const steps = [{ name: HOME_NAMES[locale], path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(origin, localizedPath(locale, step.path)),
    })),
  };
}

/** The tags, in head order. */
export function searchEngineHead({
  publicOrigin,
  url,
  locale,
  meta,
  siteName,
  notFound,
}: SearchEngineHeadInput): string {
  const { pathname } = new URL(url, publicOrigin);
  const { path } = splitLocalePath(pathname);
  const indexable = !notFound && !meta.noindex;
  const canonical = absolute(publicOrigin, localizedPath(locale, path));
  // The site's picture is its logo: described by the company's name in the page's language.
  const image = meta.image ?? { ...SITE_IMAGE, alt: siteName };
  const tags: string[] = [];
  const property = (name: string, content: string | number) =>
    tags.push(`<meta property="${name}" content="${escapeHtml(String(content))}">`);
  const named = (name: string, content: string | number) =>
    tags.push(`<meta name="${name}" content="${escapeHtml(String(content))}">`);

  if (indexable) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const other of SITE_LOCALES) {
      const href = absolute(publicOrigin, localizedPath(other, path));
      tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(href)}">`);
    }
    const italian = absolute(publicOrigin, localizedPath('it', path));
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(italian)}">`);
  }
  property('og:site_name', siteName);
  property('og:type', meta.type ?? 'website');
  property('og:title', meta.title || siteName);
  property('og:description', meta.description);
  property('og:url', canonical);
  property('og:image', absolute(publicOrigin, image.url));
  property('og:image:width', image.width);
  property('og:image:height', image.height);
  property('og:image:alt', image.alt);
  property('og:locale', OPEN_GRAPH_LOCALES[locale]);
  for (const other of SITE_LOCALES) {
    if (other !== locale) property('og:locale:alternate', OPEN_GRAPH_LOCALES[other]);
  }
  named('twitter:card', 'summary_large_image');
  named('twitter:title', meta.title || siteName);
  named('twitter:description', meta.description);
  named('twitter:image', absolute(publicOrigin, image.url));
  named('twitter:image:alt', image.alt);

  if (indexable) {
    for (const data of meta.structuredData ?? []) tags.push(jsonBlock(data));
    if (meta.breadcrumbs?.length) {
      tags.push(jsonBlock(breadcrumbList(publicOrigin, locale, meta.breadcrumbs)));
    }
  }
  return tags.join('');
}
