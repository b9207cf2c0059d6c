// The routes an Express app serves, read from its router stack: each route's methods and its
// whole path (the paths of the routers it is mounted under, then its own).
import type { Express } from 'express';
import {
  HTTP_METHODS,
  openApiPath,
  type OpenApiDocument,
} from '#api/components/api-reference/openApiDocument';

/** A route declared by a path: `/api/careers/:id`, or a catch-all such as `/api/news/*rest`. */
export interface PathRoute {
  readonly kind: 'path';
  /** Lower case, as Express keeps them (`get`, `post`…). */
  readonly method: string;
  readonly path: string;
}

/** A route declared by a regular expression, matched against the path below `prefix`. */
export interface PatternRoute {
  readonly kind: 'pattern';
  readonly method: string;
  readonly prefix: string;
  readonly pattern: RegExp;
}

export type ServedRoute = PathRoute | PatternRoute;

/** The part of router 2's layers read here (its Layer keeps the path it was given as rawPath). */
interface Layer {
  readonly rawPath?: string | RegExp | readonly (string | RegExp)[];
  readonly route?: {
    readonly path: string | RegExp | readonly (string | RegExp)[];
    readonly methods: Readonly<Record<string, boolean>>;
  };
  readonly handle: unknown;
}

const stackOf = (handle: unknown): readonly Layer[] | undefined => {
  const stack = (handle as { stack?: unknown } | null)?.stack;
  return Array.isArray(stack) ? (stack as Layer[]) : undefined;
};

const paths = (path: string | RegExp | readonly (string | RegExp)[]) =>
  (Array.isArray(path) ? path : [path]) as readonly (string | RegExp)[];

const join = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

function walk(stack: readonly Layer[], prefix: string, found: ServedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const { methods } = layer.route;
      const named = Object.keys(methods).filter((method) => method !== '_all' && methods[method]);
      for (const path of paths(layer.route.path)) {
        for (const method of named) {
          found.push(
            path instanceof RegExp
              ? { kind: 'pattern', method, prefix, pattern: path }
              : { kind: 'path', method, path: join(prefix, path) },
          );
        }
      }
      continue;
    }
    // A mounted router (`app.use('/api', router)`, `router.use(other)`): its routes under its path.
    const inner = stackOf(layer.handle);
    if (!inner) continue;
    for (const mount of paths(layer.rawPath ?? '/')) {
      if (mount instanceof RegExp) throw new Error(`A router mounted at ${String(mount)}`);
      const joined = join(prefix, mount);
      walk(inner, joined === '/' ? '' : joined, found);
    }
  }
}

/** Every method and path `app` has a route for, in the order Express tries them. */
export function servedRoutes(app: Express): ServedRoute[] {
  const found: ServedRoute[] = [];
  walk(stackOf(app.router) ?? [], '', found);
  return found;
}

/**
 * A catch-all's base: `/api/news` for `/api/news/*rest`. Such a route answers the paths below
 * an operation's last parameter (deeper paths, or values the operation's own route refuses)
 * as that operation does, so the document describes it with that operation.
 */
export function catchAllBase(route: PathRoute): string | undefined {
  return /^(.*)\/\*[A-Za-z_$][\w$]*$/.exec(route.path)?.[1];
}

/** Values tried for a path parameter when matching a template against a regular expression. */
const SAMPLES = ['a', '1', 'a1b2c3d4e5f6a1b2c3d4e5f6'];

/** Whether a route declared by a regular expression serves the OpenAPI `template`. */
export function patternServes(route: PatternRoute, template: string): boolean {
  if (!template.startsWith(`${route.prefix}/`)) return false;
  const below = template.slice(route.prefix.length);
  return SAMPLES.some((sample) => route.pattern.test(below.replace(/\{[^}]+\}/g, sample)));
}

export interface RouteComparison {
  readonly servedButNotDocumented: readonly string[];
  readonly documentedButNotServed: readonly string[];
}

/**
 * Compares the routes an app serves with the operations of its OpenAPI document, both ways,
 * each named as `METHOD path`.
 */
export function compareWithDocument(
  served: readonly ServedRoute[],
  document: OpenApiDocument,
): RouteComparison {
  const documented = Object.entries(document.paths).flatMap(([template, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({ method, template })),
  );
  const plain = new Set(
    served.flatMap((route) =>
      route.kind === 'path' && catchAllBase(route) === undefined
        ? [`${route.method} ${openApiPath(route.path)}`]
        : [],
    ),
  );
  const isDocumented = (method: string, test: (template: string) => boolean) =>
    documented.some((entry) => entry.method === method && test(entry.template));
  const servedButNotDocumented = served.flatMap((route) => {
    const label = (path: string) => [`${route.method.toUpperCase()} ${path}`];
    if (route.kind === 'pattern') {
      const covered = isDocumented(
        route.method,
        (template) => !plain.has(`${route.method} ${template}`) && patternServes(route, template),
      );
      return covered ? [] : label(`${route.prefix} + ${String(route.pattern)}`);
    }
    const base = catchAllBase(route);
    if (base !== undefined) {
      const owner = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\{[^}/]+\\}$`);
      return isDocumented(route.method, (template) => owner.test(template))
        ? []
        : label(route.path);
    }
    return isDocumented(route.method, (template) => template === openApiPath(route.path))
      ? []
      : label(openApiPath(route.path));
  });
  const documentedButNotServed = documented
    .filter(
      ({ method, template }) =>
        !plain.has(`${method} ${template}`) &&
        !served.some(
          (route) =>
            route.kind === 'pattern' && route.method === method && patternServes(route, template),
        ),
    )
    .map(({ method, template }) => `${method.toUpperCase()} ${template}`);
  return {
    servedButNotDocumented: [...new Set(servedButNotDocumented)],
    documentedButNotServed,
  };
}
