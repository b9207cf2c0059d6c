// The declared operations as data: what the validation middleware relies on of them.
import { API_OPERATIONS } from './operations';

/** Every object schema's field names, nested, of a schema (through pipes, wrappers, lists). */
function fieldNames(schema: unknown, seen = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  const entries = (node.entries ?? {}) as Record<string, unknown>;
  const children = [
    ...Object.values(entries),
    ...((node.pipe as unknown[] | undefined) ?? []),
    ...((node.options as unknown[] | undefined) ?? []),
    node.wrapped,
    node.item,
    node.value,
  ];
  return [...Object.keys(entries), ...children.flatMap((child) => fieldNames(child, seen))];
}

describe('API_OPERATIONS', () => {
  it('names each operation once, and each method and path once', () => {
    const ids = API_OPERATIONS.map((operation) => operation.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const routes = API_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('reads no request field a plain object inherits (valibot reads a field with `in`)', () => {
    // An object's own properties are all a request can set: a field named like a member of
    // Object.prototype would be read from the prototype when the request leaves it out.
    const inherited = API_OPERATIONS.flatMap((operation) =>
      [operation.params, operation.query, operation.body?.schema]
        .flatMap((schema) => fieldNames(schema))
        .filter((name) => name in Object.prototype)
        .map((name) => `${operation.id}: ${name}`),
    );
    expect(inherited).toEqual([]);
  });

  it('declares the error answers of what it validates', () => {
    const undeclared = API_OPERATIONS.filter(
      (operation) =>
        (operation.params || operation.query || operation.body) &&
        !(400 in operation.responses) &&
        // Path parameters that name nothing answer 404, and are all some operations read.
        !(operation.query === undefined && operation.body === undefined),
    ).map((operation) => operation.id);
    expect(undeclared).toEqual([]);
  });
});
