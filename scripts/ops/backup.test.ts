// Yesterday's backup, restored: the site as it was when the backup was taken (the counts of
// every collection, the bytes of every stored file, the article page the site server renders)
// comes back in an empty database, although the data moved on after the backup.
//
// One embedded FerretDB holds two databases: `origin`, served by the site (API, remotes, site
// server) as `npm start` runs it, and `restored`, filled by the operator's restore command and
// then served by a second site on the same ports. Every port is a free one of this machine.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { MongoClient, GridFSBucket } from 'mongodb';
import type { Db } from 'mongodb';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { ALL_WORKSPACES, buildWorkspaces } from '../build.ts';
import { ROOT } from '../apps.ts';
import { startSharedDatabase } from '../cluster.ts';
import type { SharedDatabase } from '../cluster.ts';
import { startStack } from '../stack.ts';
import type { Stack } from '../stack.ts';

const require = createRequire(import.meta.url);
const CLI = path.join(ROOT, 'api', 'dist', 'components', 'backup', 'cli.js');
const ADMIN = { username: 'backup-admin', password: 'backup-admin-password-2026' };
/** The article compared; its texts are changed after the backup. */
const ARTICLE = 'nuova-linea-laminazione-a-freddo';
/** Deleted after the backup. */
const DELETED = 'energia-solare-dal-tetto-dello-stabilimento';
const DAY = 24 * 60 * 60 * 1000;

/** A news item as the API answers it (what this test reads of it). */
interface NewsItem {
  _id: string;
  url: string;
  date: string;
  isMediaNews: boolean;
  cover: string;
  content: Record<string, { title: string; contentOne: string; contentTwo: string }>;
}

/** The state of a database: every collection's count and every stored file's SHA-256. */
interface DatabaseState {
  counts: Record<string, number>;
  files: Record<string, string>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `count` ports free at the same moment (each held until all are found). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return ports;
}

/** Every collection's count and every stored file's SHA-256, read from the database itself. */
async function databaseState(db: Db): Promise<DatabaseState> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map(({ name }) => name)
    .sort();
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = await db.collection(name).countDocuments();
  const files: Record<string, string> = {};
  for (const name of names.filter((entry) => entry.endsWith('.files'))) {
    const bucketName = name.slice(0, -'.files'.length);
    const bucket = new GridFSBucket(db, { bucketName });
    for (const { _id, filename } of await db.collection(name).find({}).toArray()) {
      const hash = createHash('sha256');
      for await (const chunk of bucket.openDownloadStream(_id)) hash.update(chunk);
      files[`${bucketName}/${filename}`] = hash.digest('hex');
    }
  }
  return { counts, files };
}

async function get(url: string, init?: RequestInit): Promise<Buffer> {
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  assert.equal(response.status, 200, `${url}: ${response.status} ${body.toString().slice(0, 300)}`);
  return body;
}

/**
 * The article page as a visitor gets it. Nothing in it differs between two processes serving
 * the same data on the same ports (no nonce, no render time), so it is compared as it is.
 */
const articlePage = async (site: string) => (await get(`${site}/news/${ARTICLE}`)).toString('utf8');

/** The picture and its resized copies the page leads a browser to, through the site. */
async function pictures(site: string, cover: string) {
  const original = await get(`${site}/uploads/news/${cover}`);
  const copies: Record<string, string> = {};
  for (const variant of ['w=480&fm=webp', 'w=720&fm=avif']) {
    copies[variant] = sha256(await get(`${site}/uploads/news/${cover}?${variant}`));
  }
  return { original: sha256(original), copies };
}

async function signIn(site: string): Promise<Record<string, string>> {
  const response = await fetch(`${site}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

async function onePagePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, {
    x: 20,
    y: 150,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

/** A job application with its CV, as a visitor sends it. */
async function apply(site: string): Promise<void> {
  const form = new FormData();
  const fields = {
    name: 'Elena Petrova',
    email: 'elena.petrova@esempio.bg',
    phone: '+359 54 800 123',
    coverLetter: 'Lavoro da otto anni su linee di laminazione a freddo.',
    consent: 'true',
    locale: 'it',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const cv = await onePagePdf('Elena Petrova, curriculum');
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${site}/api/applications`, { method: 'POST', body: form });
  assert.equal(response.status, 201, await response.text());
}

/** After the backup: a new article, one deleted, and the compared article's title changed. */
async function moveOn(site: string): Promise<void> {
  const auth = await signIn(site);
  const texts = (title: string) => ({ title, contentOne: '<p>Testo</p>', contentTwo: '' });
  const data = {
    url: 'notizia-dopo-il-backup',
    date: '20-03-2026',
    isMediaNews: 'false',
    content: {
      it: texts('Dopo il backup'),
      en: texts('After the backup'),
      de: texts(''),
      bg: texts('След архива'),
    },
  };
  const cover = await sharp({
    create: { width: 64, height: 36, channels: 3, background: '#8a9199' },
  })
    .jpeg()
    .toBuffer();
  const created = new FormData();
  created.append('data', JSON.stringify(data));
  created.append('cover', new Blob([new Uint8Array(cover)], { type: 'image/jpeg' }), 'cover.jpg');
  let response = await fetch(`${site}/api/news`, { method: 'POST', headers: auth, body: created });
  assert.equal(response.status, 201, await response.text());

  const [deleted] = (await (await fetch(`${site}/api/news/${DELETED}`)).json()) as NewsItem[];
  response = await fetch(`${site}/api/news/${deleted!._id}`, { method: 'DELETE', headers: auth });
  assert.equal(response.status, 204);

  const [article] = (await (await fetch(`${site}/api/news/${ARTICLE}`)).json()) as NewsItem[];
  assert.ok(article, `no article ${ARTICLE}`);
  const edited = new FormData();
  edited.append(
    'data',
    JSON.stringify({
      url: ARTICLE,
      date: article.date.split('-').reverse().join('-'),
      isMediaNews: String(article.isMediaNews),
      content: {
        ...article.content,
        it: { ...article.content.it, title: 'Titolo cambiato dopo il backup' },
      },
    }),
  );
  response = await fetch(`${site}/api/news/updateTexts/${ARTICLE}`, {
    method: 'POST',
    headers: auth,
    body: edited,
  });
  assert.equal(response.status, 200, await response.text());
}

