// `npm run new:remote -- <name> [--title <menu label>] [--port <dev port>]`: a working remote in
// mfe-<name> (descriptor, one page at /<name> in the footer, mobile menu and site map, its unit
// and e2e tests, README) and its entry in the registry document. Nothing of the shell or of
// @alu/common changes; `npm install` then links the new workspace.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SINGLETONS } from '../../tooling/webpack/sharedSingletons.ts';
import { federatedApps } from '../../tooling/workspaces/federatedApps.ts';
import { remoteFiles } from './templates.ts';

const NAME = /^[a-z][a-z0-9]{1,30}$/;
const DEPENDENCIES = ['@alu/common', ...SINGLETONS];

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** A registry document's entry. */
interface RegistryEntry {
  name: string;
  entry: string;
}

/** Writes the remote's files below `root` and registers it. Answers the files written. */
export function scaffoldRemote({
  root,
  name,
  title,
  port,
}: {
  root: string;
  name: string;
  title?: string | undefined;
  port?: number | undefined;
}): string[] {
  if (!NAME.test(name)) {
    throw new Error(
      `"${name}": a remote's name is 2-31 lower-case letters or digits, a letter first`,
    );
  }
  const apps = federatedApps(root);
  if (apps.some((app) => app.name === name)) throw new Error(`a remote "${name}" exists already`);
  const workspace = `mfe-${name}`;
  if (existsSync(path.join(root, workspace))) throw new Error(`${workspace} exists already`);
  const remotePorts = apps.filter((app) => !app.isHost).map((app) => app.devPort);
  const devPort = port ?? Math.max(...remotePorts) + 1;
  if (apps.some((app) => app.devPort === devPort)) throw new Error(`port ${devPort} is taken`);

  const model = readJson<{ dependencies: Record<string, string> }>(
    path.join(root, 'mfe-news', 'package.json'),
  ).dependencies;
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  const files = remoteFiles({
    name,
    workspace,
    title: title ?? capitalised,
    port: devPort,
    component: capitalised,
    dependencies: Object.fromEntries(DEPENDENCIES.map((dep) => [dep, model[dep]])) as Record<
      string,
      string
    >,
  });
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content, { flag: 'wx' });
  }

  const registryFile = path.join(root, 'api', 'config', 'remotes.json');
  register(registryFile, { name, entry: `http://localhost:${devPort}/mf-manifest.json` });
  return [...Object.keys(files), path.relative(root, registryFile)];
}

/** Appends an entry to the registry document, one line an entry as the others are written. */
function register(registryFile: string, entry: RegistryEntry): void {
  const text = readFileSync(registryFile, 'utf8');
  const { remotes } = JSON.parse(text) as { remotes: RegistryEntry[] };
  const line = `{ "name": ${JSON.stringify(entry.name)}, "entry": ${JSON.stringify(entry.entry)} }`;
  const end = /\}(\s*\n\s*\]\s*\n?\s*\}\s*)$/;
  const updated =
    remotes.length > 0 && end.test(text)
      ? text.replace(end, `},\n    ${line}$1`)
      : `${JSON.stringify({ remotes: [...remotes, entry] }, null, 2)}\n`;
  if ((JSON.parse(updated) as { remotes: unknown[] }).remotes.length !== remotes.length + 1) {
    throw new Error(`could not add "${entry.name}" to ${registryFile}`);
  }
  writeFileSync(registryFile, updated);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { title: { type: 'string' }, port: { type: 'string' } },
  });
  const [name] = positionals;
  if (!name) {
    console.error('usage: npm run new:remote -- <name> [--title <menu label>] [--port <dev port>]');
    process.exit(2);
  }
  try {
    const written = scaffoldRemote({
      root: path.resolve(import.meta.dirname, '..', '..'),
      name,
      title: values.title,
      port: values.port === undefined ? undefined : Number(values.port),
    });
    console.log(written.map((file) => `  ${file}`).join('\n'));
    console.log(`\nNext: npm install (links mfe-${name}), then npm start and open /${name}.`);
  } catch (error) {
    console.error(`new:remote: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
