// The variables of the repository's commands (launchers, releases, images, backups, the
// topology tests), which read them themselves. Declared here as data, beside the services'
// settings, so that docs/configuration.md lists them from one place too.
import { markdownTable, type ConfigurationRegions } from './settingsTable.ts';

export interface ToolVariable {
  /** The commands that read it. */
  readonly usedBy: string;
  /** What an unset variable means. */
  readonly default: string;
  readonly description: string;
}

export const TOOL_VARIABLES: Readonly<Record<string, ToolVariable>> = {
  PORT: {
    usedBy: '`npm start`, `npm run remotes`',
    default: '`8080`',
    description:
      "the site's port: the site server `npm start` runs (shell, pages and the `/api` proxy)",
  },
  MAIL_SMTP_PORT: {
    usedBy: '`npm start`',
    default: '`2525`',
    description: "the local mail catcher's SMTP port (the API's `SMTP_URL` points at it)",
  },
  MAIL_HTTP_PORT: {
    usedBy: '`npm start`',
    default: '`8025`',
    description: "the port of the mail catcher's page",
  },
  RELEASES_DIR: {
    usedBy: '`npm run release`, the remote servers, `npm run remotes`',
    default: '`releases/`',
    description: '`npm run release` writes versions there and the remote servers read them',
  },
  SITE_URL: {
    usedBy: '`npm run remotes`',
    default: '`http://localhost:$PORT`',
    description: 'the running site whose registry the command changes',
  },
  PRODUCTION_DIR: {
    usedBy: '`npm run start:production`',
    default: '`.production/`',
    description:
      "the production topology's state: certificate, secrets, database, nginx and Redis files",
  },
  MAIL_CATCHER_HOST: {
    usedBy: '`npm run start:production`',
    default: '`127.0.0.1`',
    description:
      'refused unless a loopback address (as is `METRICS_HOST`): the launcher keeps both off the network',
  },
  APP_VERSION: {
    usedBy: '`npm run backup` (the API image sets it)',
    default: "the repository's version",
    description: "the app's version written into a backup's manifest",
  },
  APP_REVISION: {
    usedBy: '`npm run backup` (the API image sets it)',
    default: "the checkout's git revision",
    description: "the app's git revision written into a backup's manifest",
  },
  IMAGE_SOURCE: {
    usedBy: '`npm run images`',
    default: 'the git remote',
    description: "the images' `org.opencontainers.image.source` label",
  },
  NODE_BASE: {
    usedBy: '`npm run images`',
    default: '`docker.io/library/node:24-bookworm-slim`',
    description:
      "the Node images' base (a local one is made from Debian packages when it cannot be pulled)",
  },
  NGINX_BASE: {
    usedBy: '`npm run images`',
    default: '`docker.io/library/nginx:1.27-bookworm`',
    description: "the static origin's base (likewise)",
  },
  DEBIAN_MIRROR: {
    usedBy: '`npm run images`',
    default: 'the mirror apt uses',
    description: 'where the local base images take their Debian packages from',
  },
  IMAGES_REBUILD_BASES: {
    usedBy: '`npm run images`',
    default: 'unset: only when their recipe changed',
    description: '`1`: the local base images are made again',
  },
  NODE_EXTRA_CA_CERTS: {
    usedBy: '`npm run images`, `npm run remotes`',
    default: '—',
    description:
      "Node's extra certificate authorities: mounted into the images' dependency step alone (a TLS-inspecting proxy); the production topology's edge certificate for `npm run remotes`",
  },
  HELM_BIN: {
    usedBy: '`npm run helm`, `npm run test:chart`',
    default: '`~/.cache/alu-site/helm-v3.22.0/helm`',
    description: 'where the helm binary is built and kept',
  },
  TOPOLOGY_PORT_OFFSET: {
    usedBy: '`npm run test:topology`',
    default: '`0`',
    description: "added to each of the topology test's ports",
  },
  TOPOLOGY_FROM_IMAGES: {
    usedBy: '`npm run test:topology`',
    default: 'unset: from the working tree',
    description: "`1`: the topology's API and site servers run from their images",
  },
  TOPOLOGY_KEEP_STATE: {
    usedBy: '`npm run test:topology`',
    default: 'unset: removed',
    description: '`1`: its logs, configurations and data are kept in `/tmp/alu-topology-*`',
  },
};

export function toolVariablesTable(): string {
  return markdownTable(
    ['variable', 'used by', 'default', 'meaning'],
    Object.entries(TOOL_VARIABLES).map(([name, variable]) => [
      `\`${name}\``,
      variable.usedBy,
      variable.default,
      variable.description,
    ]),
  );
}

/** The regions of docs/configuration.md this module writes (see writeSettingsDocs.ts). */
export const configurationRegions: ConfigurationRegions = { 'tool-variables': toolVariablesTable };
