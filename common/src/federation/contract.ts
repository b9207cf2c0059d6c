import type { ComponentType } from 'react';

/**
 * What every remote's `./routes` federated module exports. The shell owns the route table
 * (paths, params, redirects); a remote only supplies the page components for the keys the
 * shell asks for. Page components read their params with react-router's `useParams`.
 */
export interface RemoteRoutesModule {
  /** Area name shown in messages, e.g. "Prodotti". */
  readonly areaLabel: string;
  readonly pages: Readonly<Record<string, ComponentType>>;
}

/** The names under which remotes are registered in the runtime registry. */
export type RemoteName = 'corporate' | 'products' | 'contacts' | 'investors' | 'news' | 'admin';

/** Italian name of each remote's area, for messages about the area as a whole. */
export const REMOTE_AREA_LABELS: Readonly<Record<RemoteName, string>> = {
  corporate: 'Azienda',
  products: 'Prodotti',
  contacts: 'Contatti',
  investors: 'Investitori',
  news: 'Notizie',
  admin: 'Amministrazione',
};

/** One entry of the registry document served by `GET /api/remotes`. */
export interface RemoteRegistryEntry {
  readonly name: RemoteName;
  /** URL of the remote's `mf-manifest.json`. */
  readonly entry: string;
}

export interface RemoteRegistryDocument {
  readonly remotes: readonly RemoteRegistryEntry[];
}
