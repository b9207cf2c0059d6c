// Evaluates an app's server bundle (CommonJS, built by tooling/webpack/server.ts) in this
// process, with the one React and router of this server's dependencies.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';

const siteRequire = createRequire(import.meta.url);

/**
 * React picks its build when first required, by NODE_ENV. In development this server does not
 * run with NODE_ENV=production (that also turns on HSTS), so the production builds of the
 * rendering packages are loaded here once, before any bundle asks for them.
 */
function preloadProductionReact(): void {
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
export function evaluateBundle(code: string, filename: string): Record<string, unknown> {
  const run = vm.compileFunction(code, ['module', 'exports', 'require'], { filename });
  const module: { exports: Record<string, unknown> } = { exports: {} };
  run(module, module.exports, siteRequire);
  return module.exports;
}

export function loadBundleFile(file: string): Record<string, unknown> {
  return evaluateBundle(readFileSync(file, 'utf8'), file);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface FetchOptions {
  readonly timeoutMs?: number;
}

/** GET with a time limit; rejects on a non-2xx answer. */
export async function fetchText(url: string | URL, { timeoutMs = 5000 }: FetchOptions = {}) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${String(url)} answered ${response.status}`);
  return response.text();
}

export async function fetchJson<T>(url: string | URL, options?: FetchOptions): Promise<T> {
  return JSON.parse(await fetchText(url, options)) as T;
}
