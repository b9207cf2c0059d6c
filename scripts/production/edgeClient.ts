// Requests to the topology's edge from Node, trusting its self-signed certificate, and the
// steady load the fault tests and the benchmark put on it (autocannon through nginx).
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';

/** An answer of the edge. */
export interface EdgeResponse {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
}

interface EdgeRequestOptions {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer | undefined;
  ca?: Buffer;
  localAddress?: string | undefined;
}

/** One HTTPS request; answers status, headers and the body as text. */
export function edgeRequest(
  url: string | URL,
  { method = 'GET', headers = {}, body, ca, localAddress }: EdgeRequestOptions = {},
): Promise<EdgeResponse> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, ca, localAddress, timeout: 30_000 };
    const request = https.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
          text: () => Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${url} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** A client bound to one edge. */
export interface EdgeClient {
  origin: string;
  ca: Buffer;
  get(path: string, headers?: OutgoingHttpHeaders): Promise<EdgeResponse>;
  json(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers?: OutgoingHttpHeaders,
  ): Promise<EdgeResponse>;
}

/**
 * A client bound to one edge: `get('/news')`, `json('POST', '/api/…', body, token)`.
 * `localAddress` (e.g. 127.0.0.2) makes it another client address on this machine.
 */
export function edgeClient(
  origin: string,
  certificateFile: string,
  { localAddress }: { localAddress?: string } = {},
): EdgeClient {
  const ca = readFileSync(certificateFile);
  const request = (path: string, options: EdgeRequestOptions = {}) =>
    edgeRequest(new URL(path, origin), { ...options, ca, localAddress });
  return {
    origin,
    ca,
    get: (path, headers = {}) => request(path, { headers }),
    json: (method, path, body, token, headers = {}) =>
      request(path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

/**
 * Steady load through the edge for `seconds` with `connections` clients, cycling through
 * `paths`. Answers autocannon's result: `requests.total`, `non2xx`, `errors`, `timeouts`,
 * `latency.p99`, `requests.average` (per second).
 */
export function steadyLoad({
  origin,
  ca,
  paths,
  connections = 8,
  seconds = 10,
}: {
  origin: string;
  ca: Buffer;
  paths: string[];
  connections?: number;
  seconds?: number;
}): Promise<Result> {
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    tlsOptions: { ca },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

/** Failed answers (errors, timeouts and anything but 2xx) over all requests made. */
export function failureRate(result: Result): { failed: number; total: number; rate: number } {
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    failed,
    total: result.requests.total,
    rate: failed / Math.max(1, result.requests.total),
  };
}
