// `npm run test:chart`: the Helm chart (ops/helm/alumis) without a cluster. helm lints it and
// renders it with each values file; every rendered object is validated against the Kubernetes
// schemas (kubernetes-models), and the rendered objects are held to what an operator relies
// on: probes, limits, the security context, fixed image tags, secrets only by reference, the
// edge's routing, disruption budgets, autoscalers and network policies. What needs a cluster
// (scheduling, the ingress controller, the network plugin) is not checked here.
//
// helm is built from source on first use (scripts/ops/ensureHelm.ts, a few minutes).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT } from '../apps.ts';
import {
  SECRET_KEYS,
  availabilityProblems,
  configMapProblems,
  containerProblems,
  environmentOf,
  ingressProblems,
  networkProblems,
  ofKind,
  valuesSecretProblems,
  workloads,
} from './chartChecks.ts';
import type { EnvironmentValue, Kinds, Peers, RenderedObject } from './chartChecks.ts';
import { ensureHelm } from './ensureHelm.ts';
import { registryDocument } from './registryDocument.ts';

const CHART = path.join(ROOT, 'ops', 'helm', 'alumis');
const TAG = '1.0.0-40439a8';
const REMOTES = ['corporate', 'products', 'contacts', 'investors', 'news', 'admin'];

// Go is a requirement of the project (the embedded database is built with it too): a machine
// where helm cannot be built fails these tests rather than skipping them unseen.
const helm = ensureHelm();

/** What the tests read of a values file. */
interface ChartValues {
  host?: string;
  networkPolicy: {
    ingressController: INetworkPolicyPeer;
    prometheus: INetworkPolicyPeer;
    database: { ports: number[] };
  };
}

const readYaml = (file: string): unknown => parse(readFileSync(file, 'utf8'));
const defaults = readYaml(path.join(CHART, 'values.yaml')) as ChartValues & { host: string };

/** The Secret key a variable is read from (undefined for a plain value). */
const secretOf = (value: EnvironmentValue) =>
  typeof value === 'object' ? value.secret : undefined;

/** Each values file the chart ships, with the host its registry document must point at. */
const CASES = [
  { name: 'defaults', files: [] },
  { name: 'production', files: ['values-production.yaml'] },
  { name: 'staging', files: ['values-staging.yaml'] },
].map((entry) => {
  const own = entry.files.map((file) => readYaml(path.join(CHART, file)) as { host?: string });
  return { ...entry, host: own.at(-1)?.host ?? defaults.host };
});

let work: string;
before(() => {
  work = mkdtempSync(path.join(tmpdir(), 'alu-chart-'));
});
after(() => rmSync(work, { recursive: true, force: true }));

/** A registry document for a host, as scripts/ops/registryDocument.ts writes them. */
function registryFile(host: string, name = host): string {
  const file = path.join(work, `remotes-${name}.json`);
  const remotes = REMOTES.map((remote) => ({
    name: remote,
    entry: `https://${host}/remotes/${remote}/releases/1.0.0-build.0123456789ab/mf-manifest.json`,
  }));
  writeFileSync(file, `${JSON.stringify({ remotes }, null, 2)}\n`);
  return file;
}

