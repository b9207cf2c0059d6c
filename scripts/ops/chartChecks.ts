// What a rendered chart must hold, as functions of the rendered objects that answer a list of
// problems (empty: fine). chart.test.ts runs them on every values file's render, and on
// copies broken on purpose, so each check is seen to fail when what it guards is missing.
// The objects are typed by kubernetes-models; a field the chart always renders is read as
// present (`!`): a render without it fails the check with an error, as it should.
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { ICronJob } from 'kubernetes-models/batch/v1/CronJob';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IPodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec';
import type { IService } from 'kubernetes-models/v1/Service';
import type { ILabelSelector } from '@kubernetes-models/apimachinery/apis/meta/v1/LabelSelector';

/** The kinds the checks read, by their `kind`. */
export interface Kinds {
  ConfigMap: IConfigMap;
  CronJob: ICronJob;
  Deployment: IDeployment;
  HorizontalPodAutoscaler: IHorizontalPodAutoscaler;
  Ingress: IIngress;
  NetworkPolicy: INetworkPolicy;
  PersistentVolumeClaim: IPersistentVolumeClaim;
  PodDisruptionBudget: IPodDisruptionBudget;
  Service: IService;
}

/** An object of the render: one of the kinds above, or another the checks do not read. */
export type RenderedObject =
  | Kinds[keyof Kinds]
  | {
      apiVersion: string;
      kind: string;
      metadata?: { name?: string; labels?: Record<string, string> };
    };

/** The NetworkPolicy peers the values name. */
export interface Peers {
  ingressController: INetworkPolicyPeer;
  prometheus: INetworkPolicyPeer;
  databasePorts: number[];
}

/** The secrets the services read; never a ConfigMap key, never a literal env value. */
export const SECRET_KEYS = ['JWT_SECRET', 'MONGODB_URI', 'REDIS_URL', 'ADMIN_PASSWORD', 'SMTP_URL'];
const SECRET_NAME = /secret|passw|token|private|credential|^mongodb_uri$|^redis_url$|^smtp_url$/i;
/** scheme://user:password@host: an address carrying a password. */
const ADDRESS_WITH_PASSWORD = /[a-z][a-z0-9+.-]*:\/\/[^/@\s:]*:[^/@\s]+@/i;

const named = (object: RenderedObject) => `${object.kind}/${object.metadata?.name}`;

/** The objects of one kind. */
export function ofKind<K extends keyof Kinds>(objects: RenderedObject[], kind: K): Kinds[K][] {
  return objects.filter((object): object is Kinds[K] => object.kind === kind);
}

/** A Deployment or CronJob with its pod template. */
export interface Workload {
  object: IDeployment | ICronJob;
  pod: IPodTemplateSpec;
}

/** Deployments and CronJobs with their pod template. */
export function workloads(objects: RenderedObject[]): Workload[] {
  return objects.flatMap((object): Workload[] => {
    if (object.kind === 'Deployment') {
      const deployment = object as IDeployment;
      return [{ object: deployment, pod: deployment.spec!.template }];
    }
    if (object.kind === 'CronJob') {
      const cronJob = object as ICronJob;
      return [{ object: cronJob, pod: cronJob.spec!.jobTemplate.spec!.template }];
    }
    return [];
  });
}

/** True when a label selector ({ matchLabels }) selects these labels. */
function selects(
  selector: ILabelSelector | undefined,
  labels: Record<string, string> = {},
): boolean {
  const wanted = Object.entries(selector?.matchLabels ?? {});
  if (selector?.matchExpressions?.length) throw new Error('matchExpressions are not handled here');
  return wanted.every(([key, value]) => labels[key] === value);
}

function tagOf(image: string): string {
  const slash = image.lastIndexOf('/');
  const colon = image.lastIndexOf(':');
  return colon > slash ? image.slice(colon + 1) : '';
}

