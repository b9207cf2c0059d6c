// Prometheus metrics of a service (prom-client, the client the Prometheus community keeps for
// Node): the process's own figures (event-loop lag, heap, CPU, memory, handles) and the
// answers to requests, by method, route template and status. Exposed on a listener of their
// own, never on the port visitors reach.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** From a cached read (about a millisecond) to the longest upload. */
const REQUEST_SECONDS_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120,
];

export interface RequestMetrics {
  /** One answered request; `route` is a template (`/api/news/:url`), never an address. */
  observe(method: string, route: string, status: number, seconds: number): void;
}

/** A registry labelled with the service's name, holding the process's default metrics. */
export function serviceRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * `http_request_duration_seconds` (its `_count` is the number of requests). The labelled series
 * are kept by label values: prom-client would otherwise hash the labels on every request.
 */
export function requestMetrics(registry: Registry): RequestMetrics {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_SECONDS_BUCKETS,
    registers: [registry],
  });
  const series = new Map<string, { observe(value: number): void }>();
  return {
    observe(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let child = series.get(key);
      if (!child) {
        child = histogram.labels({ method, route, status: String(status) });
        series.set(key, child);
      }
      child.observe(seconds);
    },
  };
}

/** `GET /metrics` of `registry` on host:port (0: any free port); nothing else is served. */
export function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      },
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${String(error)}\n`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Closes a metrics server at once: a scrape cut short costs nothing, and Prometheus keeps its
 * connection open between scrapes, which a plain close() would wait for.
 */
export function stopMetricsServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The port a started metrics server listens on. */
export const metricsPort = (server: Server): number => (server.address() as AddressInfo).port;
