// The API's reference, built from the operations it serves: the OpenAPI document (and its
// JSON text) and the page written from it.
import fs from 'node:fs';
import path from 'node:path';
import * as contracts from '@alu/common/contracts/schemas';
import type { GenericSchema } from 'valibot';
import type { Operation } from '../../platform/http/operation';
import {
  buildOpenApiDocument,
  type OpenApiDocument,
  type OpenApiSettings,
} from './openApiDocument';
import { renderReferencePage, type ReferencePage } from './referencePage';

export interface ApiReference {
  readonly document: OpenApiDocument;
  /** The document as served. */
  readonly json: string;
  readonly page: ReferencePage;
}

export function buildApiReference(
  operations: readonly Operation[],
  settings: OpenApiSettings,
): ApiReference {
  const document = buildOpenApiDocument(operations, settings);
  return { document, json: JSON.stringify(document), page: renderReferencePage(document) };
}

/** The version in the API's package.json (src/ and dist/ sit at the same depth below it). */
export function apiVersion(): string {
  const file = path.resolve(__dirname, '..', '..', '..', 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    name?: unknown;
    version?: unknown;
  };
  if (manifest.name !== 'api' || typeof manifest.version !== 'string') {
    throw new Error(`${file} is not the API's package.json`);
  }
  return manifest.version;
}

const TITLE = 'Alumis website API';
const DESCRIPTION =
  'The API behind the Alumis website: news, vacancies, job applications, inquiries, the ' +
  'newsletter, the site search, the registry of remotes and the administration. Every failure ' +
  'answers the same body, `{ "error": { "code", "message" } }` (ApiError); a refused field ' +
  'adds `field`.';

const isSchema = (value: unknown): value is GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/**
 * Every schema the shared contracts export, named after its export (`newsItemSchema`:
 * `NewsItem`), the error body as `ApiError`: the document and the page refer to each by its
 * name wherever an operation uses it.
 */
function contractSchemas(): Record<string, GenericSchema> {
  const named: Record<string, GenericSchema> = { ApiError: contracts.apiErrorBodySchema };
  const seen = new Set<unknown>([contracts.apiErrorBodySchema]);
  for (const [name, value] of Object.entries(contracts)) {
    if (!name.endsWith('Schema') || !isSchema(value) || seen.has(value)) continue;
    seen.add(value);
    const bare = name.slice(0, -'Schema'.length);
    named[bare.charAt(0).toUpperCase() + bare.slice(1)] = value;
  }
  return named;
}

const built = new WeakMap<readonly Operation[], ApiReference>();

/** The reference of the API that serves `operations`: built once per list. */
export function describeApi(operations: readonly Operation[]): ApiReference {
  let reference = built.get(operations);
  if (!reference) {
    reference = buildApiReference(operations, {
      title: TITLE,
      version: apiVersion(),
      description: DESCRIPTION,
      schemas: contractSchemas(),
      errorSchema: 'ApiError',
    });
    built.set(operations, reference);
  }
  return reference;
}
