// Checks one answer of the API against its OpenAPI document: the operation that serves the
// method and path, whether it declares the status and the content type, and whether a JSON
// body is valid against the declared schema. An answer to a path no operation serves must be
// the not-found answer the document describes.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  PLATFORM_RESPONSES,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiReference,
  type OpenApiResponse,
} from '#api/components/api-reference/openApiDocument';

export interface Answer {
  readonly method: string;
  /** The request's path as sent (still percent-encoded), without its query. */
  readonly path: string;
  readonly status: number;
  readonly contentType: string | undefined;
  /** The body's bytes; undefined when not kept (not JSON, or too large). */
  readonly body: Buffer | undefined;
  /** Whether the request carried a body (which the JSON body parser may refuse). */
  readonly requestBody?: boolean;
}

interface Route {
  readonly method: string;
  readonly template: string;
  readonly matcher: RegExp;
  /** How many segments are parameters: Express's literal routes win over parameters here. */
  readonly parameters: number;
  readonly operation: OpenApiOperation;
}

const DOCUMENT_ID = 'https://api.alumis.test/openapi.json';

/** A JSON pointer into the document, written as a URI fragment. */
const pointer = (...segments: string[]) =>
  '#/' +
  segments
    .map((segment) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1')))
    .join('/');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function routesOf(document: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const parts = template.split(/(\{[^}]+\})/);
    const source = parts
      .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
      .join('');
    // Express matches without regard to case and takes one trailing slash.
    const matcher = new RegExp(`^${source}/?$`, 'i');
    const parameters = parts.filter((part) => part.startsWith('{')).length;
    for (const [method, operation] of Object.entries(item)) {
      if (operation) routes.push({ method, template, matcher, parameters, operation });
    }
  }
  return routes.sort((a, b) => a.parameters - b.parameters);
}

const mediaType = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase();

const inRange = (type: string, range: string | undefined) =>
  range === '*/*' || (range?.endsWith('/*') === true && type.startsWith(range.slice(0, -1)));

const isJson = (type: string | undefined) =>
  type === 'application/json' || (type?.endsWith('+json') ?? false);

