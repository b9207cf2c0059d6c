import { isApiErrorBody, type ApiErrorBody } from '../../contracts/apiErrors';

/** A failed API call: `status` is 0 when the request never got an answer. */
export class ApiError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    options?: { cause?: unknown; details?: ApiErrorBody['error'] },
  ) {
    super(status === 0 ? `${url}: no answer` : `${url}: HTTP ${status}`, options);
    this.name = 'ApiError';
    this.details = options?.details;
  }

  /** The API's `{ error: { code, message, field? } }`, when the answer carried one. */
  readonly details: ApiErrorBody['error'] | undefined;
}

export interface FetchJsonInit {
  readonly signal?: AbortSignal;
  /** Default GET. */
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Extra headers, e.g. `Authorization`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** FormData is sent as multipart; any other value as JSON. */
  readonly body?: FormData | object;
}

/**
 * Calls the site's own API (same origin: the site server proxies /api) and answers the JSON
 * body (undefined for 204). Rejects with {@link ApiError} on a network failure, a non-2xx
 * answer (with the API's error details when it sent them) or a body that is not JSON; an
 * aborted request rejects with the AbortError so callers can ignore it.
 */
export async function fetchJson<T>(url: string, init: FetchJsonInit = {}): Promise<T> {
  const { signal, method = 'GET', headers = {}, body } = init;
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(body) : body,
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(url, 0, { cause: error });
  }
  if (!response.ok) {
    const details = await response.json().then(
      (answer: unknown) => (isApiErrorBody(answer) ? answer.error : undefined),
      () => undefined,
    );
    throw new ApiError(url, response.status, { details });
  }
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(url, response.status, { cause: error });
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
