// The Content-Security-Policy of the site's HTML. Scripts, styles and pictures come from the
// site itself and from exactly the origins of the remotes in the registry (which changes at
// run time); the browser talks to the API (the site's own origin, or PUBLIC_API_ORIGIN when
// the API has its own) and to the three third parties the pages name: EmailJS for the inquiry
// e-mail, the OpenStreetMap frame of the factory page and YouTube's privacy-enhanced player,
// each with the small file its reachability probe fetches. No 'unsafe-eval', no inline script
// (a rendered page's early-clicks script is allowed by its hash, per answer: pageRenderer.ts).
import type { RegistryDocument } from '../registry/registryDocument.ts';
import { entryOrigin } from '../registry/allowedRemotes.ts';

/**
 * The third parties, by what the browser does with them. Keep in step with
 * `siteConfig.factoryMap`, `VideoEmbed` and the EmailJS SDK (api.emailjs.com): a page that
 * needs another origin fails its e2e test with a CSP violation.
 */
export const THIRD_PARTY_SOURCES = Object.freeze({
  /** fetch/XHR: the EmailJS send call, the maps probe (robots.txt), the video probe. */
  connect: [
    'https://api.emailjs.com',
    'https://www.openstreetmap.org',
    'https://www.youtube-nocookie.com',
  ],
  /** Frames: the map and the video player (youtube.com for players of older articles). */
  frame: [
    'https://www.openstreetmap.org',
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
  ],
});

/** The origins of the registry's manifest URLs, sorted; bad entries are skipped. */
export function remoteOrigins(registry: RegistryDocument | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of registry?.remotes ?? []) {
    const origin = entryOrigin(entry);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

export interface PolicyOptions {
  readonly remotes: readonly string[];
  readonly apiOrigin?: string | undefined;
  readonly production?: boolean;
  /**
   * Origins of remote dev servers this browser chose in development (registry/remoteOverrides):
   * their style-loader injects <style> elements and their hot reload opens a WebSocket.
   */
  readonly devServers?: readonly string[];
}

const webSocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/** The policy's directives, in helmet's form. */
export function contentSecurityPolicyDirectives({
  remotes,
  apiOrigin,
  production = false,
  devServers = [],
}: PolicyOptions): Record<string, string[]> {
  const self = "'self'";
  const api = apiOrigin ? [apiOrigin] : [];
  const devStyles = devServers.length > 0 ? ["'unsafe-inline'"] : [];
  return {
    defaultSrc: [self],
    scriptSrc: [self, ...remotes],
    // Stylesheets only from the site and the remotes; style="" attributes are allowed (the
    // sanitised rich text of articles, positioning by libraries): they cannot run script.
    styleSrc: [self, ...remotes, ...devStyles],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: [self, 'data:', 'blob:', ...remotes, ...api],
    fontSrc: [self, 'data:', ...remotes],
    connectSrc: [
      self,
      ...remotes,
      ...api,
      ...THIRD_PARTY_SOURCES.connect,
      ...devServers.map(webSocketOrigin),
    ],
    frameSrc: [...THIRD_PARTY_SOURCES.frame],
    mediaSrc: [self, ...remotes],
    workerSrc: [self],
    manifestSrc: [self],
    objectSrc: ["'none'"],
    baseUri: [self],
    formAction: [self],
    frameAncestors: ["'none'"],
    ...(production ? { upgradeInsecureRequests: [] } : {}),
  };
}
