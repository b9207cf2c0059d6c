// Jest's global setup and teardown run outside its module registry, under Node's own module
// resolution, which finds a production module named `#api/<path>` in the build (package.json
// "imports"). The tests run on the sources (jest's moduleNameMapper); with this hook, imported
// before anything that names such a module, so do the setup and the teardown.
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCES = path.join(__dirname, '..', '..', 'src');

registerHooks({
  resolve(specifier, context, nextResolve) {
    const production = /^#api\/(.+)$/.exec(specifier)?.[1];
    if (production === undefined) return nextResolve(specifier, context);
    return { url: pathToFileURL(path.join(SOURCES, `${production}.ts`)).href, shortCircuit: true };
  },
});
