// Requests to the topology's edge from Node, trusting its self-signed certificate, and the
// steady load the fault tests and the benchmark put on it (autocannon through nginx).
import { readFileSync } from 'node:fs';
import https from 'node:https';
import autocannon from 'autocannon';

/** One HTTPS request; answers status, headers and the body as text. */
export function edgeRequest(url, { method = 'GET', headers = {}, body, ca, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const options = { method, headers, ca, localAddress, timeout: 30_000 };
    const request = https.request(url, options, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
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

/**
 * A client bound to one edge: `get('/news')`, `json('POST', '/api/…', body, token)`.
 * `localAddress` (e.g. 127.0.0.2) makes it another client address on this machine.
 */
export function edgeClient(origin, certificateFile, { localAddress } = {}) {
  const ca = readFileSync(certificateFile);
  const request = (path, options = {}) =>
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
export function steadyLoad({ origin, ca, paths, connections = 8, seconds = 10 }) {
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
export function failureRate(result) {
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    failed,
    total: result.requests.total,
    rate: failed / Math.max(1, result.requests.total),
  };
}
