// The OpenAPI 3.1 document of the API, generated from the operations the components declare:
// their valibot schemas become JSON Schemas (draft 2020-12, the dialect of OpenAPI 3.1)
// through valibot's own converter, so the document says what the code validates and answers.
import {
  toJsonSchema,
  toJsonSchemaDefs,
  type ConversionConfig,
  type JsonSchema,
} from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { SCHEMA_ONLY_ACTIONS } from '@alu/common/contracts/schemas';
import type {
  HttpMethod,
  Operation,
  OperationBody,
  OperationResponse,
} from '../../platform/http/operation';

/** What the document says of the API besides its operations. */
export interface OpenApiSettings {
  readonly title: string;
  readonly version: string;
  readonly description: string;
  /**
   * Schemas named once under `components.schemas`: wherever an operation uses the same schema
   * object, the document refers to it instead of repeating it. Only those the operations use
   * are listed; one with no JSON Schema form is never named.
   */
  readonly schemas: Readonly<Record<string, GenericSchema>>;
  /** The key in `schemas` of the body every error answer has. */
  readonly errorSchema: string;
}

export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: JsonSchema;
}

export interface OpenApiMediaType {
  readonly schema?: JsonSchema;
}

export interface OpenApiResponse {
  readonly description: string;
  readonly content?: Readonly<Record<string, OpenApiMediaType>>;
}

export interface OpenApiReference {
  readonly $ref: string;
}

export interface OpenApiOperation {
  readonly operationId: string;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: {
    readonly required: boolean;
    readonly content: Readonly<Record<string, OpenApiMediaType>>;
  };
  readonly responses: Readonly<Record<string, OpenApiResponse | OpenApiReference>>;
}

export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>>;

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string }[];
  readonly tags: readonly { readonly name: string }[];
  readonly paths: Readonly<Record<string, OpenApiPathItem>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, JsonSchema>>;
    readonly responses: Readonly<Record<string, OpenApiResponse>>;
    readonly securitySchemes: Readonly<Record<string, unknown>>;
  };
}

/** The order methods are listed in, within a path. */
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** The security scheme of the administrators' operations. */
export const ADMIN_SECURITY_SCHEME = 'adminToken';

interface PlatformAnswer {
  readonly status: number;
  readonly description: string;
  /** Given before a route is chosen, so also to a path no operation serves. */
  readonly beforeRouting: boolean;
  /** No body (else the error body). */
  readonly empty?: boolean;
}

/**
 * Answers the platform gives whatever the route: they are described once, under
 * `components.responses`, and referred to by every operation that does not describe its own.
 */
export const PLATFORM_RESPONSES = {
  /** The not-found handler, for a method and path no route serves. */
  UnknownRoute: {
    status: 404,
    description: 'No route serves this method and path (`not_found`).',
    beforeRouting: true,
  },
  InternalError: {
    status: 500,
    description: 'The request failed on the server (`internal_error`); never with details.',
    beforeRouting: true,
  },
  Timeout: {
    status: 503,
    description: 'Not answered within the request deadline (`timeout`).',
    beforeRouting: true,
  },
  InvalidJson: {
    status: 400,
    description:
      'The body is not valid JSON (`invalid_json`), or a field is refused (`validation_failed`, with `field`).',
    beforeRouting: true,
  },
  BodyTooLarge: {
    status: 413,
    description: 'The JSON body is over 100 kB (`payload_too_large`).',
    beforeRouting: true,
  },
  NotModified: {
    status: 304,
    description:
      'Not modified: the ETag sent in If-None-Match is still the current one (Express answers any GET so).',
    beforeRouting: false,
    empty: true,
  },
} as const satisfies Record<string, PlatformAnswer>;

type PlatformResponse = keyof typeof PLATFORM_RESPONSES;

/** Every operation may meet these; a read, and an operation with a JSON body, some more. */
const EVERY_OPERATION: readonly PlatformResponse[] = ['InternalError', 'Timeout'];
const READ: readonly PlatformResponse[] = ['NotModified'];
const JSON_BODY: readonly PlatformResponse[] = ['InvalidJson', 'BodyTooLarge'];

/**
 * An Express path as OpenAPI writes it: `:name` and a wildcard `*name` become `{name}`.
 * Express's optional groups (`{…}`) and regular expressions have no OpenAPI form.
 */
export function openApiPath(expressPath: string): string {
  if (/[{}()[\]?+]/.test(expressPath)) {
    throw new Error(`${expressPath}: only plain segments, :name and *name have an OpenAPI form`);
  }
  return expressPath.replace(/[:*]([A-Za-z_$][\w$]*)/g, '{$1}');
}

