// One API operation as data: where it is served, who may call it, the schemas of what it
// reads and of what it answers. Each component declares its operations next to its router;
// the router validates requests through them (one middleware), the OpenAPI document is
// generated from them, and the API tests check every answer against that document.
import type { GenericSchema } from 'valibot';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer an operation may give (the error answers share one schema, ApiErrorBody). */
export interface OperationResponse {
  readonly description: string;
  /** The body's schema; none for an empty body or a file whose bytes are not described. */
  readonly body?: GenericSchema;
  /** Default `application/json`; e.g. `text/csv`, `image/webp`, `application/pdf`. */
  readonly contentType?: string;
}

export interface OperationBody {
  readonly schema: GenericSchema;
  /** Multipart bodies describe their text fields; files are named in `files`. */
  readonly contentType: 'application/json' | 'multipart/form-data';
  /** Other media types the same JSON text is accepted as (a beacon sent as `text/plain`). */
  readonly alsoAcceptedAs?: readonly string[];
  /** The request may come without a body; the schema then reads it as `{}`. */
  readonly optional?: boolean;
  /** Multipart file parts: field name and what it accepts, for the document. */
  readonly files?: Readonly<
    Record<string, { readonly description: string; readonly required: boolean }>
  >;
}

export interface Operation {
  /** Unique, camelCase: the OpenAPI operationId (e.g. `createInquiry`). */
  readonly id: string;
  readonly method: HttpMethod;
  /** The full path as Express matches it, parameters as `:name` (e.g. `/api/news/:id`). */
  readonly path: string;
  /** The component it belongs to (an OpenAPI tag), e.g. `news`, `inquiries`. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** `admin`: a signed-in administrator's bearer token is required. */
  readonly auth: 'none' | 'admin';
  readonly params?: GenericSchema;
  readonly query?: GenericSchema;
  readonly body?: OperationBody;
  /** By status code; the error answers (400, 401, 404, 429, …) the operation can give included. */
  readonly responses: Readonly<Record<number, OperationResponse>>;
}

/** Keeps the literal types of an operation while checking it against Operation. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}
