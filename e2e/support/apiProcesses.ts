// Real API processes for the scale-out and crash tests: the same launcher as
// `npm run start:cluster` (scripts/cluster.ts), each test with its own database and ports.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './ports';
import { solidPng } from './images';

export interface ApiProcess {
  origin: string;
  pid: number;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export interface ApiCluster {
  origins: string[];
  apis: ApiProcess[];
  database: { uri: string; stop(): Promise<void> };
  stop(): Promise<void>;
}

// The launcher shared with `npm run start:cluster` (scripts/, type-checked with them), loaded
// at run time by Node as it is.
interface ClusterModule {
  startApiCluster(options: {
    dataDir: string;
    instances: number;
    env?: Record<string, string>;
  }): Promise<ApiCluster>;
  startApiProcess(options: { env: Record<string, string> }): Promise<ApiProcess>;
}

const ROOT = path.resolve(__dirname, '..', '..');

export async function clusterModule(): Promise<ClusterModule> {
  return (await import(path.join(ROOT, 'scripts', 'cluster.ts'))) as ClusterModule;
}

/** The environment every test API gets: an administrator, no sample content. */
export const TEST_API_ENV = {
  ADMIN_USERNAME,
  ADMIN_PASSWORD,
  SEED_CONTENT: 'false',
  LOG_LEVEL: 'error',
};

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'alu-e2e-api-'));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A PNG of about `padding` bytes more (after its end marker), so storing it takes a while. */
export function heavyPng(seed: number, padding = 0): Buffer {
  const png = solidPng(8, 8, [seed % 256, 80, 120]);
  if (padding === 0) return png;
  const noise = Buffer.alloc(padding);
  for (let i = 0; i + 4 <= noise.length; i += 4)
    noise.writeUInt32LE((i * 2654435761 + seed) >>> 0, i);
  return Buffer.concat([png, noise]);
}

/** POST /api/news with a cover and gallery images; answers the fetch Response. */
export function createNews(
  origin: string,
  token: string,
  url: string,
  images: { cover: Buffer; gallery: Buffer[] },
): Promise<Response> {
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      url,
      date: '10-06-2026',
      isMediaNews: 'false',
      content: {
        bg: { title: 'Новина', contentOne: '<p>bg</p>', contentTwo: '' },
        en: { title: 'News', contentOne: '<p>en</p>', contentTwo: '' },
        de: { title: '', contentOne: '', contentTwo: '' },
        it: { title: `Notizia ${url}`, contentOne: '<p>it</p>', contentTwo: '' },
      },
    }),
  );
  form.append('cover', new Blob([new Uint8Array(images.cover)], { type: 'image/png' }), 'c.png');
  for (const [i, bytes] of images.gallery.entries()) {
    form.append('gallery', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `g${i}.png`);
  }
  return fetch(`${origin}/api/news`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}
