// The server-rendering half of an app's build: a CommonJS bundle for Node that renders the
// same components as the browser build, and the small manifests the shell's server reads to
// find that bundle and the browser files each page needs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import type { Compilation, Compiler } from 'webpack';

/**
 * Loaded by Node from the one copy next to the shell's server, so the shell and every
 * remote render with one React and one router (their contexts must be the same objects).
 */
export const SERVER_EXTERNALS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-router',
  'react-router-dom',
  'zustand',
  'i18next',
];

/** Where the server bundle and its manifest land, below the app's output folder. */
export const SERVER_DIR = 'ssr';
export const SERVER_MANIFEST = 'ssr-manifest.json';
export const CHUNK_GROUPS_MANIFEST = 'ssr-assets.json';

/**
 * A remote's server entry: every exposed module, plus a setter for the public path (a remote's
 * pictures and documents must point at its own origin, known only when the shell loads it).
 * The host's entry is its own server module.
 */
export function serverEntry({
  appDir,
  exposes,
  isHost,
}: {
  appDir: string;
  exposes: Record<string, string>;
  isHost: boolean;
}): string {
  if (isHost) return './src/server/index.ts';
  const loaders = Object.entries(exposes)
    .map(
      ([key, file]) =>
        `  ${JSON.stringify(key)}: () => import(/* webpackMode: "eager" */ ${JSON.stringify(path.resolve(appDir, file))}),`,
    )
    .join('\n');
  const code = [
    'export function setPublicPath(publicPath) {',
    '  __webpack_public_path__ = publicPath;',
    '}',
    'export const exposes = {',
    loaders,
    '};',
  ].join('\n');
  return `data:text/javascript,${encodeURIComponent(code)}`;
}

const { RawSource } = webpack.sources;
const REPORT_STAGE = webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;

/** Writes one JSON file once the compilation's file names are final (after content hashing). */
function emitJson(
  compiler: Compiler,
  pluginName: string,
  fileName: string,
  build: (compilation: Compilation) => unknown,
): void {
  compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
    compilation.hooks.processAssets.tap({ name: pluginName, stage: REPORT_STAGE }, () => {
      compilation.emitAsset(fileName, new RawSource(JSON.stringify(build(compilation), null, 1)));
    });
  });
}

/** Writes `ssr-manifest.json` next to the server bundle: the bundle's content-hashed name. */
export class ServerManifestPlugin {
  apply(compiler: Compiler): void {
    emitJson(compiler, 'ServerManifestPlugin', SERVER_MANIFEST, (compilation) => {
      const entry = compilation.entrypoints.get('main');
      const file = entry?.getEntrypointChunk().files.values().next().value;
      if (!file) throw new Error('the server build has no entry file');
      return { server: file };
    });
  }
}

/**
 * Writes `ssr-assets.json` in the browser build: the script and style files of every named
 * chunk group (entry points, the page chunks named `page-<key>`), so the server can link a
 * page's styles and preload its scripts; and `loadedWith`: for each script, the scripts and
 * styles of the chunk groups it belongs to (a shared module's chunk comes with the split
 * chunks holding its code and CSS, e.g. the router facade with the router).
 */
export class ChunkGroupsManifestPlugin {
  apply(compiler: Compiler): void {
    emitJson(compiler, 'ChunkGroupsManifestPlugin', CHUNK_GROUPS_MANIFEST, (compilation) => {
      const groups: Record<string, { js: string[]; css: string[] }> = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        const files = group.chunks.flatMap((chunk) => [...chunk.files]);
        groups[name] = {
          js: files.filter((file) => file.endsWith('.js')),
          css: files.filter((file) => file.endsWith('.css')),
        };
      }
      const loadedWith: Record<string, string[]> = {};
      for (const group of compilation.chunkGroups) {
        const files = group.chunks
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js') || file.endsWith('.css'));
        for (const file of files.filter((name) => name.endsWith('.js'))) {
          loadedWith[file] = [...new Set([...(loadedWith[file] ?? []), ...files])].sort();
        }
      }
      return { groups, loadedWith };
    });
  }
}

/**
 * The host's `page-start.<hash>.js` (pageStart.js as written: it is under 1 KB, so plain
 * JavaScript, type-checked in place, with no build step of its own): the server's pages start
 * the site's scripts with it after their first paint (the site server's page document).
 */
export class PageStartPlugin {
  apply(compiler: Compiler): void {
    const source = readFileSync(new URL('./pageStart.js', import.meta.url), 'utf8');
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    compiler.hooks.thisCompilation.tap('PageStartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageStartPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(`page-start.${hash}.js`, new RawSource(source)),
      );
    });
  }
}
