// Backup and restore against the real FerretDB of the test run: what an operator gets back,
// what is refused, and that nothing is written before the archive has been checked.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import {
  Binary,
  BSON,
  BSONRegExp,
  Double,
  GridFSBucket,
  Int32,
  Long,
  ObjectId,
  Timestamp,
  type Db,
  type Document,
} from 'mongodb';
import tar from 'tar-stream';
import type { Database } from '../../platform/database/database';
import {
  silentLogger,
  tempDir,
  testDatabase,
  testMongoUri,
} from '../../../dev/test-support/helpers';
import { ARCHIVE_NAME, MANIFEST_ENTRY, type Manifest } from './archiveFormat';
import { createBackup } from './backup';
import { runBackupCli } from './cli';
import { DatabaseNotEmptyError, restoreBackup } from './restore';

const { EJSON } = BSON;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const YESTERDAY = new Date('2026-03-13T02:00:00.000Z');
const REGISTRY = `${JSON.stringify({ remotes: [{ name: 'news', entry: 'https://example.com/news/mf-manifest.json' }] })}\n`;

/** One document of every BSON type the API's collections hold (Decimal128 is not in FerretDB v1). */
const EVERY_TYPE: Document = {
  _id: new ObjectId('65f1a2b3c4d5e6f708192a3b'),
  text: 'Laminazione a freddo — фолио ✓',
  int: new Int32(42),
  long: Long.fromString('9007199254740993'),
  double: new Double(2),
  fraction: 0.1,
  yes: true,
  nothing: null,
  when: new Date('2026-03-12T10:15:30.123Z'),
  bytes: new Binary(Buffer.from([0, 1, 2, 250, 255]), Binary.SUBTYPE_DEFAULT),
  uuid: new Binary(Buffer.from('0123456789abcdef0123456789abcdef', 'hex'), Binary.SUBTYPE_UUID),
  reference: new ObjectId('65f1a2b3c4d5e6f708192a3c'),
  stamp: new Timestamp({ t: 1_700_000_000, i: 7 }),
  pattern: new BSONRegExp('^al(u|l)', 'im'),
  nested: { list: [1, 'two', { three: new Date(0) }], empty: {} },
};

/** A database with documents of every type, indexes, an empty collection and a bucket. */
async function fillDatabase(db: Db): Promise<Map<string, Buffer>> {
  await db.collection('kinds').insertOne({ ...EVERY_TYPE });
  const news = db.collection('news');
  await news.createIndex({ url: 1 }, { name: 'url_unique', unique: true });
  await news.createIndex({ date: -1, _id: -1 }, { name: 'date_desc' });
  await news.insertMany(
    Array.from({ length: 30 }, (_, i) => ({
      url: `articolo-${i}`,
      date: new Date(Date.UTC(2026, 0, 1 + i)),
      isMediaNews: i % 3 === 0,
    })),
  );
  await db.createCollection('inquiries');
  await db.collection('inquiries').createIndex({ createdAt: 1 }, { name: 'createdAt_1' });
  const bucket = new GridFSBucket(db, { bucketName: 'applicationCvs' });
  const files = new Map<string, Buffer>([
    ['cv-long.pdf', randomBytes(600 * 1024)], // three chunks of 255 KiB
    ['cv-short.pdf', randomBytes(1000)],
    ['empty.pdf', Buffer.alloc(0)],
  ]);
  for (const [name, bytes] of files) {
    await pipeline(
      Readable.from([bytes]),
      bucket.openUploadStream(name, { metadata: { contentType: 'application/pdf' } }),
    );
  }
  return files;
}

/** Every collection's documents (canonical Extended JSON, by _id) and indexes. */
async function contentOf(
  db: Db,
): Promise<Record<string, { documents: string[]; indexes: string[] }>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map(({ name }) => name)
    .sort();
  const content: Record<string, { documents: string[]; indexes: string[] }> = {};
  for (const name of names) {
    // As stored: with the driver's defaults a double 2 and an int32 2 would look the same.
    const asStored = { promoteValues: false, promoteLongs: false, bsonRegExp: true };
    const documents = (await db.collection(name).find({}, asStored).toArray())
      .map((document) => EJSON.stringify(document, { relaxed: false }))
      .sort();
    const indexes = (await db.collection(name).listIndexes().toArray())
      .map(({ name: indexName, key, unique }: Document) =>
        JSON.stringify({ indexName, key, unique: unique === true }),
      )
      .sort();
    content[name] = { documents, indexes };
  }
  return content;
}