/** The names of a path's parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

function describedSchema(schema: JsonSchema): { schema: JsonSchema; description?: string } {
  const { description, ...rest } = schema;
  return description === undefined ? { schema: rest } : { schema: rest, description };
}

/** The `$ref`s to named schemas anywhere in `value`. */
function schemaReferences(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) schemaReferences(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)) {
        found.add(item.slice(SCHEMA_REF.length));
      } else schemaReferences(item, found);
    }
  }
  return found;
}

const SCHEMA_REF = '#/components/schemas/';

/**
 * Converts valibot schemas, a named schema as a reference to its entry in
 * `components.schemas`. A named schema with no JSON Schema form (one only a form uses) is left
 * out of the names; an operation that uses it fails to convert, naming it.
 */
function schemaConverter(settings: OpenApiSettings) {
  const config = {
    target: 'draft-2020-12',
    // What crosses the wire: a request before the API parses it, an answer as a client reads it.
    typeMode: 'input',
    // Normalisations and rules that need code: their messages state them, JSON Schema cannot.
    ignoreActions: [...SCHEMA_ONLY_ACTIONS],
    overrideRef: ({ referenceId }) => `${SCHEMA_REF}${referenceId}`,
  } satisfies ConversionConfig;
  const convertible = (schema: GenericSchema) => {
    try {
      toJsonSchema(schema, config);
      return true;
    } catch {
      return false;
    }
  };
  const named = Object.fromEntries(
    Object.entries(settings.schemas).filter(([, schema]) => convertible(schema)),
  );
  if (!(settings.errorSchema in named)) {
    throw new Error(`The error schema ${settings.errorSchema} has no JSON Schema form`);
  }
  /** `inline`: the schema itself is written out (its fields are parameters), its parts named. */
  const convert = (schema: GenericSchema, where: string, inline = false): JsonSchema => {
    const definitions = inline
      ? Object.fromEntries(Object.entries(named).filter(([, other]) => other !== schema))
      : named;
    let converted: JsonSchema;
    try {
      converted = toJsonSchema(schema, { ...config, definitions });
    } catch (error) {
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    // The named schemas live under components; anything else named here would be lost.
    const { $schema: _dialect, $defs, ...rest } = converted;
    const unnamed = Object.keys($defs ?? {}).filter((name) => !(name in named));
    if (unnamed.length > 0) {
      throw new Error(`${where}: give the schemas ${unnamed.join(', ')} a name in the settings`);
    }
    return rest;
  };
  /** The named schemas `used` refers to, and those they refer to in turn. */
  const components = (used: unknown): Record<string, JsonSchema> => {
    const all = toJsonSchemaDefs(named, config);
    const kept = schemaReferences(used, new Set([settings.errorSchema]));
    for (const name of kept) schemaReferences(all[name], kept);
    return Object.fromEntries(Object.entries(all).filter(([name]) => kept.has(name)));
  };
  return { convert, components };
}

type Convert = ReturnType<typeof schemaConverter>['convert'];

function parameters(operation: Operation, path: string, convert: Convert): OpenApiParameter[] {
  const where = `${operation.id} parameters`;
  const inPath = pathParameterNames(path);
  const params = operation.params ? convert(operation.params, where, true) : {};
  const declared = Object.keys(params.properties ?? {});
  const stray = declared.filter((name) => !inPath.includes(name));
  if (stray.length > 0) {
    throw new Error(`${operation.id}: ${stray.join(', ')} declared as path parameters of ${path}`);
  }
  const result: OpenApiParameter[] = inPath.map((name) => {
    const property = params.properties?.[name];
    const described = describedSchema(typeof property === 'object' ? property : { type: 'string' });
    return { name, in: 'path', required: true, ...described };
  });
  if (operation.query) {
    const query = convert(operation.query, `${operation.id} query`, true);
    const required = new Set(query.required ?? []);
    for (const [name, property] of Object.entries(query.properties ?? {})) {
      const described = describedSchema(typeof property === 'object' ? property : {});
      result.push({ name, in: 'query', required: required.has(name), ...described });
    }
  }
  return result;
}

/** A multipart body: its text fields from the schema, its file parts as binary strings. */
function multipartSchema(body: OperationBody, schema: JsonSchema): JsonSchema {
  const files = Object.entries(body.files ?? {});
  if (files.length === 0) return schema;
  const fileParts: Record<string, JsonSchema> = Object.fromEntries(
    files.map(([name, file]) => [
      name,
      {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: file.description,
      },
    ]),
  );
  const requiredFiles = files.filter(([, file]) => file.required).map(([name]) => name);
  if (schema.type === 'object' && schema.$ref === undefined) {
    return {
      ...schema,
      properties: { ...schema.properties, ...fileParts },
      required: [...(schema.required ?? []), ...requiredFiles],
    };
  }
  return {
    allOf: [schema, { type: 'object', properties: fileParts, required: requiredFiles }],
  };
}

function requestBody(operation: Operation, convert: Convert): OpenApiOperation['requestBody'] {
  const { body } = operation;
  if (!body) return undefined;
  const multipart = body.contentType === 'multipart/form-data';
  // A multipart body's fields are written out, so its file parts join them in one object.
  const schema = convert(body.schema, `${operation.id} body`, multipart);
  const content = multipart ? multipartSchema(body, schema) : schema;
  const types = [body.contentType, ...(body.alsoAcceptedAs ?? [])];
  return {
    required: !body.optional,
    content: Object.fromEntries(types.map((type) => [type, { schema: content }])),
  };
}

function response(answer: OperationResponse, convert: Convert, where: string): OpenApiResponse {
  if (!answer.body && !answer.contentType) return { description: answer.description };
  const contentType = answer.contentType ?? 'application/json';
  const media: OpenApiMediaType = answer.body ? { schema: convert(answer.body, where) } : {};
  return { description: answer.description, content: { [contentType]: media } };
}

function responses(
  operation: Operation,
  convert: Convert,
): Record<string, OpenApiResponse | OpenApiReference> {
  const result: Record<string, OpenApiResponse | OpenApiReference> = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    result[status] = response(answer, convert, `${operation.id} ${status} answer`);
  }
  const platform = [
    ...EVERY_OPERATION,
    ...(operation.method === 'get' ? READ : []),
    ...(operation.body?.contentType === 'application/json' ? JSON_BODY : []),
  ];
  for (const name of platform) {
    const status = String(PLATFORM_RESPONSES[name].status);
    result[status] ??= { $ref: `#/components/responses/${name}` };
  }
  // Listed by status, as a reader looks for them.
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

function openApiOperation(operation: Operation, path: string, convert: Convert): OpenApiOperation {
  const params = parameters(operation, path, convert);
  const body = requestBody(operation, convert);
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.auth === 'admin' ? { security: [{ [ADMIN_SECURITY_SCHEME]: [] }] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(operation, convert),
  };
}

/** Two templates that match the same requests (`/a/{x}` and `/a/{y}`) cannot both be paths. */
function templateShape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}

