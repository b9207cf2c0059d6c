// Health, readiness and the graceful end of a service's process, as an orchestrator drives them:
// `/healthz` answers while the process runs; `/readyz` answers 200 only while every dependency
// answers and the process is not stopping. On SIGTERM the process says "not ready" at once but
// keeps serving for a short delay, because the load balancers in front (a Kubernetes Service,
// an ingress, nginx) learn of it only after a while and keep sending until then; every answer
// of that time closes its connection, so the proxies do not keep one open to a process about to
// leave. Then it stops accepting, finishes what it has and ends, within a bounded time.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface ReadinessCheck {
  readonly name: string;
  /** Resolves when the dependency answers; throws or rejects when it does not. */
  readonly check: () => unknown;
  /**
   * Reported, but the instance stays ready without it: a shared dependency the service has a
   * degraded mode for (Redis). Were it to make instances not ready, its outage would take every
   * instance out of the load balancer at once, an outage of the whole site instead of a
   * degradation.
   */
  readonly degradedWithout?: boolean;
}

export interface ShutdownTimes {
  /** How long the process keeps serving after SIGTERM, answering not-ready. */
  readonly delayMs: number;
  /** From SIGTERM to the end, at most: connections still open then are cut. */
  readonly timeoutMs: number;
}

export type CheckResult = 'ok' | 'failed' | 'timeout';

export interface Readiness {
  /** `degraded`: ready, with a dependency it can do without failing. */
  readonly status: 'ready' | 'degraded' | 'not-ready' | 'draining';
  readonly checks: Readonly<Record<string, CheckResult>>;
}

type Next = (error?: unknown) => void;

export interface ServiceLifecycle {
  /** True from the start of `drain` on. */
  readonly draining: boolean;
  /**
   * Answers GET or HEAD `/healthz` and `/readyz` (never cached) and passes everything else on;
   * while draining, marks every other answer to close its connection. Mount it first: probes
   * then stay out of the request log and the request metrics.
   */
  readonly middleware: (req: IncomingMessage, res: ServerResponse, next: Next) => void;
  readiness(): Promise<Readiness>;
  /** Not ready at once; serves `delayMs`; stops accepting; resolves when `server` has closed. */
  drain(server: Server, times: ShutdownTimes): Promise<void>;
}

/** A probe's dependency that has not answered by then counts as failing. */
const CHECK_TIMEOUT_MS = 2000;

const PROBES = new Set(['/healthz', '/readyz']);

function withTimeout(check: ReadinessCheck): Promise<CheckResult> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
    Promise.resolve()
      .then(check.check)
      .then(
        () => resolve('ok'),
        () => resolve('failed'),
      )
      .finally(() => clearTimeout(timer));
  });
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

const pathOf = (url = '/') => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

export function serviceLifecycle(checks: readonly ReadinessCheck[]): ServiceLifecycle {
  let draining = false;
  // Answers begun before the drain that have not sent their headers yet: they close their
  // connection too, or a proxy could reuse it just as the process leaves.
  const pending = new Set<ServerResponse>();

  async function readiness(): Promise<Readiness> {
    const results = await Promise.all(checks.map(withTimeout));
    const byName = Object.fromEntries(
      checks.map((check, i) => [check.name, results[i] ?? 'failed']),
    );
    if (draining) return { status: 'draining', checks: byName };
    const failing = checks.filter((_check, i) => results[i] !== 'ok');
    if (failing.length === 0) return { status: 'ready', checks: byName };
    const ready = failing.every((check) => check.degradedWithout === true);
    return { status: ready ? 'degraded' : 'not-ready', checks: byName };
  }

  const middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const probe = (req.method === 'GET' || req.method === 'HEAD') && PROBES.has(pathOf(req.url));
    if (probe && pathOf(req.url) === '/healthz') {
      sendJson(req, res, 200, { status: 'ok' });
      return;
    }
    if (probe) {
      readiness().then((state) => {
        const ready = state.status === 'ready' || state.status === 'degraded';
        sendJson(req, res, ready ? 200 : 503, state);
      }, next);
      return;
    }
    if (draining) {
      res.setHeader('Connection', 'close');
    } else {
      pending.add(res);
      res.once('close', () => pending.delete(res));
    }
    next();
  };

  async function drain(server: Server, { delayMs, timeoutMs }: ShutdownTimes): Promise<void> {
    const started = Date.now();
    draining = true;
    for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
    pending.clear();
    await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, timeoutMs)));
    if (!server.listening) return;
    await new Promise<void>((resolve) => {
      const cut = setTimeout(
        () => server.closeAllConnections(),
        Math.max(0, timeoutMs - (Date.now() - started)),
      );
      // Stops accepting and closes the idle connections; busy ones end after their answer.
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
    });
  }

  return {
    get draining() {
      return draining;
    },
    middleware,
    readiness,
    drain,
  };
}