/** Every container: a tag, resources, the security context; every Deployment's: the probes. */
export function containerProblems(objects: RenderedObject[]): string[] {
  const problems: string[] = [];
  for (const { object, pod } of workloads(objects)) {
    const spec = pod.spec!;
    const where = named(object);
    if (spec.automountServiceAccountToken !== false) {
      problems.push(`${where}: automountServiceAccountToken is not false`);
    }
    const podContext = spec.securityContext ?? {};
    if (podContext.runAsNonRoot !== true) problems.push(`${where}: pod runAsNonRoot is not true`);
    if (podContext.seccompProfile?.type !== 'RuntimeDefault') {
      problems.push(`${where}: pod seccompProfile is not RuntimeDefault`);
    }
    const emptyDirs = new Set(
      (spec.volumes ?? []).filter((volume) => volume.emptyDir).map((volume) => volume.name),
    );
    for (const container of [...(spec.initContainers ?? []), ...spec.containers]) {
      const at = `${where} container ${container.name}`;
      const tag = tagOf(container.image ?? '');
      if (!tag || tag === 'latest')
        problems.push(`${at}: image ${container.image} has no fixed tag`);
      if (object.kind === 'Deployment') {
        for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe'] as const) {
          if (!container[probe]?.httpGet?.path) problems.push(`${at}: no ${probe}`);
        }
      }
      for (const kind of ['requests', 'limits'] as const) {
        for (const resource of ['cpu', 'memory']) {
          if (!container.resources?.[kind]?.[resource]) {
            problems.push(`${at}: no ${resource} ${kind.slice(0, -1)}`);
          }
        }
      }
      const context = container.securityContext ?? {};
      if (context.allowPrivilegeEscalation !== false) {
        problems.push(`${at}: allowPrivilegeEscalation is not false`);
      }
      if (context.readOnlyRootFilesystem !== true) {
        problems.push(`${at}: the root file system is writable`);
      }
      if (!context.capabilities?.drop?.includes('ALL')) {
        problems.push(`${at}: capabilities are not all dropped`);
      }
      if (context.capabilities?.add?.length) problems.push(`${at}: capabilities are added`);
      if ((context.runAsNonRoot ?? podContext.runAsNonRoot) !== true) {
        problems.push(`${at}: may run as root`);
      }
      const user = context.runAsUser ?? podContext.runAsUser;
      if (user !== 10001) problems.push(`${at}: runs as user ${user}, not 10001`);
      if ((context.seccompProfile ?? podContext.seccompProfile)?.type !== 'RuntimeDefault') {
        problems.push(`${at}: seccompProfile is not RuntimeDefault`);
      }
      const tmp = (container.volumeMounts ?? []).find((mount) => mount.mountPath === '/tmp');
      if (!tmp || !emptyDirs.has(tmp.name)) problems.push(`${at}: /tmp is not an emptyDir`);
      for (const variable of container.env ?? []) {
        if (SECRET_KEYS.includes(variable.name) && !variable.valueFrom?.secretKeyRef) {
          problems.push(`${at}: ${variable.name} is not read from a Secret`);
        }
      }
    }
  }
  return problems;
}

/** Nothing that looks like a secret in a ConfigMap: neither its keys nor its values. */
export function configMapProblems(objects: RenderedObject[]): string[] {
  const problems: string[] = [];
  for (const map of ofKind(objects, 'ConfigMap')) {
    for (const [key, value] of Object.entries(map.data ?? {})) {
      if (SECRET_NAME.test(key)) problems.push(`${named(map)}: key ${key} looks like a secret`);
      if (ADDRESS_WITH_PASSWORD.test(String(value))) {
        problems.push(`${named(map)}: ${key} holds an address with a password`);
      }
    }
  }
  return problems;
}

/**
 * Secrets in a values file: a key named like one (a name *of* a Secret, such as secretName, is
 * a reference and fine) with a value, or an address carrying a password anywhere.
 */
export function valuesSecretProblems(values: unknown, at = ''): string[] {
  const problems: string[] = [];
  if (typeof values === 'string') {
    if (ADDRESS_WITH_PASSWORD.test(values)) problems.push(`${at}: an address with a password`);
  } else if (values && typeof values === 'object') {
    for (const [key, value] of Object.entries(values)) {
      const here = at ? `${at}.${key}` : key;
      // A secret is a scalar; secretName, pullSecrets and the like name Secrets instead.
      const scalar = typeof value === 'string' || typeof value === 'number';
      if (SECRET_NAME.test(key) && !/name$/i.test(key) && scalar && value !== '') {
        problems.push(`${here}: looks like a secret`);
      }
      problems.push(...valuesSecretProblems(value, here));
    }
  }
  return problems;
}

/**
 * The Service a request path goes to, by the Ingress rules of networking.k8s.io/v1: an Exact
 * path wins over a Prefix of the same length; otherwise the longest matching path, where a
 * Prefix matches whole path elements (/api matches /api and /api/x, not /apix).
 */
export function routeOf(
  ingress: IIngress,
  host: string,
  requestPath: string,
): { service: string; port: string | number | undefined } | undefined {
  const rule = ingress.spec!.rules!.find((candidate) => candidate.host === host);
  if (!rule) return undefined;
  const elements = (value: string) => value.split('/').filter(Boolean);
  const matches = rule.http!.paths.filter(({ path, pathType }) => {
    if (pathType === 'Exact') return path === requestPath;
    const prefix = elements(path!);
    const request = elements(requestPath);
    return prefix.every((element, index) => request[index] === element);
  });
  matches.sort(
    (a, b) =>
      b.path!.length - a.path!.length ||
      Number(b.pathType === 'Exact') - Number(a.pathType === 'Exact'),
  );
  const backend = matches[0]?.backend.service;
  return backend && { service: backend.name, port: backend.port!.name ?? backend.port!.number };
}

