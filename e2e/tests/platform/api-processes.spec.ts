// The API as processes: two instances on one database serve each other's uploads and tokens
// (the `npm run start:cluster` set-up), and an API killed in the middle of a write restarts
// on its data with nothing lost and no orphan file. Each test runs its own processes,
// database and ports; the site's shared stack is not touched.
import { rmSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import {
  clusterModule,
  createNews,
  freePort,
  heavyPng,
  signIn,
  tempDataDir,
  TEST_API_ENV,
  type ApiProcess,
} from '../../support/apiProcesses';
import { expect, test } from '../../support/test';

// Processes start and a database starts twice: more than the default minute on 2 cores.
test.setTimeout(180_000);

test('an image uploaded through one API instance is served by the other', async () => {
  const { startApiCluster } = await clusterModule();
  const dataDir = tempDataDir();
  const cluster = await startApiCluster({ dataDir, instances: 2, env: TEST_API_ENV });
  try {
    const [a = '', b = ''] = cluster.origins;
    expect(a).not.toBe(b);
    const token = await signIn(a);
    const cover = heavyPng(1);
    const created = await createNews(a, token, 'due-istanze', { cover, gallery: [heavyPng(2)] });
    expect(created.status).toBe(201);
    const item = (await created.json()) as { cover: string; gallery: string[]; _id: string };

    // The other instance serves the same bytes, from GridFS.
    const image = await fetch(`${b}/uploads/news/${item.cover}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(cover)).toBe(true);
    expect((await fetch(`${b}/api/news/due-istanze`)).status).toBe(200);

    // A token signed by one instance is valid on the other (one shared JWT_SECRET).
    const validated = await fetch(`${b}/api/admin/validate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(validated.status).toBe(200);

    // Deleted through the second instance: gone from the first, images included.
    const deleted = await fetch(`${b}/api/news/${item._id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(204);
    expect((await fetch(`${a}/api/news/due-istanze`)).status).toBe(404);
    expect((await fetch(`${a}/uploads/news/${item.cover}`)).status).toBe(404);
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('an API killed during a write restarts on its data: nothing lost, no orphan file', async () => {
  const { startApiProcess } = await clusterModule();
  const dataDir = tempDataDir();
  const ferretdbPort = await freePort();
  const env = {
    ...TEST_API_ENV,
    DATA_DIR: dataDir,
    FERRETDB_PORT: String(ferretdbPort),
    // Short, so the restarted API sweeps the killed write's files within the test.
    UPLOAD_TIMEOUT_SECONDS: '5',
    UPLOAD_ORPHAN_GRACE_SECONDS: '6',
    UPLOAD_SWEEP_INTERVAL_SECONDS: '1',
  };
  const client = new MongoClient(`mongodb://127.0.0.1:${ferretdbPort}/?directConnection=true`, {
    serverSelectionTimeoutMS: 2000,
  });
  const db = client.db('alu');
  const files = () => db.collection('newsImages.files');
  const chunks = () => db.collection('newsImages.chunks');
  let api: ApiProcess | undefined = await startApiProcess({ env });
  try {
    // Acknowledged writes before the crash.
    const token = await signIn(api.origin);
    const items: { url: string; cover: string; gallery: string[] }[] = [];
    for (const url of ['prima', 'seconda', 'terza']) {
      const response = await createNews(api.origin, token, url, {
        cover: heavyPng(items.length),
        gallery: [heavyPng(10 + items.length), heavyPng(20 + items.length)],
      });
      expect(response.status).toBe(201);
      items.push((await response.json()) as (typeof items)[number]);
    }
    const inquiry = await fetch(`${api.origin}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        kind: 'product',
        products: 'Foglio per uso domestico',
        name: 'Maria Rossi',
        phone: '+39 02 1234 5678',
        email: 'maria.rossi@esempio.it',
        message: 'Prima del guasto',
        sourcePage: '/products/rolled-foils/household-foil',
      }),
    });
    expect(inquiry.status).toBe(201);
    const subscribed = await fetch(`${api.origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'lettore@esempio.it' }),
    });
    expect(subscribed.status).toBe(201);

    // A write with heavy images is under way; the process dies once its first file is stored.
    const filesBefore = await files().countDocuments();
    const inFlight = createNews(api.origin, token, 'interrotta', {
      cover: heavyPng(90, 3 * 1024 * 1024),
      gallery: Array.from({ length: 6 }, (_, i) => heavyPng(91 + i, 3 * 1024 * 1024)),
    }).catch((error: unknown) => error);
    await expect
      .poll(() => files().countDocuments(), { timeout: 60_000, intervals: [20] })
      .toBeGreaterThan(filesBefore);
    await api.kill();
    // The client sees the connection cut, not a success.
    expect(await inFlight).toBeInstanceOf(Error);

    // The restart stops the database the killed process left running and starts on its data.
    api = await startApiProcess({ env });
    const token2 = await signIn(api.origin);
    for (const item of items) {
      const article = await fetch(`${api.origin}/api/news/${item.url}`);
      expect(article.status).toBe(200);
      for (const name of [item.cover, ...item.gallery]) {
        expect((await fetch(`${api.origin}/uploads/news/${name}`)).status).toBe(200);
      }
    }
    expect((await fetch(`${api.origin}/api/news/interrotta`)).status).toBe(404);
    const admin = { headers: { Authorization: `Bearer ${token2}` } };
    const inquiries = (await (await fetch(`${api.origin}/api/inquiries`, admin)).json()) as {
      message: string;
    }[];
    expect(inquiries.map((entry) => entry.message)).toEqual(['Prima del guasto']);
    const subscribers = (await (await fetch(`${api.origin}/api/newsletter`, admin)).json()) as {
      email: string;
    }[];
    expect(subscribers.map((entry) => entry.email)).toEqual(['lettore@esempio.it']);

    // The killed write's files (and chunks of a file cut off half-way) are swept: exactly the
    // items' images remain.
    const used = items.flatMap((item) => [item.cover, ...item.gallery]).sort();
    await expect
      .poll(
        async () => (await files().find({}).toArray()).map((file) => String(file.filename)).sort(),
        { timeout: 60_000 },
      )
      .toEqual(used);
    const fileIds = new Set((await files().find({}).toArray()).map((file) => String(file._id)));
    await expect
      .poll(async () => (await chunks().distinct('files_id')).map(String).sort(), {
        timeout: 60_000,
      })
      .toEqual([...fileIds].sort());
  } finally {
    await client.close();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
