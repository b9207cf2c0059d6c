/** A failed API call: `status` is 0 when the request never got an answer. */
export class ApiError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(status === 0 ? `${url}: no answer` : `${url}: HTTP ${status}`, options);
    this.name = 'ApiError';
  }
}

/**
 * GETs JSON from the site's own API (same origin: the shell's server proxies /api).
 * Rejects with {@link ApiError} on a network failure, a non-2xx answer or a body that is not
 * JSON; an aborted request rejects with the AbortError so callers can ignore it.
 */
export async function fetchJson<T>(url: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal: init.signal });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(url, 0, { cause: error });
  }
  if (!response.ok) throw new ApiError(url, response.status);
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
