import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import type { RegistryDocument } from '../registry/registryDocument.ts';
import { contentSecurityPolicyDirectives, remoteOrigins } from './contentSecurityPolicy.ts';

/** HSTS for a year, subdomains too; sent in production only (the site is then HTTPS-only). */
export const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

export interface SiteHeadersOptions {
  /** The registry a request's page uses (its remotes' origins are allowed). */
  readonly registryOf: (req: Request) => Promise<RegistryDocument | undefined>;
  /** Origins of the dev servers a request's browser chose (development only). */
  readonly devServersOf?: (req: Request) => string[];
  readonly publicApiOrigin: string | undefined;
  readonly production: boolean;
}

/**
 * helmet with the site's policy. One helmet middleware per set of remote origins (they change
 * only when a remote moves), made on first use.
 */
export function siteHeaders({
  registryOf,
  devServersOf = () => [],
  publicApiOrigin,
  production,
}: SiteHeadersOptions): RequestHandler {
  const byRemotes = new Map<string, RequestHandler>();
  const middlewareFor = (remotes: string[], devServers: string[]) => {
    const key = `${remotes.join(' ')}|${devServers.join(' ')}`;
    let middleware = byRemotes.get(key);
    if (!middleware) {
      middleware = helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: contentSecurityPolicyDirectives({
            remotes,
            apiOrigin: publicApiOrigin,
            production,
            devServers,
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
    registryOf(req).then(
      (document) => middlewareFor(remoteOrigins(document), devServersOf(req))(req, res, next),
      next,
    );
  };
}
