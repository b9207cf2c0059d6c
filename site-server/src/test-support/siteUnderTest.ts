// The site server on a listener of its own, with a fake API behind it: what the HTTP tests
// reach as a visitor or an attacker would.
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteServerConfig } from '../config/config.ts';
import { createSiteServer, type SiteServerTools } from '../app/createSiteServer.ts';
import type { RegistryDocument } from '../registry/registryDocument.ts';
import { fakeShellBuild } from './fakeShell.ts';

export interface FakeApi {
  server: Server;
  origin: string;
  /** Requests it received: method, path, the forwarding header and the request id it got. */
  received: {
    method: string;
    path: string;
    forwardedFor: string | undefined;
    requestId: string | undefined;
  }[];
  /** Per `METHOD path`: status and headers to answer; `hang` never answers. */
  answers: Map<string, { status: number; headers?: Record<string, string> } | 'hang'>;
  newsReads: number;
  /** What `GET /api/remotes` answers. */
  registry: RegistryDocument;
}

export async function startFakeApi(): Promise<FakeApi> {
  const api = {
    received: [],
    answers: new Map(),
    newsReads: 0,
    registry: { remotes: [] },
  } as unknown as FakeApi;
  api.server = http.createServer((req: IncomingMessage, res) => {
    const path = req.url ?? '';
    api.received.push({
      method: req.method ?? '',
      path,
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      requestId: req.headers['x-request-id'] as string | undefined,
    });
    if (path === '/api/remotes') {
      res.setHeader('Cache-Control', 'public, max-age=5');
      return res.end(JSON.stringify(api.registry));
    }
    if (path === '/api/news/latest') {
      api.newsReads += 1;
      return res.end(`news ${api.newsReads}`);
    }
    const answer = api.answers.get(`${req.method} ${path}`) ?? { status: 404 };
    if (answer === 'hang') return undefined;
    req.resume();
    res.writeHead(answer.status, answer.headers).end('{}');
    return undefined;
  });
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  return api;
}

export async function startSite(
  api: FakeApi,
  overrides: Partial<SiteServerConfig> = {},
  tools: SiteServerTools = {},
): Promise<{ server: Server; origin: string }> {
  const config: SiteServerConfig = {
    host: '127.0.0.1',
    port: 0,
    apiOrigins: [api.origin],
    publicOrigin: 'https://www.site.test',
    publicApiOrigin: undefined,
    trustedProxies: [],
    remoteOrigins: [],
    remoteDevOrigins: [],
    remoteDevAnyPort: false,
    redisUrl: undefined,
    shellDir: fakeShellBuild(),
    production: false,
    apiConnectTimeoutMs: 500,
    apiResponseTimeoutMs: 300,
    staleIfErrorMs: 60_000,
    telemetrySampleRate: 1,
    logLevel: 'silent',
    metrics: null,
    shutdown: { delayMs: 0, timeoutMs: 1000 },
    ...overrides,
  };
  const server = createSiteServer(config, tools).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin };
}
