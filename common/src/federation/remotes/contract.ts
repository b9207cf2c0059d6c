import type { ComponentType } from 'react';
import type {
  RemoteName,
  RemoteRegistryEntry,
  RemoteRegistryDocument,
} from '../../contracts/rendering';
import type { RemoteRouteManifest } from '../../contracts/routes';

// The registry's wire types are contracts; named here too for the federation code.
export type { RemoteName, RemoteRegistryEntry, RemoteRegistryDocument };

/**
 * What every remote's `./routes` federated module exports: the remote's own pages. Its
 * `declaration` (src/routes.json, shipped beside the manifest) says which paths lead to
 * which page; the shell merges the declarations of the registered remotes into its route table
 * without loading their code, and asks this module for the component of a page key when one
 * of its paths is visited. Page components read their params with react-router's `useParams`.
 */
export interface RemoteRoutesModule {
  /** Area name shown in messages, e.g. "Prodotti". */
  readonly areaLabel: string;
  readonly pages: Readonly<Record<string, ComponentType>>;
  readonly declaration: RemoteRouteManifest;
  /**
   * The concrete addresses of the pages whose declared paths have parameters (each product,
   * each page of a section, each staff profile, each open vacancy), unprefixed: the sitemap
   * lists them. A function loading its own chunk: only the server calls it, the browser never
   * fetches it. Pages made from the API's data read it from `context.apiOrigin` (a host that
   * passes no context gets the static pages only).
   */
  readonly pagePaths?: (context?: PagePathsContext) => Promise<readonly string[]>;
}

/** What the server tells a remote listing its pages for the sitemap. */
export interface PagePathsContext {
  /** Where the server reaches the API (absolute). */
  readonly apiOrigin: string;
  /** Gives up when the sitemap's time is up. */
  readonly signal?: AbortSignal;
}

/** Italian name of the site's areas, for messages about an area as a whole. */
export const REMOTE_AREA_LABELS: Readonly<Record<RemoteName, string | undefined>> = {
  corporate: 'Azienda',
  products: 'Prodotti',
  contacts: 'Contatti',
  investors: 'Investitori',
  news: 'Notizie',
  admin: 'Amministrazione',
};
