import assert from 'node:assert/strict';
import { test } from 'node:test';
import { metricSample as sample } from './metricSample.ts';
import {
  metricsPort,
  requestMetrics,
  serviceRegistry,
  startMetricsServer,
} from './serviceMetrics.ts';

test('the metrics listener serves the registry at /metrics and nothing else', async () => {
  const registry = serviceRegistry('test');
  const requests = requestMetrics(registry);
  requests.observe('GET', '/news/:slug', 200, 0.004);
  requests.observe('GET', '/news/:slug', 200, 0.02);
  requests.observe('POST', '/api/inquiries', 429, 0.001);
  const server = await startMetricsServer(registry, 0, '127.0.0.1');
  try {
    const origin = `http://127.0.0.1:${metricsPort(server)}`;
    const answer = await fetch(`${origin}/metrics`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    const news = { service: 'test', method: 'GET', route: '/news/:slug', status: '200' };
    assert.equal(sample(text, 'http_request_duration_seconds_count', news), 2);
    assert.equal(sample(text, 'http_request_duration_seconds_bucket', { ...news, le: '0.005' }), 1);
    const refused = { method: 'POST', route: '/api/inquiries', status: '429' };
    assert.equal(sample(text, 'http_request_duration_seconds_count', refused), 1);
    assert.match(text, /^nodejs_eventloop_lag_seconds\{service="test"\} /m);
    assert.match(text, /^nodejs_heap_size_used_bytes\{service="test"\} /m);
    assert.equal((await fetch(`${origin}/`)).status, 404);
    assert.equal((await fetch(`${origin}/metrics`, { method: 'POST' })).status, 404);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
