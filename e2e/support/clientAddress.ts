import http from 'node:http';
import type { Page } from '@playwright/test';
import { SITE_PORT } from './ports';

/**
 * The e2e site server sits "behind" a proxy at this address (TRUSTED_PROXIES): requests sent
 * from it name their client in X-Forwarded-For, as a load balancer would. Every other
 * address, the browser's 127.0.0.1 included, is a visitor whose forwarding headers count for
 * nothing. All of 127.0.0.0/8 is this machine, so a test can connect from it.
 */
export const TEST_PROXY_ADDRESS = '127.0.0.9';

/** A client address of its own for a test: its own per-address rate-limit budgets. */
export function testClientIp(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `198.18.${byte()}.${byte()}`;
}

export interface ClientRequest {
  readonly method?: string;
  readonly path: string;
  readonly data?: unknown;
  readonly body?: string | Buffer;
  readonly headers?: Record<string, string>;
  /** Connect from this address (default: the trusted test proxy). */
  readonly from?: string;
}

export interface ClientResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/** A request to the site as the client `clientIp`, sent through the trusted test proxy. */
export function requestAsClient(clientIp: string, request: ClientRequest): Promise<ClientResponse> {
  const body =
    request.body ?? (request.data === undefined ? undefined : JSON.stringify(request.data));
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: SITE_PORT,
        path: request.path,
        method: request.method ?? (body === undefined ? 'GET' : 'POST'),
        localAddress: request.from ?? TEST_PROXY_ADDRESS,
        headers: {
          ...(request.data === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...request.headers,
          'X-Forwarded-For': clientIp,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
            ),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The page's requests matching `pattern` reach the site as the client `clientIp`. */
export async function routeAsClient(page: Page, pattern: string, clientIp: string) {
  await page.route(pattern, async (route) => {
    const original = route.request();
    const headers = { ...original.headers() };
    delete headers.host;
    const answer = await requestAsClient(clientIp, {
      method: original.method(),
      path: new URL(original.url()).pathname + new URL(original.url()).search,
      headers,
      ...(original.postDataBuffer() ? { body: original.postDataBuffer() as Buffer } : {}),
    });
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
}