let dir: string;
let database: SharedDatabase;
let client: MongoClient;
let ports: number[];
let remotesFile: string;
const stacks: Stack[] = [];

/** The site (API with its remotes and site server) on database `dbName`. */
async function startSite(dbName: string, more: Record<string, string> = {}): Promise<Stack> {
  const [sitePort, apiPort, smtpPort, mailPort] = ports;
  const stack = await startStack({
    sitePort,
    apiPort,
    remotesFile,
    mailSmtpPort: smtpPort,
    mailHttpPort: mailPort,
    apiEnv: {
      MONGODB_URI: database.uri,
      DB_NAME: dbName,
      DATA_DIR: path.join(dir, 'data'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...more,
    },
  });
  stacks.push(stack);
  return stack;
}

before(async () => {
  buildWorkspaces(ALL_WORKSPACES, { force: false });
  // The services' metrics ports (9464, 9465 by default) belong to other tests.
  process.env.METRICS_PORT = 'none';
  dir = mkdtempSync(path.join(tmpdir(), 'alu-backup-e2e-'));
  database = await startSharedDatabase({ dataDir: path.join(dir, 'ferretdb'), port: 0 });
  client = new MongoClient(database.uri);
  ports = await freePorts(4 + 6);
  const committed = JSON.parse(
    readFileSync(path.join(ROOT, 'api', 'config', 'remotes.json'), 'utf8'),
  ) as { remotes: { name: string }[] };
  remotesFile = path.join(dir, 'remotes.json');
  const remotePorts = ports.slice(4);
  writeFileSync(
    remotesFile,
    JSON.stringify({
      remotes: committed.remotes.map(({ name }, i) => ({
        name,
        entry: `http://localhost:${remotePorts[i]}/mf-manifest.json`,
      })),
    }),
  );
});

after(async () => {
  for (const stack of stacks) await stack.stop();
  await client?.close();
  await database?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("yesterday's backup restores the same counts, file bytes and article page", async () => {
  const original = await startSite('origin');
  const site = original.url;
  // What visitors leave behind: resized copies of the pictures they saw, a job application.
  const [item] = JSON.parse((await get(`${site}/api/news/${ARTICLE}`)).toString()) as NewsItem[];
  assert.ok(item, `no article ${ARTICLE}`);
  const picturesThen = await pictures(site, item.cover);
  await apply(site);

  const pageThen = await articlePage(site);
  assert.ok(pageThen.includes(item.content.it?.title ?? ''), 'the page shows the article');
  const then = await databaseState(client.db('origin'));
  assert.ok(then.counts.applications === 1 && then.counts['applicationCvs.files'] === 1);
  assert.ok((then.counts['newsImagesVariants.files'] ?? 0) >= 2, JSON.stringify(then.counts));

  // Taken as the CronJob runs it (the same command, in this process for its clock): yesterday.
  // The API's build, loaded at run time (it may not exist when the scripts are type-checked).
  const { runBackupCli } = require(CLI) as {
    runBackupCli(
      args: string[],
      options: { env: NodeJS.ProcessEnv; now: () => Date; print: (line: string) => void },
    ): Promise<number>;
  };
  const outDir = path.join(dir, 'backups');
  mkdirSync(outDir);
  const yesterday = new Date(Date.now() - DAY);
  const printed: string[] = [];
  const code = await runBackupCli(['backup', '--out-dir', outDir, '--keep', '7'], {
    env: {
      ...process.env,
      MONGODB_URI: database.uri,
      DB_NAME: 'origin',
      REMOTES_FILE: remotesFile,
      LOG_LEVEL: 'silent',
    },
    now: () => yesterday,
    print: (line) => printed.push(line),
  });
  assert.equal(code, 0, printed.join('\n'));
  const stamp = yesterday
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const archive = path.join(outDir, `alumis-backup-${stamp}.tar.gz`);

  await moveOn(site);
  const moved = await databaseState(client.db('origin'));
  assert.notDeepEqual(moved.counts, then.counts);
  assert.notEqual(await articlePage(site), pageThen, 'the live page changed since the backup');
  await original.stop();
  stacks.length = 0;

  // The operator's restore, as its own process, into an empty database.
  const restore = spawnSync(process.execPath, [CLI, 'restore', archive], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      MONGODB_URI: database.uri,
      DB_NAME: 'restored',
      REMOTES_FILE: remotesFile,
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
  });
  assert.equal(restore.status, 0, `${restore.stdout}\n${restore.stderr}`);
  assert.match(restore.stdout, /every checksum matches/);

  const restoredState = await databaseState(client.db('restored'));
  assert.deepEqual(restoredState.counts, then.counts);
  assert.deepEqual(restoredState.files, then.files);

  // No sample content: what the site shows must come from the archive.
  const restoredSite = (await startSite('restored', { SEED_CONTENT: 'false' })).url;
  assert.equal(await articlePage(restoredSite), pageThen);
  assert.deepEqual(await pictures(restoredSite, item.cover), picturesThen);
  // The copies were served from the archive, not made again.
  assert.deepEqual((await databaseState(client.db('restored'))).counts, then.counts);
});