function preview(body: Buffer): string {
  const text = body.toString('utf8');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * A catch-all route of the app (`/api/news/*rest`): it answers the paths below `base` as the
 * operation at `base/{parameter}` does.
 */
export interface CatchAll {
  readonly method: string;
  readonly base: string;
}

export class AnswerContract {
  private readonly ajv: Ajv2020;
  private readonly routes: Route[];
  private readonly catchAlls: { readonly matcher: RegExp; readonly route: Route }[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(
    private readonly document: OpenApiDocument,
    catchAlls: readonly CatchAll[] = [],
  ) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(document as object, DOCUMENT_ID);
    this.routes = routesOf(document);
    this.catchAlls = catchAlls.flatMap(({ method, base }) => {
      const owner = new RegExp(`^${escapeRegExp(base)}/\\{[^}/]+\\}$`);
      const route = this.routes.find(
        (candidate) => candidate.method === method && owner.test(candidate.template),
      );
      return route ? [{ matcher: new RegExp(`^${escapeRegExp(base)}/.+$`, 'i'), route }] : [];
    });
  }

  /** The document's route for a method and path, found as Express finds its own. */
  private routeFor(method: string, path: string): Route | undefined {
    const matches = (route: Route) => route.method === method && route.matcher.test(path);
    return (
      this.routes.find(matches) ??
      this.catchAlls.find(({ matcher, route }) => route.method === method && matcher.test(path))
        ?.route
    );
  }

  /** What is wrong with `answer`, in words; undefined when the document allows it. */
  check(answer: Answer): string | undefined {
    const head = answer.method === 'HEAD';
    const method = head ? 'get' : answer.method.toLowerCase();
    const pathOnly = answer.path.split('?')[0] ?? answer.path;
    const request = `${answer.method} ${pathOnly}`;
    const route = this.routeFor(method, pathOnly);
    if (!route) {
      // The not-found handler's answer, or one the platform gives before any route is chosen
      // (a malformed or oversized JSON body, a failure, the deadline).
      const unrouted = Object.entries(PLATFORM_RESPONSES).filter(
        ([, { beforeRouting }]) => beforeRouting,
      );
      const platform = unrouted.find(([, { status }]) => status === answer.status);
      if (!platform) {
        const allowed = unrouted.map(([, { status }]) => status);
        return `${request}: no operation of the document serves it, so it may answer ${allowed.join(', ')} (the platform's answers), not ${answer.status}`;
      }
      const where = pointer('components', 'responses', platform[0]);
      return this.checkContent(request, head, answer, this.resolve(where), where);
    }
    const { operation } = route;
    const named = `${request} (${operation.operationId}, ${route.method.toUpperCase()} ${route.template})`;
    const status = String(answer.status);
    const declared = operation.responses[status] ?? this.bodyParserAnswer(answer);
    if (!declared) {
      const statuses = Object.keys(operation.responses).join(', ');
      return `${named} answered ${status}, which the document does not declare (it declares ${statuses})`;
    }
    const where =
      '$ref' in declared
        ? declared.$ref
        : pointer('paths', route.template, route.method, 'responses', status);
    return this.checkContent(named, head, answer, this.resolve(declared, where), where);
  }

  /**
   * The body parser runs before any route: whatever the operation, a request with a malformed
   * or oversized JSON body gets its refusal.
   */
  private bodyParserAnswer(answer: Answer): OpenApiReference | undefined {
    if (!answer.requestBody) return undefined;
    const name = (['InvalidJson', 'BodyTooLarge'] as const).find(
      (candidate) => PLATFORM_RESPONSES[candidate].status === answer.status,
    );
    return name ? { $ref: `#/components/responses/${name}` } : undefined;
  }

  private resolve(value: OpenApiResponse | OpenApiReference | string, where?: string) {
    const ref = typeof value === 'string' ? value : '$ref' in value ? value.$ref : undefined;
    if (ref === undefined) return value as OpenApiResponse;
    const name = ref.replace('#/components/responses/', '');
    const response = this.document.components.responses[name];
    if (!response) throw new Error(`The document has no ${ref} (${where ?? ''})`);
    return response;
  }

  private checkContent(
    named: string,
    head: boolean,
    answer: Answer,
    response: OpenApiResponse,
    where: string,
  ): string | undefined {
    const type = mediaType(answer.contentType);
    const content = response.content ?? {};
    const declaredTypes = Object.keys(content);
    const status = answer.status;
    if (declaredTypes.length === 0) {
      if (answer.body && answer.body.length > 0 && !head) {
        return `${named} answered ${status} with a body (${type ?? 'no type'}), where the document declares none`;
      }
      return undefined;
    }
    if (type === undefined) {
      if (head || !answer.body || answer.body.length === 0) return undefined;
      return `${named} answered ${status} without a Content-Type (the document declares ${declaredTypes.join(', ')})`;
    }
    // Exact types first, then ranges (`image/*`), as OpenAPI reads them.
    const declaredType =
      declaredTypes.find((declared) => mediaType(declared) === type) ??
      declaredTypes.find((declared) => inRange(type, mediaType(declared)));
    if (declaredType === undefined) {
      return `${named} answered ${status} as ${type}, where the document declares ${declaredTypes.join(', ')}`;
    }
    if (head || !isJson(type) || !content[declaredType]?.schema) return undefined;
    if (!answer.body)
      return `${named} answered ${status}: its JSON body was not kept for the check`;
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return `${named} answered ${status} with a body that is not JSON: ${preview(answer.body)}`;
    }
    const schemaAt = `${where}/content/${encodeURIComponent(declaredType.replaceAll('/', '~1'))}/schema`;
    const validate = this.validator(schemaAt);
    if (validate(body)) return undefined;
    const errors = this.ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
    return `${named} answered ${status} with a body the document does not allow: ${errors}\n  body: ${preview(answer.body)}`;
  }

  private validator(schemaAt: string): ValidateFunction {
    let validate = this.validators.get(schemaAt);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}${schemaAt}` });
      this.validators.set(schemaAt, validate);
    }
    return validate;
  }
}
