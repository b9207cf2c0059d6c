// The public remotes as the server renders them: for each registry entry, its server bundle
// (fetched from the remote's own origin, like the browser fetches its entry) and the browser
// files its pages need. One load per bundle file: content-hashed names never change content.
import { evaluateBundle, fetchFrom } from './serverBundle.mjs';

/** Remotes that are never rendered on the server (loaded only by administrators). */
const CLIENT_ONLY = new Set(['admin']);

const bundles = new Map();

function baseOf(manifestUrl) {
  return new URL('.', manifestUrl).href;
}

/** Evaluates a remote's server bundle once per file and loads every module it exposes. */
function loadBundle(name, base, file) {
  const url = new URL(`ssr/${file}`, base).href;
  let loading = bundles.get(url);
  if (!loading) {
    loading = fetchFrom(url, { as: 'text' }).then(async (code) => {
      const bundle = evaluateBundle(code, url);
      bundle.setPublicPath(base);
      const modules = new Map();
      for (const [key, load] of Object.entries(bundle.exposes)) {
        modules.set(`${name}/${key.replace(/^\.\//, '')}`, await load());
      }
      return modules;
    });
    loading.catch(() => bundles.delete(url));
    bundles.set(url, loading);
  }
  return loading;
}

/**
 * One remote: its modules for the render and its browser files, or `null` when it cannot be
 * reached (its area then renders the loading state and the browser shows the message).
 */
async function loadRemote({ name, entry }) {
  const base = baseOf(entry);
  try {
    const [serverManifest, manifest, assets] = await Promise.all([
      fetchFrom(new URL('ssr/ssr-manifest.json', base)),
      fetchFrom(entry),
      fetchFrom(new URL('ssr-assets.json', base)),
    ]);
    const modules = await loadBundle(name, base, serverManifest.server);
    return { name, entry, base, manifest, assets, modules, version: serverManifest.server };
  } catch (error) {
    console.warn(`[ssr] remote ${name} is not rendered on the server: ${error.message}`);
    return null;
  }
}

/**
 * What the server renders with for one registry document. `version` names every bundle
 * used, so a cached page made with other versions is never served.
 */
export async function loadRemotes(registry) {
  const entries = (registry?.remotes ?? []).filter(({ name }) => !CLIENT_ONLY.has(name));
  const loaded = await Promise.all(entries.map(loadRemote));
  const remotes = new Map();
  const modules = new Map();
  for (const remote of loaded) {
    if (!remote) continue;
    remotes.set(remote.name, remote);
    for (const [id, module] of remote.modules) modules.set(id, module);
  }
  /** Per remote: its entry and server bundle, or `down`; a page is valid while its own match. */
  const versions = new Map(
    entries.map(({ name, entry }) => [name, `${entry}#${remotes.get(name)?.version ?? 'down'}`]),
  );
  return { registry: registry?.remotes ?? [], remotes, modules, versions };
}
