// A multipart write with upload progress: fetch cannot report how much of a request body has
// gone (Chromium's streaming uploads need HTTP/2 and a stream, not a FormData), so this one
// call uses XMLHttpRequest, whose `upload` events do. Answers and errors are those of the
// site's fetch helper: the JSON body, an ApiError with the API's details, an AbortError.
import { ApiError, isApiErrorBody } from '@alu/common';

export interface UploadProgress {
  /** Bytes of the request sent so far, and in all. */
  readonly loaded: number;
  readonly total: number;
}

export interface SendFormOptions {
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: ((progress: UploadProgress) => void) | undefined;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function sendForm<T>(
  url: string,
  form: FormData,
  options: SendFormOptions = {},
): Promise<T> {
  const { headers = {}, signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      const details = isApiErrorBody(body) ? body.error : undefined;
      reject(new ApiError(url, request.status, { details }));
    };
    request.onerror = () => reject(new ApiError(url, 0));
    request.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
