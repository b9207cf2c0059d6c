// The site as visitors get it, for the bench's page-load sections (Lighthouse, the floor): the
// production topology (topology.ts) with one instance of each server, behind nginx over TLS
// and HTTP/2, every remote's files on the site's own origin. `npm start` serves each remote
// from a port of its own, so a page there opens a connection per remote origin before its
// main picture, which no visitor's browser does.
import { edgeClient } from '../production/edgeClient.ts';
import type { TopologyPorts } from '../production/topology.ts';
import { startTemporaryTopology } from './topology.ts';

/** Ports of their own: the topology section starts its own topology later. */
const PORTS: TopologyPorts = {
  edge: 8743,
  sites: [8401],
  apis: [3401],
  redis: 6393,
  database: 27320,
  apiService: 3400,
  siteMetrics: [9811],
  apiMetrics: [9801],
  prometheus: 9890,
  mailSmtp: 2826,
  mailHttp: 8326,
};

/**
 * Starts it; `warm(paths)` requests each page once, so a measured load is a first visit,
 * not the server's first render; `stop()` removes everything it made.
 */
/** The visitors' site of the bench. */
export interface VisitorSite {
  url: string;
  sitemap(): Promise<string>;
  warm(paths: string[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startVisitorSite(): Promise<VisitorSite> {
  const topology = await startTemporaryTopology({
    ports: PORTS,
    instances: 1,
    apiEnv: { LOG_LEVEL: 'warn' },
    // The pages measured include the sample news' articles, which a production database only
    // gets when asked for.
    seedContent: true,
  });
  const edge = edgeClient(topology.url, topology.certificate);
  return {
    url: topology.url,
    sitemap: async () => (await edge.get('/sitemap.xml')).text(),
    async warm(paths) {
      for (const page of paths) await edge.get(page);
    },
    stop: topology.stop,
  };
}
