// The API reference as one static HTML page, written from the OpenAPI document when the API
// starts: every operation with its parameters, body and answers, the administrators' ones
// marked as needing a token. No script and nothing fetched: its policy allows its one style
// sheet only.
import { createHash } from 'node:crypto';
import type { JsonSchema } from '@valibot/to-json-schema';
import escapeHtml from 'escape-html';
import {
  ADMIN_SECURITY_SCHEME,
  HTTP_METHODS,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiReference,
  type OpenApiResponse,
} from './openApiDocument';

export interface ReferencePage {
  readonly html: string;
  /** Allows the page's own style sheet and nothing else. */
  readonly contentSecurityPolicy: string;
}

/** Where the page sends readers for the machine-readable document. */
export const DOCUMENT_PATH = '/api/openapi.json';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1f24; background: #fff; }
body { margin: 0 auto; max-width: 62rem; padding: 1.5rem 1rem 4rem; }
h1 { font-size: 1.8rem; margin: 0 0 .5rem; }
h2 { font-size: 1.4rem; margin: 2.5rem 0 .75rem; border-bottom: 2px solid #d0d7de; padding-bottom: .25rem; }
h3 { font-size: 1.1rem; margin: 0; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; }
h4 { font-size: 1rem; margin: 1rem 0 .25rem; }
a { color: #0a58ca; }
code { font-family: ui-monospace, monospace; font-size: .92em; overflow-wrap: anywhere; }
nav ul { list-style: none; padding: 0; margin: 0 0 1rem; }
nav li { margin: .15rem 0; }
nav h3 { margin-top: 1rem; }
.operation { border: 1px solid #d0d7de; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
.method { display: inline-block; min-width: 4.2rem; text-align: center; font-weight: 700; font-size: .8rem; border-radius: 4px; padding: .1rem .35rem; color: #fff; background: #57606a; }
.method.get { background: #0b6e4f; }
.method.post { background: #0a58ca; }
.method.put, .method.patch { background: #8a4600; }
.method.delete { background: #b42318; }
.token { display: inline-block; font-size: .8rem; font-weight: 700; color: #6e2b00; background: #fff1d6; border: 1px solid #d48806; border-radius: 4px; padding: 0 .35rem; }
.auth { margin: .5rem 0; }
table { border-collapse: collapse; width: 100%; margin: .25rem 0; }
th, td { text-align: left; vertical-align: top; border-top: 1px solid #d0d7de; padding: .35rem .5rem .35rem 0; }
th { font-weight: 600; }
td:first-child { white-space: nowrap; }
ul.fields { margin: .25rem 0; padding-left: 1.25rem; }
.optional { color: #57606a; font-style: italic; }
.summary { margin: .5rem 0 0; }
`;

const cssHash = createHash('sha256').update(STYLE).digest('base64');

/** Escaped text, with `backquoted` parts as code. */
function text(value: string): string {
  return escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const code = (value: string) => `<code>${escapeHtml(value)}</code>`;

function schemaName(ref: string): string {
  return ref.replace('#/components/schemas/', '');
}

function constraints(schema: JsonSchema): string[] {
  const parts: string[] = [];
  if (schema.format) parts.push(`format ${code(schema.format)}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    parts.push(`${schema.minLength}–${schema.maxLength} characters`);
  } else if (schema.minLength !== undefined) {
    parts.push(`at least ${schema.minLength} characters`);
  } else if (schema.maxLength !== undefined) {
    parts.push(`at most ${schema.maxLength} characters`);
  }
  if (schema.pattern) parts.push(`matching ${code(schema.pattern)}`);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) parts.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) parts.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minItems !== undefined) parts.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} items`);
  if (schema.contentMediaType) parts.push(`a file (${code(schema.contentMediaType)})`);
  return parts;
}

function typeName(schema: JsonSchema): string {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.length > 0 ? types.join(' or ') : 'any value';
}

function fields(schema: JsonSchema): string {
  const required = new Set(schema.required ?? []);
  const items = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `<li>${code(name)}${required.has(name) ? '' : ' <span class="optional">optional</span>'}: ${describeSchema(property)}</li>`,
  );
  if (typeof schema.additionalProperties === 'object') {
    items.push(`<li>other keys: ${describeSchema(schema.additionalProperties)}</li>`);
  }
  return items.length > 0 ? `<ul class="fields">${items.join('')}</ul>` : '';
}

function alternatives(word: string, schemas: readonly (JsonSchema | boolean)[]): string {
  const items = schemas.map((schema) => `<li>${describeSchema(schema)}</li>`).join('');
  return `${word}:<ul class="fields">${items}</ul>`;
}

/** A schema in words: its type, its limits, its fields, its description. */
export function describeSchema(schema: JsonSchema | boolean | undefined): string {
  if (schema === undefined || schema === true) return 'any value';
  if (schema === false) return 'nothing';
  const note = schema.description ? ` — ${text(schema.description)}` : '';
  if (schema.$ref) {
    const name = schemaName(schema.$ref);
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>${note}`;
  }
  if (schema.const !== undefined) return `${code(JSON.stringify(schema.const))}${note}`;
  if (schema.enum) {
    return `one of ${schema.enum.map((value) => code(JSON.stringify(value))).join(', ')}${note}`;
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const others = union.filter((item) => !(typeof item === 'object' && item.type === 'null'));
    const nullable = others.length < union.length ? ', or null' : '';
    if (others.length === 1) return `${describeSchema(others[0])}${nullable}${note}`;
    return `${alternatives('one of', others)}${nullable}${note}`;
  }
  if (schema.allOf) return `${alternatives('all of', schema.allOf)}${note}`;
  const limits = constraints(schema);
  const head = [typeName(schema), ...limits].join(', ');
  if (schema.type === 'array' && schema.items !== undefined && !Array.isArray(schema.items)) {
    return `${head} of ${describeSchema(schema.items)}${note}`;
  }
  return `${head}${note}${fields(schema)}`;
}

const isReference = (value: OpenApiResponse | OpenApiReference): value is OpenApiReference =>
  '$ref' in value;

function resolveResponse(
  document: OpenApiDocument,
  value: OpenApiResponse | OpenApiReference,
): OpenApiResponse {
  if (!isReference(value)) return value;
  const name = value.$ref.replace('#/components/responses/', '');
  const resolved = document.components.responses[name];
  if (!resolved) throw new Error(`No response ${value.$ref} in the document`);
  return resolved;
}

function content(media: OpenApiResponse['content']): string {
  if (!media) return 'no body';
  return Object.entries(media)
    .map(([type, { schema }]) => `${code(type)}${schema ? `: ${describeSchema(schema)}` : ''}`)
    .join('<br>');
}

function parametersTable(operation: OpenApiOperation): string {
  if (!operation.parameters?.length) return '';
  const rows = operation.parameters
    .map(
      (parameter) =>
        `<tr><td>${code(parameter.name)}</td><td>${parameter.in}</td>` +
        `<td>${parameter.required ? 'yes' : 'no'}</td><td>${describeSchema(parameter.schema)}</td>` +
        `<td>${parameter.description ? text(parameter.description) : ''}</td></tr>`,
    )
    .join('');
  return (
    '<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th>' +
    '<th scope="col">Required</th><th scope="col">Value</th><th scope="col">Description</th>' +
    `</tr></thead><tbody>${rows}</tbody></table>`
  );
}

function requestBodySection(operation: OpenApiOperation): string {
  if (!operation.requestBody) return '';
  return `<h4>Request body</h4><p>${content(operation.requestBody.content)}</p>`;
}

function responsesTable(document: OpenApiDocument, operation: OpenApiOperation): string {
  const rows = Object.entries(operation.responses)
    .map(([status, value]) => {
      const answer = resolveResponse(document, value);
      return (
        `<tr><td>${escapeHtml(status)}</td><td>${text(answer.description)}</td>` +
        `<td>${content(answer.content)}</td></tr>`
      );
    })
    .join('');
  return (
    '<h4>Responses</h4><table><thead><tr><th scope="col">Status</th>' +
    '<th scope="col">Meaning</th><th scope="col">Body</th></tr></thead>' +
    `<tbody>${rows}</tbody></table>`
  );
}

/** A tag as a heading: `public-config` → `Public config`, `api-reference` → `API reference`. */
function tagTitle(tag: string): string {
  const words = tag.split('-').map((word) => (word === 'api' ? 'API' : word));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

const needsToken = (operation: OpenApiOperation) =>
  operation.security?.some((requirement) => ADMIN_SECURITY_SCHEME in requirement) ?? false;

const TOKEN_MARK = '<span class="token">Token required</span>';

interface Entry {
  readonly path: string;
  readonly method: string;
  readonly operation: OpenApiOperation;
}

function entriesByTag(document: OpenApiDocument): Map<string, Entry[]> {
  const byTag = new Map<string, Entry[]>(document.tags.map(({ name }) => [name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)?.push({ path, method, operation });
    }
  }
  return byTag;
}

function heading(entry: Entry): string {
  return (
    `<span class="method ${entry.method}">${entry.method.toUpperCase()}</span> ` +
    `${code(entry.path)}${needsToken(entry.operation) ? ` ${TOKEN_MARK}` : ''}`
  );
}

function operationSection(document: OpenApiDocument, entry: Entry): string {
  const { operation } = entry;
  const id = `op-${escapeHtml(operation.operationId)}`;
  const auth = needsToken(operation)
    ? '<p class="auth">Needs a signed-in administrator’s token: ' +
      '<code>Authorization: Bearer &lt;token&gt;</code>.</p>'
    : '<p class="auth">Public: no token needed.</p>';
  return (
    `<section class="operation" id="${id}" aria-labelledby="${id}-title">` +
    `<h3 id="${id}-title">${heading(entry)}</h3>` +
    `<p class="summary">${text(operation.summary)}</p>` +
    (operation.description ? `<p>${text(operation.description)}</p>` : '') +
    `${auth}<p>Operation id: ${code(operation.operationId)}</p>` +
    parametersTable(operation) +
    requestBodySection(operation) +
    responsesTable(document, operation) +
    '</section>'
  );
}

function tableOfContents(byTag: Map<string, Entry[]>): string {
  const groups = [...byTag]
    .filter(([, entries]) => entries.length > 0)
    .map(
      ([tag, entries]) =>
        `<h3>${escapeHtml(tagTitle(tag))}</h3><ul>` +
        entries
          .map(
            (entry) =>
              `<li><a href="#op-${escapeHtml(entry.operation.operationId)}">${heading(entry)}</a>` +
              ` ${text(entry.operation.summary)}</li>`,
          )
          .join('') +
        '</ul>',
    )
    .join('');
  return `<nav aria-labelledby="contents"><h2 id="contents">Operations</h2>${groups}</nav>`;
}

function schemasSection(document: OpenApiDocument): string {
  const schemas = Object.entries(document.components.schemas);
  if (schemas.length === 0) return '';
  const items = schemas
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeHtml(name)}" aria-labelledby="schema-${escapeHtml(name)}-title">` +
        `<h3 id="schema-${escapeHtml(name)}-title">${escapeHtml(name)}</h3>` +
        `<p>${describeSchema(schema)}</p></section>`,
    )
    .join('');
  return `<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${items}</section>`;
}

/** The page of `document`: written once, served as it is. */
export function renderReferencePage(document: OpenApiDocument): ReferencePage {
  const byTag = entriesByTag(document);
  const { info } = document;
  const title = `${info.title} reference`;
  const operations = [...byTag]
    .filter(([, entries]) => entries.length > 0)
    .map(
      ([tag, entries]) =>
        `<section aria-labelledby="tag-${escapeHtml(tag)}"><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tagTitle(tag))}</h2>` +
        entries.map((entry) => operationSection(document, entry)).join('') +
        '</section>',
    )
    .join('');
  const html =
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(`Every operation of the ${info.title}, version ${info.version}: parameters, request bodies and answers.`)}">` +
    `<style>${STYLE}</style></head><body>` +
    `<header><h1>${escapeHtml(title)}</h1><p>Version ${escapeHtml(info.version)}. ${text(info.description)}</p>` +
    `<p>The same as an OpenAPI 3.1 document: <a href="${DOCUMENT_PATH}">${DOCUMENT_PATH}</a>. ` +
    `Operations marked ${TOKEN_MARK} need a signed-in administrator’s token ` +
    '(a JWT from <code>POST /api/admin/login</code>) in <code>Authorization: Bearer &lt;token&gt;</code>.</p>' +
    '</header>' +
    tableOfContents(byTag) +
    `<main>${operations}${schemasSection(document)}</main></body></html>\n`;
  return {
    html,
    contentSecurityPolicy: [
      "default-src 'none'",
      `style-src 'sha256-${cssHash}'`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}
