// `npm run start:production`: the production topology on this machine (see topology.ts and
// docs/production.md), from a production build made first if missing or stale.
import path from 'node:path';
import { ALL_WORKSPACES, buildWorkspaces } from '../build.ts';
import { startTopology } from './topology.ts';
import { stopOnSignals } from '../signals.ts';

buildWorkspaces(ALL_WORKSPACES, { force: false });

const topology = await startTopology();
console.log(`
  Site ready: ${topology.url}   (self-signed certificate: ${topology.certificate})
  Admin: ${topology.url}/admin (${topology.admin.username} / ${topology.admin.password}, if no administrator existed)
  nginx → 2 site servers (${topology.sites.map((site) => site.port).join(', ')}), 2 APIs (${topology.apis.map((api) => api.port).join(', ')}); Redis ${topology.redis.url}
  Prometheus: ${topology.prometheus.url}   Mail to staff: ${topology.mail?.url ?? process.env.SMTP_URL}
  Logs: ${path.dirname(topology.accessLog)}/access.log and ${path.dirname(topology.sites[0]!.logFile)}/
  (Ctrl-C stops everything)
`);

stopOnSignals(() => topology.stop());
