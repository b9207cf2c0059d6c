// Ships a remote's page declaration (src/routes.json) next to its mf-manifest.json, so
// the API can check it before activating a release and the shell can route to the remote's
// pages without loading the remote's code. The full check is the API's and the remote's
// contract test's (parseRouteManifest in the contracts' declarationParsing); the build refuses
// only a file that is not a declaration at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import type { Compiler } from 'webpack';

export const ROUTE_MANIFEST_SOURCE = path.join('src', 'routes.json');
const OUTPUT_FILE = 'routes.json';

/** The declaration of the remote at `appDir`, as JSON text without spaces. */
export function readRouteManifest(appDir: string): string {
  const file = path.join(appDir, ROUTE_MANIFEST_SOURCE);
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown } | null;
  if (!Array.isArray(parsed?.routes) || parsed.routes.length === 0) {
    throw new Error(`${file} must declare the remote's pages in a non-empty "routes" list`);
  }
  return JSON.stringify(parsed);
}

export class RouteManifestPlugin {
  private readonly appDir: string;

  constructor(appDir: string) {
    this.appDir = appDir;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(path.join(this.appDir, ROUTE_MANIFEST_SOURCE));
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const json = readRouteManifest(this.appDir);
            compilation.emitAsset(OUTPUT_FILE, new webpack.sources.RawSource(json));
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            compilation.errors.push(new webpack.WebpackError(message));
          }
        },
      );
    });
  }
}
