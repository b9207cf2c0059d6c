// /api and /uploads on the site's own origin, forwarded to the API as a reverse proxy would:
// the client's address set by this server (never taken from the client), time limits on
// connecting and answering, instances taken in turn with dead ones skipped, and the API's own
// word on what an administrator's write changed.
import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { CHANGED_HEADER, parseChanges, type ContentChange } from './contentChanges.ts';
import { Upstreams } from './upstreams.ts';

export interface ApiProxyOptions {
  readonly upstreams: Upstreams;
  readonly connectTimeoutMs: number;
  readonly responseTimeoutMs: number;
  /** Uploads stream for long and the API may take long to store them. */
  readonly uploadTimeoutMs?: number;
  /** Told after a successful write, with what it changed. */
  readonly onChange: (changes: readonly ContentChange[]) => void;
  readonly logger: Logger;
}

/** Forwarding headers a client may send that only this server may set for the API. */
const CLIENT_FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
];

type ProxiedRequest = IncomingMessage & {
  /** The instance chosen for this request, and how it failed (if it did). */
  aluTarget?: string;
  aluFailure?: 'connect' | 'timeout';
  /** This server's id of the request (see server-kit's request log). */
  id?: string;
  /** Express's view of the client (its `trust proxy` setting decides). */
  ip?: string;
  protocol?: string;
};

function sendJson(res: ServerResponse | Socket, status: number, code: string, message: string) {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (!res.headersSent) {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...(status === 503 ? { 'Retry-After': '5' } : {}),
    });
  }
  res.end(JSON.stringify({ error: { code, message } }));
}

/** Gives up on a connection that is not established within `ms` (a host that never answers). */
function limitConnect(proxyReq: ClientRequest, req: ProxiedRequest, ms: number): void {
  proxyReq.on('socket', (socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(() => {
      req.aluFailure = 'connect';
      proxyReq.destroy(new Error('connect timeout'));
    }, ms);
    socket.once('connect', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
}

export function apiProxy({
  upstreams,
  connectTimeoutMs,
  responseTimeoutMs,
  uploadTimeoutMs = 130_000,
  onChange,
  logger,
}: ApiProxyOptions): RequestHandler {
  const proxy = createProxyMiddleware<ProxiedRequest, ServerResponse>({
    router: (req) => req.aluTarget as string,
    // Idle connections to the API are dropped by this side first (the API keeps them 65 s), so
    // a request is never sent on a connection the API is closing at that moment.
    agent: new http.Agent({ keepAlive: true, timeout: 30_000 }),
    changeOrigin: false,
    xfwd: false,
    on: {
      proxyReq: (proxyReq, req) => {
        for (const header of CLIENT_FORWARDING_HEADERS) proxyReq.removeHeader(header);
        proxyReq.setHeader('x-forwarded-for', req.ip ?? req.socket.remoteAddress ?? '');
        proxyReq.setHeader('x-forwarded-proto', req.protocol ?? 'http');
        // The id this server logs the request with, never one a client chose.
        if (req.id) proxyReq.setHeader('x-request-id', req.id);
        limitConnect(proxyReq, req, connectTimeoutMs);
        const multipart = /^multipart\//i.test(req.headers['content-type'] ?? '');
        proxyReq.setTimeout(multipart ? uploadTimeoutMs : responseTimeoutMs, () => {
          req.aluFailure ??= 'timeout';
          proxyReq.destroy(new Error('response timeout'));
        });
      },
      proxyRes: (proxyRes, req) => {
        if (req.aluTarget) upstreams.markUp(req.aluTarget);
        const changes = parseChanges(proxyRes.headers[CHANGED_HEADER]);
        delete proxyRes.headers[CHANGED_HEADER];
        const status = proxyRes.statusCode ?? 500;
        // The API answers after the write is stored: pages can be made afresh from now on.
        if (changes.length > 0 && status < 400) onChange(changes);
      },
      error: (error, req, res) => {
        const code = (error as NodeJS.ErrnoException).code;
        const dead = req.aluFailure !== undefined || code === 'ECONNREFUSED';
        if (dead && req.aluTarget) upstreams.markDown(req.aluTarget);
        logger.error(
          {
            req: { id: req.id, method: req.method },
            api: req.aluTarget,
            failure: req.aluFailure ?? code ?? error.message,
          },
          'proxying to the API failed',
        );
        if (req.aluFailure === 'timeout') {
          sendJson(res, 504, 'api_timeout', 'The API did not answer in time');
        } else {
          sendJson(res, 502, 'api_unreachable', 'API unreachable');
        }
      },
    },
  });
  return (req: Request, res, next) => {
    const target = upstreams.next();
    if (!target) {
      // Every instance failed a moment ago: say so now rather than queue behind them.
      sendJson(res, 503, 'api_unavailable', 'The API is unavailable, try again shortly');
      return;
    }
    (req as ProxiedRequest).aluTarget = target;
    void proxy(req, res, next);
  };
}
