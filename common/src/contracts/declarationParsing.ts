// Checking a remote's page declaration (its routes.json): the routes, redirects and menu
// sections it may contribute, with the limits that keep one remote from bloating every page.
// Run by the API before it activates a release and by each remote's contract test; not part
// of the contracts' index, so no page of the site downloads it.
import { DEFAULT_LOCALE, isSiteLocale } from './locales';
import type {
  LegalLink,
  MenuContribution,
  MenuPlacement,
  MenuSection,
  MenuTranslations,
  NavLink,
} from './menus';
import type { RedirectDeclaration, RemoteRouteManifest, RouteDeclaration } from './routes';

/** Upper bounds that keep one remote's declaration from bloating every page that carries it. */
export const ROUTE_MANIFEST_LIMITS = { routes: 100, redirects: 100, pathLength: 200 } as const;

/** Static segments, `:params` and a final `*`; nothing a URL would need to escape. */
const PATH_PATTERN = /^\/(?:(?:[a-z0-9][a-z0-9._-]*|:[a-zA-Z][a-zA-Z0-9]*)(?:\/|$))*$/;
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const PAGE_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRoutePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= ROUTE_MANIFEST_LIMITS.pathLength &&
    (value === '/' || (PATH_PATTERN.test(value) && !value.endsWith('/')))
  );
}

function parseRoute(value: unknown, at: string, problems: string[]): RouteDeclaration | undefined {
  if (!isRecord(value)) {
    problems.push(`${at} must be an object`);
    return undefined;
  }
  const { path, name, page, chrome, serverRendered } = value;
  const before = problems.length;
  if (!isRoutePath(path)) problems.push(`${at}.path must be a path such as /news/:url`);
  if (typeof name !== 'string' || !NAME_PATTERN.test(name)) {
    problems.push(`${at}.name must be a word such as NewsArticle`);
  }
  if (typeof page !== 'string' || !PAGE_PATTERN.test(page)) {
    problems.push(`${at}.page must be a page key such as article`);
  }
  if (chrome !== undefined && typeof chrome !== 'boolean') {
    problems.push(`${at}.chrome must be true or false`);
  }
  if (serverRendered !== undefined && typeof serverRendered !== 'boolean') {
    problems.push(`${at}.serverRendered must be true or false`);
  }
  if (problems.length > before) return undefined;
  return {
    path: path as string,
    name: name as string,
    page: page as string,
    ...(chrome === false ? { chrome } : {}),
    ...(serverRendered === false ? { serverRendered } : {}),
  };
}

function parseRedirect(
  value: unknown,
  at: string,
  problems: string[],
): RedirectDeclaration | undefined {
  if (!isRecord(value) || !isRoutePath(value.path) || value.path.includes(':')) {
    problems.push(`${at}.path must be a path without parameters`);
    return undefined;
  }
  const target = value.redirectTo;
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    problems.push(`${at}.redirectTo must be a path of the site`);
    return undefined;
  }
  return { path: value.path, redirectTo: target };
}

function parseList<T>(
  value: unknown,
  field: 'routes' | 'redirects',
  parse: (item: unknown, at: string, problems: string[]) => T | undefined,
  problems: string[],
): T[] {
  if (!Array.isArray(value)) {
    problems.push(`${field} must be a list`);
    return [];
  }
  if (value.length > ROUTE_MANIFEST_LIMITS[field]) {
    problems.push(`${field} holds more than ${ROUTE_MANIFEST_LIMITS[field]} entries`);
    return [];
  }
  return value.flatMap((item: unknown, index) => parse(item, `${field}[${index}]`, problems) ?? []);
}

/** A clean copy of a remote's declaration, or what is wrong with it. */
export function parseRouteManifest(
  value: unknown,
): { ok: true; manifest: RemoteRouteManifest } | { ok: false; problems: string[] } {
  if (!isRecord(value)) return { ok: false, problems: ['expected an object with "routes"'] };
  const problems: string[] = [];
  const routes = parseList(value.routes, 'routes', parseRoute, problems);
  const redirects =
    value.redirects === undefined
      ? []
      : parseList(value.redirects, 'redirects', parseRedirect, problems);
  const menus = parseMenuContribution(value, problems);
  if (problems.length === 0 && routes.length === 0) problems.push('routes must not be empty');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    manifest: { routes, ...(redirects.length > 0 ? { redirects } : {}), ...menus },
  };
}

const MAX_SECTIONS = 20;
const MAX_LINKS = 30;
const TEXT_MAX = 80;

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

const MAX_TRANSLATED_TEXTS = 200;

/** `{ en: { italian: english }, bg: { … } }`: short texts, other languages only. */
function parseTranslations(value: unknown, problems: string[]): MenuTranslations | undefined {
  if (value === undefined) return undefined;
  const shape = 'translations must be { en?, bg? }, each a record of Italian texts to short texts';
  if (!isRecord(value)) {
    problems.push(shape);
    return undefined;
  }
  const translations: Record<string, Record<string, string>> = {};
  for (const [locale, dictionary] of Object.entries(value)) {
    const entries = isRecord(dictionary) ? Object.entries(dictionary) : [];
    const valid =
      isSiteLocale(locale) &&
      locale !== DEFAULT_LOCALE &&
      isRecord(dictionary) &&
      entries.length <= MAX_TRANSLATED_TEXTS &&
      entries.every(([italian, text]) => isText(italian) && isText(text));
    if (!valid) {
      problems.push(shape);
      return undefined;
    }
    translations[locale] = Object.fromEntries(entries) as Record<string, string>;
  }
  return translations;
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
  const translations = parseTranslations(value.translations, problems);
  return {
    ...(menus ? { menus } : {}),
    ...(legal ? { legal } : {}),
    ...(translations ? { translations } : {}),
  };
}
