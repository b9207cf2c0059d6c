// Evaluates an app's server bundle (CommonJS, built by tooling/webpack/server.mjs) in this
// process, with the one React and router of the site's node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';

const siteRequire = createRequire(new URL('../../../package.json', import.meta.url));

/**
 * React picks its build when first required, by NODE_ENV. The shell's server does not run
 * with NODE_ENV=production (that also turns on HSTS), so the production builds of the
 * rendering packages are loaded here once, before any bundle asks for them.
 */
function preloadProductionReact() {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) {
      siteRequire(name);
    }
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
preloadProductionReact();

/** Runs a CommonJS bundle's code and answers its exports. */
export function evaluateBundle(code, filename) {
  const run = vm.compileFunction(code, ['module', 'exports', 'require'], { filename });
  const module = { exports: {} };
  run(module, module.exports, siteRequire);
  return module.exports;
}

export function loadBundleFile(file) {
  return evaluateBundle(readFileSync(file, 'utf8'), file);
}

/** GET with a time limit; rejects on a non-2xx answer. */
export async function fetchFrom(url, { timeoutMs = 5000, as = 'json' } = {}) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return as === 'json' ? response.json() : response.text();
}