async function readFileBack(db: Db, bucketName: string, filename: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of new GridFSBucket(db, { bucketName }).openDownloadStreamByName(
    filename,
  )) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The archive's entries, in order. */
async function entriesOf(file: string): Promise<{ name: string; content: Buffer }[]> {
  const entries: { name: string; content: Buffer }[] = [];
  const extract = tar.extract();
  const feeding = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, content: Buffer.concat(chunks) });
  }
  await feeding;
  return entries;
}

/** Writes `entries` as an archive (a tampered copy of a real one). */
async function writeArchive(file: string, entries: { name: string; content: Buffer }[]) {
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(file));
  for (const { name, content } of entries) pack.entry({ name }, content);
  pack.finalize();
  await writing;
}

describe('backup and restore', () => {
  let source: Database;
  let target: Database;
  let dir: string;
  let registryFile: string;
  let files: Map<string, Buffer>;

  beforeAll(async () => {
    source = testDatabase();
    files = await fillDatabase(source.db);
  });
  beforeEach(() => {
    target = testDatabase();
    dir = tempDir('alu-backup-');
    registryFile = path.join(dir, 'remotes.json');
    fs.writeFileSync(registryFile, REGISTRY);
  });
  afterEach(async () => {
    await target.db.dropDatabase();
    await target.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await source.db.dropDatabase();
    await source.close();
  });

  const backup = (now = YESTERDAY, options: { keep?: number } = {}) =>
    createBackup({
      db: source.db,
      backend: 'ferretdb-embedded',
      outDir: path.join(dir, 'backups'),
      registryFile,
      now: () => now,
      ...options,
    });

  it('gives back every collection, document type, index and stored file byte for byte', async () => {
    const { file, manifest } = await backup();
    expect(path.basename(file)).toBe('alumis-backup-20260313T020000Z.tar.gz');
    expect(fs.readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const result = await restoreBackup({ db: target.db, file });
    expect(await contentOf(target.db)).toEqual(await contentOf(source.db));
    for (const [name, bytes] of files) {
      expect(sha256(await readFileBack(target.db, 'applicationCvs', name))).toBe(sha256(bytes));
    }
    // The types themselves, not only their text: a Long stays a Long, 2.0 a double.
    const restored = await target.db
      .collection('kinds')
      .findOne({}, { promoteValues: false, bsonRegExp: true });
    expect(restored?.long).toBeInstanceOf(Long);
    expect(restored?.double).toBeInstanceOf(Double);
    expect(restored?.int).toBeInstanceOf(Int32);
    expect(restored?.uuid).toMatchObject({ sub_type: Binary.SUBTYPE_UUID });
    expect(restored?.pattern).toEqual(new BSONRegExp('^al(u|l)', 'im'));
    expect(result).toMatchObject({ documents: 38, files: 3, replaced: [], kept: [] });
    expect(manifest.database).toMatchObject({ name: source.db.databaseName });
    expect(manifest.database.ferretdbVersion).toMatch(/^v1\./);
  });

  it('lists each collection with its count and checksum, each file, and the registry', async () => {
    const { file, manifest } = await backup();
    const entries = await entriesOf(file);
    expect(entries.at(-1)?.name).toBe(MANIFEST_ENTRY);
    const written = JSON.parse(entries.at(-1)?.content.toString() ?? '') as Manifest;
    expect(written).toEqual(JSON.parse(JSON.stringify(manifest)));
    const counts = Object.fromEntries(manifest.collections.map(({ name, count }) => [name, count]));
    expect(counts).toEqual({
      'applicationCvs.chunks': 4,
      'applicationCvs.files': 3,
      inquiries: 0,
      kinds: 1,
      news: 30,
    });
    const byName = new Map(entries.map(({ name, content }) => [name, content]));
    for (const collection of manifest.collections) {
      const bytes = Buffer.concat(
        collection.parts.map(({ entry }) => byName.get(entry) ?? Buffer.alloc(0)),
      );
      expect(sha256(bytes)).toBe(collection.sha256);
      expect(bytes.toString().split('\n').filter(Boolean)).toHaveLength(collection.count);
    }
    expect(
      manifest.files.map(({ filename, length, sha256: sum }) => ({ filename, length, sum })),
    ).toEqual(
      expect.arrayContaining(
        [...files].map(([filename, bytes]) => ({
          filename,
          length: bytes.length,
          sum: sha256(bytes),
        })),
      ),
    );
    expect(manifest.files).toHaveLength(3);
    expect(manifest.registry).toMatchObject({
      sha256: sha256(Buffer.from(REGISTRY)),
      source: registryFile,
    });
    expect(byName.get('registry/remotes.json')?.toString()).toBe(REGISTRY);
    const news = manifest.collections.find(({ name }) => name === 'news');
    expect(news?.indexes.map(({ name }: Document) => name as string).sort()).toEqual([
      'date_desc',
      'url_unique',
    ]);
  });

  it('refuses a database that holds documents, and writes nothing', async () => {
    const { file } = await backup();
    await target.db.collection('admins').insertOne({ username: 'still-here' });
    const refused = restoreBackup({ db: target.db, file });
    await expect(refused).rejects.toThrow(DatabaseNotEmptyError);
    await expect(refused).rejects.toThrow(/admins \(1 document\)/);
    expect((await target.db.listCollections().toArray()).map(({ name }) => name)).toEqual([
      'admins',
    ]);
  });

  it('with force replaces the collections the archive holds and keeps the others', async () => {
    const { file } = await backup();
    await target.db.collection('news').insertMany([{ url: 'newer-1' }, { url: 'newer-2' }]);
    await target.db.collection('admins').insertOne({ username: 'still-here' });
    const lines: string[] = [];
    const result = await restoreBackup({
      db: target.db,
      file,
      force: true,
      print: (line) => lines.push(line),
    });
    expect(result.replaced).toEqual([{ name: 'news', count: 2 }]);
    expect(result.kept).toEqual([{ name: 'admins', count: 1 }]);
    expect(lines).toContain('replacing news (2 documents)');
    expect(await target.db.collection('news').countDocuments({ url: /^newer/ })).toBe(0);
    expect(await target.db.collection('news').countDocuments()).toBe(30);
    expect(await target.db.collection('admins').countDocuments()).toBe(1);
  });

  describe('a damaged archive is refused before anything is written', () => {
    const expectUntouched = async () =>
      expect(await target.db.listCollections().toArray()).toEqual([]);

    it('one entry changed', async () => {
      const { file } = await backup();
      const entries = await entriesOf(file);
      const changed = entries.map((entry) =>
        entry.name === 'collections/news/part-00001.jsonl'
          ? {
              ...entry,
              content: Buffer.from(entry.content.toString().replace('articolo-7', 'articolo-8')),
            }
          : entry,
      );
      const tampered = path.join(dir, 'tampered.tar.gz');
      await writeArchive(tampered, changed);
      await expect(restoreBackup({ db: target.db, file: tampered })).rejects.toThrow(
        'entry collections/news/part-00001.jsonl (collection news) does not match its SHA-256',
      );
      await expectUntouched();
    });

    it('a stored file changed, even with its part checksum made to match', async () => {
      const { file } = await backup();
      const entries = await entriesOf(file);
      const chunksEntry = 'collections/applicationCvs.chunks/part-00001.jsonl';
      const original = entries.find(({ name }) => name === chunksEntry)?.content ?? Buffer.alloc(0);
      const lines = original.toString().split('\n');
      const chunk = EJSON.parse(lines[0] ?? '', { relaxed: false }) as Document;
      const data = Buffer.from((chunk.data as Binary).value());
      data[0] = (data[0] ?? 0) ^ 0xff;
      chunk.data = new Binary(data);
      lines[0] = EJSON.stringify(chunk, { relaxed: false });
      const changed = Buffer.from(lines.join('\n'));
      const manifest = JSON.parse(entries.at(-1)?.content.toString() ?? '') as Manifest;
      for (const collection of manifest.collections) {
        for (const part of collection.parts) {
          if (part.entry !== chunksEntry) continue;
          Object.assign(part, { size: changed.length, sha256: sha256(changed) });
          collection.sha256 = sha256(changed);
        }
      }
      const tampered = path.join(dir, 'tampered.tar.gz');
      await writeArchive(
        tampered,
        entries.map((entry) =>
          entry.name === chunksEntry
            ? { ...entry, content: changed }
            : entry.name === MANIFEST_ENTRY
              ? { ...entry, content: Buffer.from(JSON.stringify(manifest)) }
              : entry,
        ),
      );
      await expect(restoreBackup({ db: target.db, file: tampered })).rejects.toThrow(
        /stored file cv-\w+\.pdf \(applicationCvs\) does not match its length and SHA-256/,
      );
      await expectUntouched();
    });

    it('cut off half-way', async () => {
      const { file } = await backup();
      const bytes = fs.readFileSync(file);
      const cut = path.join(dir, 'cut.tar.gz');
      fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await expect(restoreBackup({ db: target.db, file: cut })).rejects.toThrow(
        /is damaged or cut off (in|after) entry collections\/\S+: unexpected end of file/,
      );
      await expectUntouched();
    });

    it('without its manifest', async () => {
      const { file } = await backup();
      const entries = await entriesOf(file);
      const headless = path.join(dir, 'headless.tar.gz');
      await writeArchive(headless, entries.slice(0, -1));
      await expect(restoreBackup({ db: target.db, file: headless })).rejects.toThrow(
        'has no manifest.json: it is incomplete',
      );
      await expectUntouched();
    });
  });

  it('cuts large collections into parts and puts them together again', async () => {
    const { file, manifest } = await createBackup({
      db: source.db,
      backend: 'ferretdb-embedded',
      outDir: path.join(dir, 'backups'),
      registryFile,
      partBytes: 1024,
    });
    const parts = Object.fromEntries(
      manifest.collections.map(({ name, parts: list }) => [name, list.length]),
    );
    expect(parts.news).toBeGreaterThan(2);
    expect(parts['applicationCvs.chunks']).toBe(4); // each chunk is larger than a part
    await restoreBackup({ db: target.db, file });
    expect(await contentOf(target.db)).toEqual(await contentOf(source.db));
  });

  it('leaves out a stored file whose chunks are gone, and says so', async () => {
    const other = testDatabase();
    try {
      const bucket = new GridFSBucket(other.db, { bucketName: 'newsImages' });
      await pipeline(Readable.from([randomBytes(300 * 1024)]), bucket.openUploadStream('kept.jpg'));
      const gone = bucket.openUploadStream('gone.jpg');
      await pipeline(Readable.from([randomBytes(1000)]), gone);
      // What a delete running beside the backup leaves for a moment: the file without chunks.
      await other.db.collection('newsImages.chunks').deleteMany({ files_id: gone.id });
      const { file, manifest } = await createBackup({
        db: other.db,
        backend: 'ferretdb-embedded',
        outDir: path.join(dir, 'backups'),
        registryFile,
      });
      expect(manifest.skippedFiles).toEqual([
        expect.objectContaining({ bucket: 'newsImages', filename: 'gone.jpg' }),
      ]);
      expect(manifest.files.map(({ filename }) => filename)).toEqual(['kept.jpg']);
      await restoreBackup({ db: target.db, file });
      const names = await target.db.collection('newsImages.files').distinct('filename');
      expect(names).toEqual(['kept.jpg']);
    } finally {
      await other.db.dropDatabase();
      await other.close();
    }
  });

  it('copies a file whose chunks were stored out of order, and no chunks of no file', async () => {
    const other = testDatabase();
    try {
      const bytes = randomBytes(2500);
      const id = new ObjectId();
      await other.db.collection('newsImages.files').insertOne({
        _id: id,
        length: bytes.length,
        chunkSize: 1000,
        uploadDate: new Date(),
        filename: 'shuffled.jpg',
      });
      const chunk = (n: number) => ({
        files_id: id,
        n,
        data: new Binary(bytes.subarray(n * 1000, (n + 1) * 1000)),
      });
      await other.db.collection('newsImages.chunks').insertMany([chunk(2), chunk(0), chunk(1)]);
      // An upload cut off before its `.files` document was written.
      await other.db
        .collection('newsImages.chunks')
        .insertOne({ files_id: new ObjectId(), n: 0, data: new Binary(randomBytes(10)) });
      const { file, manifest } = await createBackup({
        db: other.db,
        backend: 'ferretdb-embedded',
        outDir: path.join(dir, 'backups'),
        registryFile,
      });
      expect(manifest.files).toEqual([
        expect.objectContaining({ filename: 'shuffled.jpg', sha256: sha256(bytes) }),
      ]);
      expect(manifest.collections.find(({ name }) => name === 'newsImages.chunks')?.count).toBe(3);
      await restoreBackup({ db: target.db, file });
      expect(await readFileBack(target.db, 'newsImages', 'shuffled.jpg')).toEqual(bytes);
    } finally {
      await other.db.dropDatabase();
      await other.close();
    }
  });

  it('says when a restore stopped after it began writing, and that --force finishes it', async () => {
    const { file } = await backup();
    const entries = await entriesOf(file);
    const manifest = JSON.parse(entries.at(-1)?.content.toString() ?? '') as Manifest;
    // An index the server refuses (no checksum covers the manifest's own descriptions).
    manifest.collections
      .find(({ name }) => name === 'news')
      ?.indexes.push({ key: { url: 'no-such-kind' }, name: 'refused' });
    const broken = path.join(dir, 'broken.tar.gz');
    await writeArchive(broken, [
      ...entries.slice(0, -1),
      { name: MANIFEST_ENTRY, content: Buffer.from(JSON.stringify(manifest)) },
    ]);
    await expect(restoreBackup({ db: target.db, file: broken })).rejects.toThrow(
      /is partly restored: once the cause is mended, run the restore again with --force$/,
    );
    await restoreBackup({ db: target.db, file, force: true });
    expect(await contentOf(target.db)).toEqual(await contentOf(source.db));
  });

  it('keeps the newest archives and leaves other files alone', async () => {
    const outDir = path.join(dir, 'backups');
    fs.mkdirSync(outDir);
    fs.writeFileSync(path.join(outDir, 'notes.txt'), 'operator notes');
    fs.writeFileSync(path.join(outDir, 'alumis-backup-manual.tar.gz'), 'not ours by name');
    const day = 24 * 60 * 60 * 1000;
    for (let i = 4; i >= 1; i -= 1) await backup(new Date(YESTERDAY.getTime() - i * day));
    const { removed } = await backup(YESTERDAY, { keep: 2 });
    expect(removed.map((file) => path.basename(file))).toEqual([
      'alumis-backup-20260309T020000Z.tar.gz',
      'alumis-backup-20260310T020000Z.tar.gz',
      'alumis-backup-20260311T020000Z.tar.gz',
    ]);
    expect(fs.readdirSync(outDir).sort()).toEqual([
      'alumis-backup-20260312T020000Z.tar.gz',
      'alumis-backup-20260313T020000Z.tar.gz',
      'alumis-backup-manual.tar.gz',
      'notes.txt',
    ]);
    expect(fs.readdirSync(outDir).filter((name) => ARCHIVE_NAME.test(name))).toHaveLength(2);
  });

  describe('the command', () => {
    const run = async (argv: string[], env: Record<string, string>) => {
      const lines: string[] = [];
      const code = await runBackupCli(argv, {
        env: { MONGODB_URI: testMongoUri(), REMOTES_FILE: registryFile, ...env },
        print: (line) => lines.push(line),
        now: () => YESTERDAY,
        logger: silentLogger,
      });
      return { code, output: lines.join('\n') };
    };

    it('backs up, restores into an empty database only, and writes the registry when asked', async () => {
      const outDir = path.join(dir, 'out');
      const made = await run(['backup', '--out-dir', outDir, '--keep', '3'], {
        DB_NAME: source.db.databaseName,
      });
      expect(made).toMatchObject({ code: 0 });
      expect(made.output).toMatch(/wrote .*alumis-backup-20260313T020000Z\.tar\.gz/);
      const archive = path.join(outDir, 'alumis-backup-20260313T020000Z.tar.gz');
      const into = { DB_NAME: target.db.databaseName };

      const restored = await run(['restore', archive], into);
      expect(restored).toMatchObject({ code: 0 });
      expect(restored.output).toContain("the archive's registry file equals REMOTES_FILE");
      expect(await target.db.collection('news').countDocuments()).toBe(30);

      const again = await run(['restore', archive], into);
      expect(again.code).toBe(3);
      expect(again.output).toMatch(/refused, nothing was written: The database \S+ is not empty/);

      const registryOut = path.join(dir, 'restored-remotes.json');
      const forced = await run(
        ['restore', archive, '--force', '--registry-out', registryOut],
        into,
      );
      expect(forced).toMatchObject({ code: 0 });
      expect(fs.readFileSync(registryOut, 'utf8')).toBe(REGISTRY);
    });

    it('in production, needs MONGODB_URI rather than start an empty embedded database', async () => {
      const { code, output } = await run(['backup', '--out-dir', dir], {
        NODE_ENV: 'production',
        MONGODB_URI: '',
      });
      expect(code).toBe(1);
      expect(output).toContain('MONGODB_URI is required when NODE_ENV=production');
    });

    it('answers 2 to wrong arguments', async () => {
      expect((await run(['backup'], {})).code).toBe(2);
      expect((await run(['backup', '--out-dir', dir, '--keep', '0'], {})).code).toBe(2);
      expect((await run(['restore'], {})).code).toBe(2);
      expect((await run(['restore', 'a', 'b'], {})).code).toBe(2);
      expect((await run(['snapshot'], {})).code).toBe(2);
      expect((await run(['backup', '--out-dir', dir, '--fast'], {})).code).toBe(2);
    });
  });
});
