import { parseRouteManifest } from '../../contracts/declarationParsing';
import type { RemoteName } from './contract';
import { isComponent, isRemoteRoutesModule, isSearchModule } from './guards';

/** The module object of an exposed file (what `import * as module` gives). */
export type ExposedModule = Readonly<Record<string, unknown>>;

/** Every remote exposes its pages; what else it exposes is its own to promise. */
export const REQUIRED_EXPOSE = './routes';

/**
 * What is wrong with a remote's exposed modules: `./routes` is present, declares valid routes
 * and provides a page for each of them, `./search` is a SearchModule, and any other module's
 * default export is a component. An empty list means the remote keeps its promises. (That a
 * release keeps exposing what the version it replaces exposed is checked by the API.)
 */
export function remoteContractProblems(
  remote: RemoteName,
  modules: Readonly<Record<string, ExposedModule>>,
): string[] {
  const problems: string[] = [];
  if (!modules[REQUIRED_EXPOSE]) problems.push(`${remote} does not expose ${REQUIRED_EXPOSE}`);
  for (const [expose, module] of Object.entries(modules)) {
    const exported = module.default;
    if (expose === REQUIRED_EXPOSE) {
      problems.push(...routesProblems(remote, exported));
    } else if (expose === './search' && !isSearchModule(exported)) {
      problems.push(`${remote}/search must export a SearchModule`);
    } else if (expose !== './search' && !isComponent(exported)) {
      problems.push(`${remote}/${expose.slice(2)} must export a component`);
    }
  }
  return problems;
}

function routesProblems(remote: RemoteName, exported: unknown): string[] {
  const declaration = parseRouteManifest(
    typeof exported === 'object' && exported !== null && 'declaration' in exported
      ? exported.declaration
      : undefined,
  );
  if (!declaration.ok) {
    return declaration.problems.map((problem) => `${remote}/routes declaration: ${problem}`);
  }
  const pages = [...new Set(declaration.manifest.routes.map((route) => route.page))];
  return isRemoteRoutesModule(exported, pages)
    ? []
    : [`${remote}/routes must provide the pages ${pages.join(', ')}`];
}