/** The component label of the pods a Service sends to. */
function componentOfService(objects: RenderedObject[], name: string): string | undefined {
  const service = ofKind(objects, 'Service').find((candidate) => candidate.metadata!.name === name);
  return service?.spec!.selector!['app.kubernetes.io/component'];
}

/**
 * The edge's routing: the paths visitors use reach the right pods, no metrics port is routed,
 * TLS is on for the host.
 */
export function ingressProblems(objects: RenderedObject[], host: string): string[] {
  const problems: string[] = [];
  const ingresses = ofKind(objects, 'Ingress');
  const [ingress] = ingresses;
  if (ingresses.length !== 1 || !ingress) return [`${ingresses.length} Ingresses, expected 1`];
  if (!ingress.spec!.ingressClassName) problems.push('the Ingress names no ingressClassName');
  const tls = ingress.spec!.tls ?? [];
  if (!tls.some((entry) => entry.secretName && entry.hosts?.includes(host))) {
    problems.push(`no TLS secret for ${host}`);
  }
  const expected = {
    '/api/news/latest': 'api',
    '/api': 'api',
    // Each visitor's registry while a canary runs; its administration stays the API's.
    '/api/remotes': 'site',
    '/api/remotes/news/history': 'api',
    '/uploads/news/picture.webp': 'api',
    '/remotes/news/releases/1.0.0/mf-manifest.json': 'static-origin',
    '/': 'site',
    '/en/products': 'site',
    '/main.0123abcd.js': 'site',
    '/apis-of-the-site': 'site',
    '/remotes-page': 'site',
    // The page template and the server bundles: the site server refuses them itself.
    '/index.html': 'site',
    '/ssr/server.0123abcd.js': 'site',
  };
  for (const [requestPath, component] of Object.entries(expected)) {
    const route = routeOf(ingress, host, requestPath);
    const actual = route && componentOfService(objects, route.service);
    if (actual !== component) problems.push(`${requestPath} goes to ${actual}, not ${component}`);
  }
  for (const rule of ingress.spec!.rules!) {
    for (const { path, backend } of rule.http!.paths) {
      const service = ofKind(objects, 'Service').find(
        (candidate) => candidate.metadata!.name === backend.service!.name,
      );
      const port = service?.spec!.ports!.find(
        (candidate) =>
          candidate.name === backend.service!.port!.name ||
          candidate.port === backend.service!.port!.number,
      );
      if (!port) problems.push(`${path}: no such Service port`);
      else if (port.name === 'metrics' || port.targetPort === 'metrics') {
        problems.push(`${path}: routes to a metrics port`);
      }
    }
  }
  return problems;
}

/** Every Deployment has a disruption budget; the API and the site servers an autoscaler. */
export function availabilityProblems(objects: RenderedObject[]): string[] {
  const problems: string[] = [];
  const budgets = ofKind(objects, 'PodDisruptionBudget');
  const autoscalers = ofKind(objects, 'HorizontalPodAutoscaler');
  for (const deployment of ofKind(objects, 'Deployment')) {
    const labels = deployment.spec!.template.metadata!.labels!;
    if (!budgets.some((budget) => selects(budget.spec!.selector, labels))) {
      problems.push(`${named(deployment)}: no PodDisruptionBudget`);
    }
    const component = labels['app.kubernetes.io/component'];
    const scaler = autoscalers.find(
      (candidate) =>
        candidate.spec!.scaleTargetRef.kind === 'Deployment' &&
        candidate.spec!.scaleTargetRef.name === deployment.metadata!.name,
    );
    if (component === 'api' || component === 'site') {
      if (!scaler) problems.push(`${named(deployment)}: no HorizontalPodAutoscaler`);
      else if (!scaler.spec!.metrics?.some((metric) => metric.resource?.name === 'cpu')) {
        problems.push(`${named(deployment)}: its autoscaler does not follow CPU`);
      }
    }
    // The autoscaler owns the count; a replicas field would reset it at every upgrade.
    if (scaler && deployment.spec!.replicas !== undefined) {
      problems.push(`${named(deployment)}: sets replicas although an autoscaler owns them`);
    }
    if (deployment.spec!.template.spec!.topologySpreadConstraints?.length !== 2) {
      problems.push(`${named(deployment)}: not spread over zones and nodes`);
    }
  }
  return problems;
}

