// What the site server and the shell's server bundle exchange for one page, and what the page
// hands the browser. The bundle is built with the shell and loaded by the site server at run
// time; both sides type it from here. Types only: no React, nothing at run time.
import type { SiteLocale } from './locales';
import type { RemoteRouteManifest } from './routes';

/** A remote's registered name (`news`); any name the registry document gives. */
export type RemoteName = string;

/** An exposed module of a remote: `news/routes`. */
export type FederatedModuleId = `${RemoteName}/${string}`;

/** One entry of the registry document served by `GET /api/remotes`. */
export interface RemoteRegistryEntry {
  readonly name: RemoteName;
  /** URL of the remote's `mf-manifest.json`. */
  readonly entry: string;
  /**
   * The version served (absent for the registry file's own entry): the browser labels what it
   * measures with it.
   */
  readonly version?: string;
  /** The pages of the active version (absent while they cannot be read). */
  readonly routes?: RemoteRouteManifest;
}

export interface RemoteRegistryDocument {
  readonly remotes: readonly RemoteRegistryEntry[];
}

/** The picture a shared link shows (Open Graph, Twitter card). */
export interface SharedImage {
  /** A site path (`/products/…/foil.jpg`) or an absolute URL. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** One step of a page's trail (BreadcrumbList): a name and the page's unprefixed path. */
export interface Breadcrumb {
  readonly name: string;
  readonly path: string;
}

/** A page's title (without the site name) and description, and what search engines read. */
export interface DocumentMeta {
  readonly title: string;
  readonly description: string;
  /** Kept out of search engines (`<meta name="robots" content="noindex">`). */
  readonly noindex?: boolean;
  /** The shared picture; the site's own when absent. */
  readonly image?: SharedImage;
  /** `og:type`: `website` unless the page is an article or a product. */
  readonly type?: 'website' | 'article' | 'product';
  /** The pages above this one, from the section down (the home page is added first). */
  readonly breadcrumbs?: readonly Breadcrumb[];
  /** schema.org objects about the page's content, written as JSON-LD. */
  readonly structuredData?: readonly Readonly<Record<string, unknown>>[];
}

/** How one API read ended when the page was rendered on the server. */
export type SsrDataEntry =
  | { readonly status: 'ready'; readonly data: unknown }
  | { readonly status: 'not-found' }
  | { readonly status: 'error' };

/**
 * What the server hands the browser inside the page (a JSON data block, never a script):
 * the API answers the render used, the federated modules it embedded, and where it rendered.
 */
export interface SsrSnapshot {
  /** The remote and page key of the route, so the browser loads them before hydrating. */
  readonly remote: RemoteName | null;
  readonly page: string | null;
  readonly data: Readonly<Record<string, SsrDataEntry>>;
  readonly modules: readonly FederatedModuleId[];
  /** The registry document, so the browser needs no round trip before loading remotes. */
  readonly registry: readonly RemoteRegistryEntry[];
}

/** An image the server asks the browser to fetch first (the page's LCP candidate). */
export interface PreloadImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
  readonly type?: string;
  /** Only for screens matching this media query (an art-directed picture). */
  readonly media?: string;
}

/** What one server render recorded, for the page document around its markup. */
export interface RenderRecord {
  readonly data: Readonly<Record<string, SsrDataEntry>>;
  readonly meta: DocumentMeta | null;
  readonly modules: readonly FederatedModuleId[];
  /** Embedded modules the browser loads only when needed (below the fold). */
  readonly deferredModules: readonly FederatedModuleId[];
  readonly chunks: readonly string[];
  /** The LCP picture (one entry per art-directed variant). */
  readonly images: readonly PreloadImage[];
  readonly redirect: string | null;
  /** The page is a not-found page (answered with status 404). */
  readonly notFound: boolean;
}

export interface RenderRequest {
  /** Path and query, e.g. `/news?medias=true`. */
  readonly url: string;
  /** The site's public origin, e.g. `https://www.example.com`. */
  readonly origin: string;
  /** The registry the page is rendered with; written into the page for the browser. */
  readonly registry: readonly RemoteRegistryEntry[];
  /** Every exposed module of every public remote, by id (`news/routes`). */
  readonly modules: ReadonlyMap<FederatedModuleId, unknown>;
  readonly apiOrigin: string;
  readonly apiTimeoutMs?: number;
  readonly renderTimeoutMs?: number;
}

export interface RenderedPage {
  readonly kind: 'page';
  readonly status: number;
  /** The page's language (its address's prefix). */
  readonly locale: SiteLocale;
  /** Tags for the head: canonical address, alternates, sharing cards, structured data. */
  readonly head: string;
  /** The remote of the route (whether or not the server could render it). */
  readonly route: RemoteName | null;
  /**
   * The matched route's path pattern without the language prefix (`/news/:slug`; null: no
   * route matched). Absent from shell builds older than the metrics that name pages by it.
   */
  readonly template?: string | null;
  /** The markup inside the page's root element. */
  readonly html: string;
  /**
   * The markup inside the page's `<noscript>` message, in the page's language. Absent from
   * shell builds older than it: the template's Italian message stays.
   */
  readonly noscript?: string;
  readonly snapshot: SsrSnapshot;
  readonly record: RenderRecord;
}

export type RenderResult =
  | { readonly kind: 'redirect'; readonly location: string }
  /** Pages the browser renders alone (the administration). */
  | { readonly kind: 'client' }
  | RenderedPage;

/** What the sitemap is made from: the registry and modules a page would be rendered with. */
export interface SitemapRequest {
  /** The site's public origin. */
  readonly origin: string;
  readonly registry: readonly RemoteRegistryEntry[];
  readonly modules: ReadonlyMap<FederatedModuleId, unknown>;
  readonly apiOrigin: string;
  readonly apiTimeoutMs?: number;
}

/** The shell's server bundle as the site server uses it. */
export interface ShellServerBundle {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  /** The page's title with the site's name in `locale` (Italian when a site server names none). */
  formatTitle(title: string, locale?: SiteLocale): string;
  /** sitemap.xml (absent from shell builds older than the language sites). */
  renderSitemap?(request: SitemapRequest): Promise<string>;
  renderRobots?(origin: string): string;
}
