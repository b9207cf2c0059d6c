// The topology section of `npm run bench`: the production topology (nginx, Redis, the site
// servers and APIs as processes) under autocannon through the edge, once with one instance of
// each server and once with two. Per target: requests/s and p99; the ratio of the two runs is
// the scale-out factor on this machine. A benchmark: it fails nothing.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Request, Result } from 'autocannon';
import { edgeClient } from '../production/edgeClient.ts';
import { startTopology } from '../production/topology.ts';
import type { Topology, TopologyPorts } from '../production/topology.ts';
import { removeTree } from '../releases.ts';

const SECONDS = Number(process.env.TOPOLOGY_BENCH_SECONDS ?? 6);
const CONNECTIONS = 16;
const PORTS: TopologyPorts = {
  edge: 8643,
  sites: [8301, 8302],
  apis: [3301, 3302],
  redis: 6392,
  database: 27319,
  apiService: 3300,
  siteMetrics: [9711, 9712],
  apiMetrics: [9701, 9702],
  prometheus: 9790,
  mailSmtp: 2726,
  mailHttp: 8226,
};

function run(origin: string, ca: Buffer, requests: Request[]): Promise<Result> {
  return autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    tlsOptions: { ca },
    requests,
  });
}

/** What is measured: a cached page, a page rendered anew each time, an API read, a file. */
function targets(asset: string): { name: string; requests: Request[] }[] {
  let n = 0;
  return [
    { name: 'cached page (/)', requests: [{ path: '/' }] },
    {
      // Pages are cached by path and query: a new query is a new render.
      name: 'uncached page render (product)',
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/products/rolled-foils/household-foil?bench=${(n += 1)}`,
          }),
        },
      ],
    },
    { name: 'GET /api/news/latest', requests: [{ path: '/api/news/latest' }] },
    { name: 'static remote asset', requests: [{ path: asset }] },
  ];
}

/**
 * The production topology with `instances` of each server, in a temporary folder of its own
 * (certificates, database, releases) that `stop()` removes.
 */
export async function startTemporaryTopology({
  ports,
  instances,
  apiEnv,
  seedContent,
}: {
  ports: TopologyPorts;
  instances: number;
  apiEnv: Record<string, string>;
  seedContent?: boolean;
}): Promise<Topology> {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'alu-bench-topology-'));
  try {
    const topology = await startTopology({
      stateDir,
      releasesDir: path.join(stateDir, 'releases'),
      ports,
      siteInstances: instances,
      apiInstances: instances,
      apiEnv,
      seedContent,
    });
    return {
      ...topology,
      async stop() {
        await topology.stop();
        removeTree(stateDir);
      },
    };
  } catch (error) {
    removeTree(stateDir);
    throw error;
  }
}

/** One target's figures with `instances` of each server. */
interface TopologyRow {
  target: string;
  instances: number;
  'req/s': number;
  'p99 ms': number;
  failed: number;
}

/** The topology section of the report. */
export interface TopologySection {
  cores: number;
  connections: number;
  seconds: number;
  rows: Record<string, string | number>[];
}

async function measure(instances: number): Promise<TopologyRow[]> {
  const topology = await startTemporaryTopology({
    ports: PORTS,
    instances,
    apiEnv: { LOG_LEVEL: 'error' },
  });
  try {
    const edge = edgeClient(topology.url, topology.certificate);
    const html = (await edge.get('/')).text();
    const asset = /\/remotes\/corporate\/releases\/[\w.-]+\/[\w/.-]+?\.[0-9a-f]{8}\.js/.exec(
      html,
    )?.[0];
    if (!asset) throw new Error('the home page names no asset of the corporate remote');
    const rows: TopologyRow[] = [];
    for (const target of targets(asset)) {
      const result = await run(topology.url, edge.ca, target.requests);
      rows.push({
        target: target.name,
        instances,
        'req/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        failed: result.errors + result.timeouts + result.non2xx,
      });
    }
    return rows;
  } finally {
    await topology.stop();
  }
}

export async function benchTopology(): Promise<TopologySection> {
  const one = await measure(1);
  const two = await measure(2);
  const rows = one.map((row, i) => {
    const other = two[i]!;
    return {
      target: row.target,
      'req/s ×1': row['req/s'],
      'p99 ms ×1': row['p99 ms'],
      'req/s ×2': other['req/s'],
      'p99 ms ×2': other['p99 ms'],
      'scale-out': (other['req/s'] / Math.max(1, row['req/s'])).toFixed(2),
      failed: row.failed + other.failed,
    };
  });
  return { cores: os.cpus().length, connections: CONNECTIONS, seconds: SECONDS, rows };
}

export function printTopology(topology: TopologySection): void {
  console.log(
    `\nTopology through nginx (TLS): autocannon, ${topology.connections} connections, ` +
      `${topology.seconds} s per target, ×1 and ×2 instances of each server, ${topology.cores} cores`,
  );
  console.table(topology.rows);
}