function checkUnique(operations: readonly Operation[]): void {
  const ids = new Set<string>();
  const shapes = new Map<string, string>();
  for (const operation of operations) {
    if (ids.has(operation.id)) throw new Error(`Two operations are named ${operation.id}`);
    ids.add(operation.id);
    const path = openApiPath(operation.path);
    const shape = `${operation.method} ${templateShape(path)}`;
    const other = shapes.get(shape);
    if (other !== undefined) {
      throw new Error(`${operation.id} and ${other} answer the same requests (${shape})`);
    }
    shapes.set(shape, operation.id);
  }
}

/** The OpenAPI 3.1 document of `operations`. */
export function buildOpenApiDocument(
  operations: readonly Operation[],
  settings: OpenApiSettings,
): OpenApiDocument {
  if (!(settings.errorSchema in settings.schemas)) {
    throw new Error(`The error schema ${settings.errorSchema} is not among the named schemas`);
  }
  checkUnique(operations);
  const { convert, components } = schemaConverter(settings);
  const paths: Record<string, OpenApiPathItem> = {};
  const tags: string[] = [];
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = {
      ...paths[path],
      [operation.method]: openApiOperation(operation, path, convert),
    };
    if (!tags.includes(operation.tag)) tags.push(operation.tag);
  }
  const errorBody = {
    'application/json': { schema: { $ref: `#/components/schemas/${settings.errorSchema}` } },
  };
  return {
    openapi: '3.1.0',
    info: { title: settings.title, version: settings.version, description: settings.description },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    // Methods in a fixed order within each path, whatever order the operations came in.
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, item]) => [
        path,
        Object.fromEntries(
          HTTP_METHODS.flatMap((method) => (item[method] ? [[method, item[method]]] : [])),
        ),
      ]),
    ),
    components: {
      schemas: components(paths),
      responses: Object.fromEntries(
        Object.entries(PLATFORM_RESPONSES).map(([name, answer]) => [
          name,
          'empty' in answer
            ? { description: answer.description }
            : { description: answer.description, content: errorBody },
        ]),
      ),
      securitySchemes: {
        [ADMIN_SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The token `POST /api/admin/login` answers, sent as `Authorization: Bearer <token>`.',
        },
      },
    },
  };
}