function runHelm(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(helm, args, { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `helm template` of the chart with these values files and flags. */
function template({
  files = [],
  host = defaults.host,
  tag = TAG,
  registry,
  extra = [],
}: {
  files?: string[];
  host?: string;
  tag?: string | null;
  registry?: string | null;
  extra?: string[];
} = {}) {
  const args = ['template', 'alumis', CHART, '--namespace', 'alumis'];
  for (const file of files) args.push('-f', path.join(CHART, file));
  if (tag !== null) args.push('--set-string', `image.tag=${tag}`);
  if (registry !== null) args.push('--set-file', `registry=${registry ?? registryFile(host)}`);
  return runHelm([...args, ...extra]);
}

function objectsOf(output: string): RenderedObject[] {
  return parseAllDocuments(output).flatMap((document) => {
    if (document.errors.length > 0) throw document.errors[0];
    const object = document.toJS() as RenderedObject | null;
    return object ? [object] : [];
  });
}

/** A kubernetes-models class: validates the object it is made of against its schema. */
type Model = new (data: unknown) => { validate(): void };

async function schemaProblems(objects: RenderedObject[]): Promise<string[]> {
  const problems: string[] = [];
  for (const object of objects) {
    const where = `${object.apiVersion} ${object.kind}/${object.metadata?.name}`;
    let Model: Model | undefined;
    try {
      const models = (await import(`kubernetes-models/${object.apiVersion}`)) as Record<
        string,
        Model | undefined
      >;
      Model = models[object.kind];
    } catch {
      Model = undefined;
    }
    if (!Model) {
      problems.push(`${where}: not a Kubernetes kind`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  }
  return problems;
}

/** The object of `kind` of one component (an error further on when there is none). */
const byComponent = <K extends keyof Kinds>(
  objects: RenderedObject[],
  kind: K,
  component: string,
): Kinds[K] =>
  ofKind(objects, kind).find(
    (object) => object.metadata!.labels!['app.kubernetes.io/component'] === component,
  )!;

/** A Deployment's pod spec and first container. */
const podOf = (deployment: IDeployment): IPodSpec => deployment.spec!.template.spec!;
const firstContainer = (deployment: IDeployment): IContainer => podOf(deployment).containers[0]!;

/** The NetworkPolicy peers the values name, as the policies must carry them. */
function peersOf(values: ChartValues): Peers {
  const peer = ({ namespaceSelector, podSelector }: INetworkPolicyPeer) => ({
    namespaceSelector,
    podSelector,
  });
  return {
    ingressController: peer(values.networkPolicy.ingressController),
    prometheus: peer(values.networkPolicy.prometheus),
    databasePorts: values.networkPolicy.database.ports,
  };
}

for (const { name, files, host } of CASES) {
  describe(`the chart rendered with ${name} values`, () => {
    let objects: RenderedObject[];
    before(() => {
      const rendered = template({ files, host });
      assert.equal(rendered.status, 0, rendered.stderr);
      objects = objectsOf(rendered.stdout);
    });

    test('every object is valid against the Kubernetes schemas', async () => {
      assert.ok(objects.length > 20, `only ${objects.length} objects`);
      assert.deepEqual(await schemaProblems(objects), []);
    });

    test('every container: fixed image tag, resources, security context; Deployments: probes', () => {
      assert.deepEqual(containerProblems(objects), []);
      const images = workloads(objects).flatMap(({ pod }) =>
        pod.spec!.containers.map((container) => container.image),
      );
      for (const image of images)
        assert.match(image ?? '', new RegExp(`/(api|site-server|static-origin):${TAG}$`));
    });

    test('no secret in any ConfigMap; the secrets come from the Secret by reference', () => {
      assert.deepEqual(configMapProblems(objects), []);
      const api = firstContainer(byComponent(objects, 'Deployment', 'api'));
      const env = environmentOf(objects, api);
      for (const key of SECRET_KEYS) {
        assert.equal(secretOf(env[key])?.key, key, `${key} is not read from the Secret`);
        assert.equal(secretOf(env[key])!.name, renderedValue(files, 'secretName'));
      }
      assert.equal(secretOf(env.SMTP_URL)!.optional, true);
    });

    test('the Ingress routes as the edge does, with TLS, and no metrics port', () => {
      assert.deepEqual(ingressProblems(objects, host), []);
    });

    test('every Deployment has a disruption budget and topology spread, the services autoscale', () => {
      assert.deepEqual(availabilityProblems(objects), []);
    });

    test('network policies select every workload and open only what each needs', () => {
      assert.deepEqual(networkProblems(objects, peersOf(defaults)), []);
    });

    test('the API gets the production environment the service requires', () => {
      const deployment = byComponent(objects, 'Deployment', 'api');
      const container = firstContainer(deployment);
      const env = environmentOf(objects, container);
      const origin = `https://${host}`;
      const port = (portName: string) =>
        String(container.ports!.find((entry) => entry.name === portName)!.containerPort);
      assert.equal(env.NODE_ENV, 'production');
      assert.equal(env.API_HOST, '0.0.0.0');
      assert.equal(env.API_PORT, port('http'));
      assert.ok(env.TRUSTED_PROXIES);
      assert.equal(env.PUBLIC_ORIGIN, origin);
      assert.ok((env.REMOTE_ORIGINS as string).split(',').includes(origin));
      assert.equal(env.HOST_MANIFEST_URL, `${origin}/mf-manifest.json`);
      assert.ok(env.DB_NAME);
      assert.ok(env.ADMIN_USERNAME);
      assert.equal(env.SEED_CONTENT, 'false');
      assert.equal(env.METRICS_HOST, '0.0.0.0');
      assert.equal(env.METRICS_PORT, port('metrics'));
      assert.ok(env.LOG_LEVEL);
      assertRegistryMounted(objects, podOf(deployment), container, env.REMOTES_FILE);
      assertShutdownFits(deployment, env);
    });

    test('the site servers get the production environment the service requires', () => {
      const deployment = byComponent(objects, 'Deployment', 'site');
      const container = firstContainer(deployment);
      const env = environmentOf(objects, container);
      const origin = `https://${host}`;
      const port = (portName: string) =>
        String(container.ports!.find((entry) => entry.name === portName)!.containerPort);
      const apiService = byComponent(objects, 'Service', 'api');
      const apiPort = apiService.spec!.ports!.find((entry) => entry.name === 'http')!.port;
      assert.equal(env.NODE_ENV, 'production');
      assert.equal(env.SITE_HOST, '0.0.0.0');
      assert.equal(env.PORT, port('http'));
      assert.ok(env.TRUSTED_PROXIES);
      assert.equal(env.API_ORIGINS, `http://${apiService.metadata!.name}:${apiPort}`);
      assert.equal(env.PUBLIC_ORIGIN, origin);
      assert.ok((env.REMOTE_ORIGINS as string).split(',').includes(origin));
      assert.equal(secretOf(env.REDIS_URL)!.key, 'REDIS_URL');
      assert.equal(env.SHELL_DIR, '/app/shell/dist');
      assert.equal(env.METRICS_HOST, '0.0.0.0');
      assert.equal(env.METRICS_PORT, port('metrics'));
      assertShutdownFits(deployment, env);
    });

    test('the static origin serves the releases volume, shared by every pod', () => {
      const spec = podOf(byComponent(objects, 'Deployment', 'static-origin'));
      const mount = spec.containers[0]!.volumeMounts!.find(
        (entry) => entry.mountPath === '/srv/releases',
      );
      assert.ok(mount, 'nothing mounted at /srv/releases');
      const claimName = spec.volumes!.find((volume) => volume.name === mount.name)!
        .persistentVolumeClaim?.claimName;
      const claim = ofKind(objects, 'PersistentVolumeClaim').find(
        (object) => object.metadata!.name === claimName,
      );
      assert.deepEqual(claim?.spec!.accessModes, ['ReadWriteMany']);
    });

    test('the backup runs the API image on a schedule, into its own volume', () => {
      const cronJob = ofKind(objects, 'CronJob')[0]!;
      const spec = cronJob.spec!.jobTemplate.spec!.template.spec!;
      const container = spec.containers[0]!;
      const keep = String(renderedValue(files, 'backup.keep'));
      assert.deepEqual(container.command, [
        'node',
        '/app/api/dist/components/backup/cli.js',
        'backup',
        '--out-dir',
        '/var/backups/alumis',
        '--keep',
        keep,
      ]);
      assert.match(container.image ?? '', new RegExp(`/api:${TAG}$`));
      assert.equal(cronJob.spec!.concurrencyPolicy, 'Forbid');
      const env = environmentOf(objects, container);
      assert.equal(secretOf(env.MONGODB_URI)!.key, 'MONGODB_URI');
      assert.ok(env.DB_NAME);
      assertRegistryMounted(objects, spec, container, env.REMOTES_FILE);
      const archives = container.volumeMounts!.find(
        (entry) => entry.mountPath === '/var/backups/alumis',
      );
      const volume = spec.volumes!.find((entry) => entry.name === archives?.name);
      assert.ok(volume?.persistentVolumeClaim, 'the archives are not on a volume claim');
    });
  });
}

/** A value as the chart sees it: the values file's own, else values.yaml's. */
function renderedValue(files: string[], dotted: string): string {
  const pick = (values: unknown) =>
    dotted
      .split('.')
      .reduce<unknown>(
        (value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]),
        values,
      );
  for (const file of [...files].reverse()) {
    const value = pick(readYaml(path.join(CHART, file)));
    if (value !== undefined) return typeof value === 'string' ? value : JSON.stringify(value);
  }
  const value = pick(defaults);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** REMOTES_FILE names a file of the registry ConfigMap, mounted where the variable says. */
function assertRegistryMounted(
  objects: RenderedObject[],
  podSpec: IPodSpec,
  container: IContainer,
  remotesFileValue: EnvironmentValue,
): void {
  assert.ok(remotesFileValue, 'no REMOTES_FILE');
  const remotesFile = remotesFileValue as string;
  const mount = container.volumeMounts!.find(
    (entry) => entry.mountPath === path.posix.dirname(remotesFile),
  );
  assert.ok(mount, `nothing mounted at ${path.posix.dirname(remotesFile)}`);
  assert.equal(mount.subPath, undefined, 'a subPath mount never sees an updated registry');
  const volume = podSpec.volumes!.find((entry) => entry.name === mount.name);
  const map = ofKind(objects, 'ConfigMap').find(
    (object) => object.metadata!.name === volume?.configMap?.name,
  );
  const document = JSON.parse(map?.data?.[path.posix.basename(remotesFile)] ?? 'null') as {
    remotes?: { name: string }[];
  } | null;
  assert.deepEqual(
    document?.remotes?.map((remote) => remote.name),
    REMOTES,
    'the mounted registry is not the one given',
  );
}

/** The kubelet waits longer than the service's own shutdown takes. */
function assertShutdownFits(deployment: IDeployment, env: Record<string, EnvironmentValue>): void {
  const grace = podOf(deployment).terminationGracePeriodSeconds!;
  const delay = Number(env.SHUTDOWN_DELAY_SECONDS);
  const timeout = Number(env.SHUTDOWN_TIMEOUT_SECONDS);
  assert.ok(delay > 0 && delay < timeout, `delay ${delay} s, timeout ${timeout} s`);
  assert.ok(grace > timeout, `grace period ${grace} s is not longer than the timeout ${timeout} s`);
}

describe('helm lint', () => {
  for (const { name, files, host } of CASES) {
    test(`passes strictly with ${name} values`, () => {
      const args = ['lint', '--strict', CHART, '--set-string', `image.tag=${TAG}`];
      for (const file of files) args.push('-f', path.join(CHART, file));
      args.push('--set-file', `registry=${registryFile(host)}`);
      const result = runHelm(args);
      assert.equal(result.status, 0, result.stdout + result.stderr);
      assert.doesNotMatch(result.stdout, /\[(WARNING|ERROR)\]/);
    });
  }
});

describe('renders that must be refused', () => {
  const refused = (options: Parameters<typeof template>[0], message: RegExp) => {
    const result = template(options);
    assert.notEqual(result.status, 0, 'rendered');
    assert.match(result.stderr, message);
  };

  test('without an image tag', () => refused({ tag: null }, /image\.tag is required/));
  test('with an empty image tag', () => refused({ tag: '' }, /image\.tag is required/));
  test('with the tag latest', () => refused({ tag: 'latest' }, /must not be "latest"/));
  test('with something that is not a tag', () =>
    refused({ tag: '1.0:bad' }, /is not an image tag/));
  test('without the registry document', () => refused({ registry: null }, /registry is required/));
  test('with a registry document that is not JSON', () => {
    const file = path.join(work, 'broken.json');
    writeFileSync(file, '{ "remotes": [');
    refused({ registry: file }, /registry is not a JSON document/);
  });
  test('with a remote on an origin the services would refuse', () =>
    refused({ registry: registryFile('cdn.elsewhere.example') }, /not the public origin/));
  test('with a secret among the extra configuration', () =>
    refused(
      { extra: ['--set-string', 'api.extraConfig.JWT_SECRET=0123456789abcdef0123456789abcdef'] },
      /looks like a secret/,
    ));
  test('with an address carrying a password in the extra configuration', () =>
    refused(
      { extra: ['--set-string', 'site.extraConfig.CACHE=redis://user:hunter2@redis:6379'] },
      /address with a password/,
    ));
  test('with an empty list of database peers, which a NetworkPolicy reads as everywhere', () => {
    const file = path.join(work, 'no-peers.yaml');
    writeFileSync(file, 'networkPolicy:\n  database:\n    to: []\n');
    refused({ extra: ['-f', file] }, /networkPolicy\.database\.to is empty/);
  });
  test('with a grace period no longer than the shutdown', () =>
    refused({ extra: ['--set', 'terminationGracePeriodSeconds=25'] }, /must be longer than/));
});

test("the chart's appVersion is the site's version, which the images' tags start with", () => {
  const chart = readYaml(path.join(CHART, 'Chart.yaml')) as { appVersion: string };
  const site = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  assert.equal(chart.appVersion, site.version);
});

test('the values files carry no secret', () => {
  for (const file of ['values.yaml', 'values-production.yaml', 'values-staging.yaml']) {
    assert.deepEqual(valuesSecretProblems(readYaml(path.join(CHART, file))), [], file);
  }
});

// The checks above pass on the chart; here each is shown to fail on a render with the thing
// it guards taken away, so a check that can no longer fail is noticed.
describe('the checks fail when what they guard is missing', () => {
  let rendered: string;
  before(() => {
    const result = template({ files: ['values-production.yaml'], host: 'www.alumis.example' });
    assert.equal(result.status, 0, result.stderr);
    rendered = result.stdout;
  });
  const fresh = () => objectsOf(rendered);
  const deployment = (objects: RenderedObject[], component: string) =>
    byComponent(objects, 'Deployment', component);
  const container = (objects: RenderedObject[], component: string) =>
    firstContainer(deployment(objects, component));
  /** The first object of `kind` (that `which` accepts). */
  const first = <K extends keyof Kinds>(
    objects: RenderedObject[],
    kind: K,
    which: (object: Kinds[K]) => boolean = () => true,
  ): Kinds[K] => ofKind(objects, kind).find(which)!;
  const policy = (objects: RenderedObject[], suffix: string) =>
    first(objects, 'NetworkPolicy', (x) => x.metadata!.name!.endsWith(suffix));
  const peers = peersOf(defaults);

  type Check = (objects: RenderedObject[]) => string[];
  const cases: [
    guarded: string,
    check: Check,
    breakIt: Check | ((o: RenderedObject[]) => unknown),
    message: RegExp,
  ][] = [
    [
      'a readiness probe',
      containerProblems,
      (o) => delete container(o, 'api').readinessProbe,
      /no readinessProbe/,
    ],
    [
      'a startup probe',
      containerProblems,
      (o) => delete container(o, 'static-origin').startupProbe,
      /no startupProbe/,
    ],
    [
      'a memory limit',
      containerProblems,
      (o) => delete container(o, 'site').resources!.limits!.memory,
      /no memory limit/,
    ],
    [
      'a fixed tag',
      containerProblems,
      (o) => (container(o, 'site').image = 'localhost/alumis/site-server:latest'),
      /no fixed tag/,
    ],
    [
      'a read-only root',
      containerProblems,
      (o) => (container(o, 'api').securityContext!.readOnlyRootFilesystem = false),
      /writable/,
    ],
    [
      'dropped capabilities',
      containerProblems,
      (o) => (container(o, 'api').securityContext!.capabilities!.drop = []),
      /not all dropped/,
    ],
    [
      'pod seccomp',
      containerProblems,
      (o) => delete podOf(deployment(o, 'site')).securityContext!.seccompProfile,
      /seccompProfile/,
    ],
    [
      'a secret by reference',
      containerProblems,
      (o) => (container(o, 'api').env![0] = { name: 'JWT_SECRET', value: 'x' }),
      /not read from a Secret/,
    ],
    [
      'no token',
      containerProblems,
      (o) => delete podOf(deployment(o, 'api')).automountServiceAccountToken,
      /automountServiceAccountToken/,
    ],
    [
      'a clean ConfigMap (key)',
      configMapProblems,
      (o) => (first(o, 'ConfigMap').data!.ADMIN_PASSWORD = 'x'),
      /looks like a secret/,
    ],
    [
      'a clean ConfigMap (value)',
      configMapProblems,
      (o) => (first(o, 'ConfigMap').data!.CACHE = 'rediss://:pw@host:6380'),
      /password/,
    ],
    [
      'the /api route',
      (o) => ingressProblems(o, 'www.alumis.example'),
      (o) => (first(o, 'Ingress').spec!.rules![0]!.http!.paths[0]!.path = '/apx'),
      /\/api\/news\/latest goes to site/,
    ],
    [
      'the /remotes route',
      (o) => ingressProblems(o, 'www.alumis.example'),
      (o) => first(o, 'Ingress').spec!.rules![0]!.http!.paths.splice(2, 1),
      /\/remotes\/.* goes to site/,
    ],
    [
      'unrouted metrics',
      (o) => ingressProblems(o, 'www.alumis.example'),
      (o) =>
        (first(o, 'Ingress').spec!.rules![0]!.http!.paths[0]!.backend.service!.port = {
          name: 'metrics',
        }),
      /metrics port/,
    ],
    [
      'a disruption budget',
      availabilityProblems,
      (o) =>
        o.splice(
          o.findIndex((x) => x.kind === 'PodDisruptionBudget'),
          1,
        ),
      /no PodDisruptionBudget/,
    ],
    [
      'an autoscaler',
      availabilityProblems,
      (o) =>
        o.splice(
          o.findIndex((x) => x.kind === 'HorizontalPodAutoscaler'),
          1,
        ),
      /no HorizontalPodAutoscaler/,
    ],
    [
      'a network policy',
      (o) => networkProblems(o, peers),
      (o) => {
        for (const p of ofKind(o, 'NetworkPolicy'))
          p.spec!.podSelector = { matchLabels: { nobody: 'x' } };
      },
      /no NetworkPolicy of its own/,
    ],
    [
      'a network policy for the backup',
      (o) => networkProblems(o, peers),
      (o) =>
        o.splice(
          o.findIndex((x) => x.kind === 'NetworkPolicy' && x.metadata!.name!.endsWith('-backup')),
          1,
        ),
      /CronJob\/alumis-backup: no NetworkPolicy of its own/,
    ],
    [
      'the release-wide refusal',
      (o) => networkProblems(o, peers),
      (o) =>
        o.splice(
          o.findIndex(
            (x) => x.kind === 'NetworkPolicy' && x.metadata!.name!.endsWith('-default-deny'),
          ),
          1,
        ),
      /no release-wide refusal/,
    ],
    [
      'a way from the site servers to the API',
      (o) => networkProblems(o, peers),
      (o) => policy(o, '-site').spec!.egress!.shift(),
      /cannot reach port 3000/,
    ],
    [
      'closed metrics',
      (o) => networkProblems(o, peers),
      (o) => (policy(o, '-api').spec!.ingress![1]!.from = [{ podSelector: {} }]),
      /more than Prometheus/,
    ],
    [
      'a closed public port',
      (o) => networkProblems(o, peers),
      (o) => (policy(o, '-site').spec!.ingress![0]!.from = [{ namespaceSelector: {} }]),
      /more than the ingress/,
    ],
    [
      'a closed database',
      (o) => networkProblems(o, peers),
      (o) => policy(o, '-site').spec!.egress!.push({ ports: [{ port: 27017 }] }),
      /site may reach the database/,
    ],
  ];
  for (const [guarded, check, breakIt, message] of cases) {
    test(`without ${guarded}`, () => {
      const objects = fresh();
      assert.deepEqual(check(objects), [], 'fails before anything is broken');
      breakIt(objects);
      const problems = check(objects);
      assert.ok(
        problems.some((problem) => message.test(problem)),
        problems.join('\n') || 'no problem found',
      );
    });
  }

  test('without a valid field (schemas)', async () => {
    const objects = fresh();
    // A port's name where its number belongs: no type allows it, the schema must refuse it.
    (container(objects, 'api').ports![0] as { containerPort: unknown }).containerPort = 'http';
    assert.match((await schemaProblems(objects)).join('\n'), /containerPort must be integer/);
  });

  test('with a secret in a values file', () => {
    assert.match(
      valuesSecretProblems({ api: { extraConfig: { SMTP_URL: 'smtp://u:p@mail:587' } } }).join(),
      /looks like a secret/,
    );
    assert.deepEqual(valuesSecretProblems({ secretName: 'alumis-secrets' }), []);
  });
});

describe('the registry document for a cluster', () => {
  let releases: string;
  /** A release folder as `npm run release` leaves it: its record, manifest, pages, server bundle. */
  function release(remote: string, version: string, builtAt: string): string {
    const folder = path.join(releases, remote, version);
    mkdirSync(path.join(folder, 'ssr'), { recursive: true });
    writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ remote, version, builtAt }));
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ name: remote }));
    writeFileSync(
      path.join(folder, 'routes.json'),
      JSON.stringify({ routes: [{ path: `/${remote}`, name: remote, page: remote }] }),
    );
    const code = `export const version = ${JSON.stringify(version)};`;
    writeFileSync(
      path.join(folder, 'ssr', 'ssr-manifest.json'),
      JSON.stringify({ server: 'server.js' }),
    );
    writeFileSync(path.join(folder, 'ssr', 'server.js'), code);
    return createHash('sha256').update(code).digest('hex');
  }
  before(() => {
    releases = mkdtempSync(path.join(tmpdir(), 'alu-chart-releases-'));
    for (const remote of REMOTES) release(remote, '1.0.0-old', '2026-11-01T00:00:00Z');
    release('news', '1.1.0-new', '2026-11-20T00:00:00Z');
  });
  after(() => rmSync(releases, { recursive: true, force: true }));

  test('names the newest release of each remote at the public origin, pinned', () => {
    const document = registryDocument({
      origin: 'https://www.alumis.example',
      releasesDir: releases,
    });
    assert.deepEqual(document.remotes.map((remote) => remote.name).sort(), [...REMOTES].sort());
    const news = document.remotes.find((remote) => remote.name === 'news')!;
    assert.equal(
      news.entry,
      'https://www.alumis.example/remotes/news/releases/1.1.0-new/mf-manifest.json',
    );
    const code = 'export const version = "1.1.0-new";';
    assert.deepEqual(news.ssr, {
      file: 'server.js',
      sha256: createHash('sha256').update(code).digest('hex'),
    });
    assert.equal((news.routes as { routes: { path: string }[] }).routes[0]?.path, '/news');
  });

  test('takes a named version instead, and refuses one that was not released', () => {
    const older = registryDocument({
      origin: 'https://www.alumis.example',
      releasesDir: releases,
      versions: { news: '1.0.0-old' },
    });
    assert.match(older.remotes.find((remote) => remote.name === 'news')!.entry, /1\.0\.0-old/);
    assert.throws(
      () =>
        registryDocument({
          origin: 'https://a.example',
          releasesDir: releases,
          versions: { news: '9' },
        }),
      /news 9 is not released/,
    );
    assert.throws(
      () => registryDocument({ origin: 'http://a.example', releasesDir: releases }),
      /https origin/,
    );
  });

  test('is what the chart mounts for the API', () => {
    const document = registryDocument({
      origin: 'https://www.alumis.example',
      releasesDir: releases,
    });
    const file = path.join(work, 'remotes-generated.json');
    writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    const rendered = template({ registry: file });
    assert.equal(rendered.status, 0, rendered.stderr);
    const map = ofKind(objectsOf(rendered.stdout), 'ConfigMap').find(
      (object) => object.metadata!.name === 'alumis-registry',
    );
    assert.deepEqual(JSON.parse(map!.data!['remotes.json']!), document);
  });
});
