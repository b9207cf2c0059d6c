import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { RegistryReader } from '../registry/registryReader.ts';
import { contentSecurityPolicyDirectives, remoteOrigins } from './contentSecurityPolicy.ts';

/** HSTS for a year, subdomains too; sent in production only (the site is then HTTPS-only). */
export const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

export interface SiteHeadersOptions {
  readonly registry: RegistryReader;
  readonly publicApiOrigin: string | undefined;
  readonly production: boolean;
}

/**
 * helmet with the site's policy. One helmet middleware per set of remote origins (they change
 * only when a remote moves), made on first use.
 */
export function siteHeaders({
  registry,
  publicApiOrigin,
  production,
}: SiteHeadersOptions): RequestHandler {
  const byRemotes = new Map<string, RequestHandler>();
  const middlewareFor = (remotes: string[]) => {
    const key = remotes.join(' ');
    let middleware = byRemotes.get(key);
    if (!middleware) {
      middleware = helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: contentSecurityPolicyDirectives({
            remotes,
            apiOrigin: publicApiOrigin,
            production,
          }),
        },
        strictTransportSecurity: production ? HSTS : false,
        // The browser's default: the video player needs the site's origin as referrer.
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
      });
      if (byRemotes.size > 50) byRemotes.clear();
      byRemotes.set(key, middleware);
    }
    return middleware;
  };
  return (req, res, next) => {
    registry
      .current()
      .then((document) => middlewareFor(remoteOrigins(document))(req, res, next), next);
  };
}