/** A policy's ingress rules that allow a port (by name or number). */
function rulesFor(policy: INetworkPolicy, ports: (string | number)[]) {
  return (policy.spec!.ingress ?? []).filter((rule) =>
    (rule.ports ?? []).some((port) => port.port !== undefined && ports.includes(port.port)),
  );
}

/**
 * Every workload is selected by a policy that limits both directions; only the ingress
 * controller (and, for the API, the site servers) reaches the public ports; only Prometheus
 * the metrics ports; only the API and the backup reach the database's port.
 */
export function networkProblems(
  objects: RenderedObject[],
  { ingressController, prometheus, databasePorts }: Peers,
): string[] {
  const problems: string[] = [];
  const policies = ofKind(objects, 'NetworkPolicy');
  const peer = canonical;
  for (const { object, pod } of workloads(objects)) {
    const labels = pod.metadata!.labels!;
    const component = labels['app.kubernetes.io/component'];
    const limiting = policies.filter(
      (policy) =>
        selects(policy.spec!.podSelector, labels) &&
        policy.spec!.policyTypes?.includes('Ingress') &&
        policy.spec!.policyTypes?.includes('Egress'),
    );
    // Its own policy (one naming its component), not only the release-wide refusal.
    const own = limiting.filter(
      (policy) =>
        policy.spec!.podSelector!.matchLabels?.['app.kubernetes.io/component'] === component,
    );
    if (own.length === 0) problems.push(`${named(object)}: no NetworkPolicy of its own`);
    const releaseWide = limiting.filter(
      (policy) => !('app.kubernetes.io/component' in (policy.spec!.podSelector!.matchLabels ?? {})),
    );
    if (releaseWide.length === 0)
      problems.push(`${named(object)}: no release-wide refusal covers it`);
    const egressPorts = own.flatMap((policy) =>
      (policy.spec!.egress ?? []).flatMap((rule) => (rule.ports ?? []).map((port) => port.port)),
    );
    const needs: Record<string, number[]> = {
      api: [...databasePorts, 53],
      backup: [...databasePorts, 53],
      site: [3000, 53],
    };
    for (const port of needs[component ?? ''] ?? []) {
      if (!egressPorts.includes(port)) problems.push(`${named(object)}: cannot reach port ${port}`);
    }
    for (const policy of own) {
      for (const rule of rulesFor(policy, ['metrics', 9464, 9465])) {
        if (rule.from?.length !== 1 || peer(rule.from[0]) !== peer(prometheus)) {
          problems.push(`${named(policy)}: a metrics port is open to more than Prometheus`);
        }
      }
      for (const rule of rulesFor(policy, ['http', 3000, 8080])) {
        const allowed = [peer(ingressController)];
        if (component === 'api') {
          allowed.push(peer({ podSelector: { matchLabels: { ...selectorOf(objects, 'site') } } }));
        }
        if (!rule.from?.length || rule.from.some((from) => !allowed.includes(peer(from)))) {
          problems.push(`${named(policy)}: the public port is open to more than the ingress`);
        }
      }
      for (const rule of policy.spec!.egress ?? []) {
        const database = (rule.ports ?? []).some(
          (port) => typeof port.port === 'number' && databasePorts.includes(port.port),
        );
        if (database && component !== 'api' && component !== 'backup') {
          problems.push(`${named(policy)}: ${component} may reach the database`);
        }
      }
    }
  }
  return problems;
}

/** JSON with sorted keys: two peers that select alike compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function selectorOf(objects: RenderedObject[], component: string) {
  const deployment = ofKind(objects, 'Deployment').find(
    (candidate) =>
      candidate.spec!.selector.matchLabels!['app.kubernetes.io/component'] === component,
  );
  return deployment?.spec!.selector.matchLabels;
}

/** A variable of a container's environment: its value, or the Secret key it is read from. */
export type EnvironmentValue =
  string | undefined | { secret: { name?: string; key: string; optional?: boolean } };

/** The environment a container gets from its ConfigMaps and its own env entries. */
export function environmentOf(
  objects: RenderedObject[],
  container: IContainer,
): Record<string, EnvironmentValue> {
  const env: Record<string, EnvironmentValue> = {};
  for (const source of container.envFrom ?? []) {
    const map = ofKind(objects, 'ConfigMap').find(
      (candidate) => candidate.metadata!.name === source.configMapRef?.name,
    );
    Object.assign(env, map?.data);
  }
  for (const variable of container.env ?? []) {
    env[variable.name] = variable.valueFrom?.secretKeyRef
      ? { secret: variable.valueFrom.secretKeyRef }
      : variable.value;
  }
  return env;
}
