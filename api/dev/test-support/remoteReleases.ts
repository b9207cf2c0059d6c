// Releases of a remote as the registry's tests serve them: federation manifests with the parts
// the release checks read, and the news remote's page declaration.

/** A manifest as the federation plugin writes it, with the parts the checks read. */
export function federationManifest(
  name: string,
  {
    exposes = ['./routes', './LatestNewsStrip'],
    react = '18.3.1',
    router = '7.18.5',
  }: { exposes?: string[]; react?: string; router?: string } = {},
) {
  return {
    id: name,
    name,
    metaData: { name, publicPath: 'auto' },
    exposes: exposes.map((expose) => ({ id: `${name}:${expose.slice(2)}`, path: expose })),
    shared: [
      { name: 'react', version: react, requiredVersion: react, singleton: true },
      { name: 'react-dom', version: react, requiredVersion: react, singleton: true },
      { name: 'react-router-dom', version: router, requiredVersion: `^${router}`, singleton: true },
    ],
    remotes: [],
  };
}

/** The news pages as the remote declares them (its routes.json). */
export const NEWS_ROUTES = {
  routes: [
    { path: '/news', name: 'News', page: 'list' },
    { path: '/news/:url', name: 'NewsArticle', page: 'article' },
  ],
};
