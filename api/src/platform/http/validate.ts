// The one place a request is checked: the operation's schemas (shared with the forms, in
// @alu/common/contracts/schemas) parse its path parameters, its query and its body, and the
// first field at fault, in the order the schema declares its fields, is answered 400
// `validation_failed` by the error mapper. A handler reads the parsed values with `inputOf`:
// typed, trimmed, with the defaults filled in; nothing else of the request reaches it, so an
// object such as `{ "$ne": "" }` where a string belongs never reaches a query.
import type { RequestHandler, Response } from 'express';
import * as v from 'valibot';
import { issueField } from '@alu/common/contracts/schemas';
import { ValidationError } from '../errors/domainErrors';
import type { Operation } from './operation';

type Parsed<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What the schemas made of a request (`res.locals`, read through `inputOf`). */
export interface ValidatedInput<O extends Operation> {
  readonly params: Parsed<O['params']>;
  readonly query: Parsed<O['query']>;
  readonly body: O['body'] extends { readonly schema: infer S } ? Parsed<S> : undefined;
}

export interface ValidateOptions {
  /** The error's `reason` (a stable code) for an issue, on operations whose clients read one. */
  readonly reason?: (field: string, issue: v.BaseIssue<unknown>) => string | undefined;
  /** How a field is named in the answer (default: its path, `content.it.title`). */
  readonly field?: (path: string) => string;
}

type Part = 'params' | 'query' | 'body';

const LOCALS_KEY = 'validatedInput';

/** The words of an issue whose schema gives none: the end of a sentence about the field. */
function defaultMessage(issue: v.BaseIssue<unknown>): string {
  const last = issue.path?.at(-1);
  if (issue.kind === 'schema' && last?.origin === 'key') {
    return issue.expected === 'never' ? 'is not a field of this request' : 'is required';
  }
  switch (issue.type) {
    case 'string':
      return 'must be a string';
    case 'number':
      return 'must be a number';
    case 'boolean':
      return 'must be true or false';
    case 'array':
      return 'must be a list';
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return 'must be an object';
    case 'picklist':
    case 'literal':
      return `must be ${issue.expected ?? 'one of the values listed'}`;
    default:
      return `is not valid (expected ${issue.expected ?? 'another value'})`;
  }
}

const CONFIG = { message: defaultMessage } as const;

/** The schema whose fields a value has: inside optional wrappers and pipes, the last schema. */
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const node = schema as {
    pipe?: readonly { kind: string }[];
    wrapped?: unknown;
    options?: readonly unknown[];
  };
  if (node.pipe) {
    const schemas = node.pipe.filter((item) => item.kind === 'schema');
    const last = schemas.at(-1);
    if (last && last !== node.pipe[0]) return shapeOf(last);
  }
  if (node.wrapped) return shapeOf(node.wrapped);
  return schema as Record<string, unknown>;
}

/** Where a field comes in its schema, as the positions of each step of its path. */
function positionOf(schema: unknown, path: readonly { key: unknown }[]): number[] {
  const positions: number[] = [];
  let shape = shapeOf(schema);
  for (const { key } of path) {
    const entries = (shape?.entries ??
      (shape?.options as { entries?: object }[] | undefined)?.find(
        (option) => option.entries && String(key) in option.entries,
      )?.entries) as Record<string, unknown> | undefined;
    if (entries) {
      const keys = Object.keys(entries);
      positions.push(keys.includes(String(key)) ? keys.indexOf(String(key)) : keys.length);
      shape = shapeOf(entries[String(key)]);
    } else {
      positions.push(typeof key === 'number' ? key : 0);
      shape = shapeOf(shape?.item);
    }
  }
  return positions;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  }
  return a.length - b.length;
}

/** The first issue in the order the schema declares its fields (the form's order). */
export function firstIssue<T extends v.BaseIssue<unknown>>(
  schema: v.GenericSchema,
  issues: readonly [T, ...T[]],
): T {
  const ranked = issues.map((issue) => ({ issue, at: positionOf(schema, issue.path ?? []) }));
  ranked.sort((a, b) => compare(a.at, b.at));
  return ranked[0]?.issue ?? issues[0];
}

/** A JSON body is an object: not a list, a scalar or nothing. */
const isJsonObject = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

function refusal(
  part: Part,
  schema: v.GenericSchema,
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  options: ValidateOptions,
): ValidationError {
  const issue = firstIssue(schema, issues);
  const path = issueField(issue);
  const field = path === '' ? part : (options.field?.(path) ?? path);
  return new ValidationError(field, `${field} ${issue.message}`, options.reason?.(field, issue));
}

/**
 * The middleware of an operation: parses what its schemas declare and passes the parsed values
 * on (`inputOf`), or a ValidationError naming the first field at fault.
 */
export function validate<O extends Operation>(
  operation: O,
  options: ValidateOptions = {},
): RequestHandler {
  const parts = (
    [
      ['params', operation.params],
      ['query', operation.query],
      ['body', operation.body?.schema],
    ] as const
  ).filter((entry): entry is readonly [Part, v.GenericSchema] => entry[1] !== undefined);
  const jsonBody = operation.body?.contentType === 'application/json';
  return (req, res, next) => {
    const input: Partial<Record<Part, unknown>> = {};
    for (const [part, schema] of parts) {
      const value: unknown =
        part === 'params'
          ? req.params
          : part === 'query'
            ? req.query
            : (req.body ?? (operation.body?.optional ? {} : undefined));
      if (part === 'body' && jsonBody && !isJsonObject(value)) {
        next(new ValidationError('body', 'The request body must be a JSON object'));
        return;
      }
      const result = v.safeParse(schema, value, CONFIG);
      if (!result.success) {
        next(refusal(part, schema, result.issues, options));
        return;
      }
      input[part] = result.output;
    }
    res.locals[LOCALS_KEY] = input;
    next();
  };
}

/** The request's values as `validate(operation)` parsed them. */
export function inputOf<O extends Operation>(res: Response, _operation: O): ValidatedInput<O> {
  return res.locals[LOCALS_KEY] as ValidatedInput<O>;
}

/** The path Express matches inside the router mounted at `/api` (the operation's, without it). */
export function routePath(operation: Operation): string {
  return operation.path.replace(/^\/api(?=\/)/, '');
}
