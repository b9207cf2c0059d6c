import { parseRouteManifest } from '../contracts/routes';
import type { RemoteName } from './contract';
import { REMOTE_EXPOSES } from './exposes';
import { isComponent, isRemoteRoutesModule, isSearchModule } from './guards';

/** The module object of an exposed file (what `import * as module` gives). */
export type ExposedModule = Readonly<Record<string, unknown>>;

/**
 * What is wrong with a remote's exposed modules, measured against the contract: every module
 * of REMOTE_EXPOSES is present, `./routes` declares valid routes and provides a page for each
 * of them, `./search` is a SearchModule, and any other module's default export is a component.
 * An empty list means the remote keeps its promises.
 */
export function remoteContractProblems(
  remote: RemoteName,
  modules: Readonly<Record<string, ExposedModule>>,
): string[] {
  const problems: string[] = [];
  // A remote the contract does not list yet promises its pages.
  const promised = REMOTE_EXPOSES[remote] ?? ['./routes'];
  for (const expose of promised) {
    const module = modules[expose];
    if (!module) {
      problems.push(`${remote} does not expose ${expose}`);
      continue;
    }
    const exported = module.default;
    if (expose === './routes') {
      problems.push(...routesProblems(remote, exported));
    } else if (expose === './search' && !isSearchModule(exported)) {
      problems.push(`${remote}/search must export a SearchModule`);
    } else if (expose !== './routes' && expose !== './search' && !isComponent(exported)) {
      problems.push(`${remote}/${expose.slice(2)} must export a component`);
    }
  }
  for (const expose of Object.keys(modules)) {
    if (!promised.includes(expose)) {
      problems.push(`${remote} exposes ${expose}, which is not in the contract (exposes.json)`);
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
