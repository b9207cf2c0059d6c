import { routesOfRemote } from '../routing/routeTable';
import type { RemoteName } from './contract';
import { REMOTE_EXPOSES } from './exposes';
import { isComponent, isRemoteRoutesModule, isSearchModule } from './guards';

/** The module object of an exposed file (what `import * as module` gives). */
export type ExposedModule = Readonly<Record<string, unknown>>;

/**
 * What is wrong with a remote's exposed modules, measured against the contract: every module
 * of REMOTE_EXPOSES is present, `./routes` provides each page the route table asks of this
 * remote, `./search` is a SearchModule, and any other module's default export is a component.
 * An empty list means the remote keeps its promises.
 */
export function remoteContractProblems(
  remote: RemoteName,
  modules: Readonly<Record<string, ExposedModule>>,
): string[] {
  const problems: string[] = [];
  const pages = [...new Set(routesOfRemote(remote).map((route) => route.page))];
  for (const expose of REMOTE_EXPOSES[remote]) {
    const module = modules[expose];
    if (!module) {
      problems.push(`${remote} does not expose ${expose}`);
      continue;
    }
    const exported = module.default;
    if (expose === './routes' && !isRemoteRoutesModule(exported, pages)) {
      problems.push(`${remote}/routes must provide the pages ${pages.join(', ')}`);
    } else if (expose === './search' && !isSearchModule(exported)) {
      problems.push(`${remote}/search must export a SearchModule`);
    } else if (expose !== './routes' && expose !== './search' && !isComponent(exported)) {
      problems.push(`${remote}/${expose.slice(2)} must export a component`);
    }
  }
  for (const expose of Object.keys(modules)) {
    if (!REMOTE_EXPOSES[remote].includes(expose)) {
      problems.push(`${remote} exposes ${expose}, which is not in the contract (exposes.json)`);
    }
  }
  return problems;
}
