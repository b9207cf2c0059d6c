// @alu/server-kit: what the site's Node services (the API and the site server) share so that an
// operator can run them: probes and the graceful end of a process, Prometheus metrics, request
// ids and request logs, and the settings read from the environment. TypeScript that Node 24 runs
// as it is, with no React and no app code.
export {
  serviceLifecycle,
  type CheckResult,
  type Readiness,
  type ReadinessCheck,
  type ServiceLifecycle,
  type ShutdownTimes,
} from './lifecycle/serviceLifecycle.ts';
export {
  metricsPort,
  requestMetrics,
  serviceRegistry,
  startMetricsServer,
  stopMetricsServer,
  type RequestMetrics,
} from './metrics/serviceMetrics.ts';
export { metricSample } from './metrics/metricSample.ts';
export { serviceLogger } from './logging/serviceLogger.ts';
export { loggedUrl } from './request-log/loggedUrl.ts';
export { pseudonym } from './request-log/pseudonym.ts';
export { REQUEST_ID_HEADER, requestIdOf } from './request-log/requestId.ts';
export { expressRoute, logRequests, type RequestLogOptions } from './request-log/requestLog.ts';
export * from './settings/index.ts';
