// Seeding today's documents, over HTTP against the real database: every file is served at its
// readable address, a second run adds nothing, and an editor's change, replacement or
// withdrawal of a seeded document survives any later run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminDocument, AdminDocumentPage, DocumentPage } from '@alu/common/contracts';
import request from 'supertest';
import type { Database } from '#api/platform/database/database';
import { DOCUMENTS_COLLECTION } from '#api/components/documents/documentsRepository';
import { DOCUMENT_FILES_BUCKET } from '#api/platform/file-storage/fileStorage';
import { adminApp, createTestAdmin, signIn } from '../test-support/adminHelpers';
import { tinyPdf } from '../test-support/documents';
import { silentLogger, testDatabase } from '../test-support/helpers';
import { SEED_DOCUMENTS } from './seedDocuments.data';
import { repositoryRoot, seedDocuments } from './seedDocuments';

jest.setTimeout(120_000);

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('seed documents data', () => {
  it('names every PDF the investors and corporate remotes shipped, each once, with an Italian title', () => {
    const slugs = SEED_DOCUMENTS.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(SEED_DOCUMENTS).toHaveLength(53);
    for (const item of SEED_DOCUMENTS) {
      expect(path.basename(item.file)).toBe(`${item.slug}.pdf`);
      expect(item.titles.it.length).toBeGreaterThan(3);
    }
  });
});

describe('seedDocuments', () => {
  let database: Database;
  let app: ReturnType<typeof adminApp>;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const count = () => database.db.collection(DOCUMENTS_COLLECTION).countDocuments();
  const adminDocument = async (slug: string) => {
    const page = (
      await request(app).get(`/api/admin/documents?q=${slug}&limit=50`).set(auth()).expect(200)
    ).body as AdminDocumentPage;
    const found = page.items.find((item) => item.slug === slug);
    if (!found) throw new Error(`${slug} is not in the admin list`);
    return found;
  };

  beforeAll(async () => {
    database = testDatabase();
    await database.db.collection(DOCUMENTS_COLLECTION).deleteMany({});
    await createTestAdmin(database.db);
    app = adminApp(database);
    token = await signIn(app);
  });
  afterAll(async () => {
    await database.db.collection(DOCUMENTS_COLLECTION).deleteMany({});
    await database.db.collection(`${DOCUMENT_FILES_BUCKET}.files`).deleteMany({});
    await database.db.collection(`${DOCUMENT_FILES_BUCKET}.chunks`).deleteMany({});
    await database.close();
  });

  it('publishes every document once, at its readable address, with the same bytes', async () => {
    expect(await seedDocuments(database.db, silentLogger)).toEqual({ added: 53, present: 0 });
    const statements = (await request(app).get('/api/documents?kind=financial-statement&limit=50'))
      .body as DocumentPage;
    expect(statements.items.map((item) => item.year)).toEqual([
      2017, 2016, 2015, 2014, 2013, 2012, 2011,
    ]);
    const latest = statements.items[0]!;
    expect(latest).toMatchObject({
      slug: 'bilancio-esercizio-2017',
      url: '/uploads/documents/bilancio-esercizio-2017.pdf',
      period: 'annual',
      date: '2018-03-30',
      titles: { it: 'Bilancio d’esercizio 2017' },
    });
    const meetings = (await request(app).get('/api/documents?kind=meeting-paper&limit=50'))
      .body as DocumentPage;
    expect(meetings.items).toHaveLength(24);
    expect(meetings.items[0]).toMatchObject({
      meetingDate: '2019-06-28',
      titles: { en: expect.stringMatching(/, general meeting of 28 June 2019$/) },
    });

    const file = SEED_DOCUMENTS.find((item) => item.slug === 'certificato-iso-9001')!;
    const served = await request(app)
      .get('/uploads/documents/certificato-iso-9001.pdf')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(
      Buffer.compare(served.body as Buffer, readFileSync(path.join(repositoryRoot(), file.file))),
    ).toBe(0);

    // The corporate remote's policies and notice, each with its first page drawn as an upload's.
    const policies = (await request(app).get('/api/documents?kind=policy&limit=50'))
      .body as DocumentPage;
    expect(policies.items.map((item) => item.slug).sort()).toEqual([
      'codice-condotta-fornitori',
      'informativa-dati-personali',
      'politica-ambientale',
      'politica-lavoro-minorile',
      'politica-responsabilita-sociale',
      'politica-salute-sicurezza',
    ]);
    for (const item of policies.items) {
      expect(item.thumbnailUrl).toBe(`/uploads/documents/thumbnails/${item.slug}.webp`);
    }
    const thumbnail = await request(app)
      .get('/uploads/documents/thumbnails/politica-ambientale.webp')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('adds nothing on a second run', async () => {
    expect(await seedDocuments(database.db, silentLogger)).toEqual({ added: 0, present: 53 });
    expect(await count()).toBe(53);
  });

  it("never overwrites an editor's titles, file or withdrawal", async () => {
    const certificate = await adminDocument('certificato-iso-9001');
    const { _id, kind, date } = certificate;
    await request(app)
      .put(`/api/admin/documents/${_id}`)
      .set(auth())
      .send({ kind, date, titles: { it: 'Certificato ISO 9001:2015 (rinnovato)' } })
      .expect(200);
    const renewed = await tinyPdf('renewed certificate');
    await request(app)
      .post(`/api/admin/documents/${_id}/file`)
      .set(auth())
      .attach('file', renewed, { filename: 'iso.pdf', contentType: 'application/pdf' })
      .expect(200);
    const catalogue = await adminDocument('catalogo-prodotti');
    await request(app)
      .post(`/api/admin/documents/${catalogue._id}/withdraw`)
      .set(auth())
      .expect(200);

    expect(await seedDocuments(database.db, silentLogger)).toEqual({ added: 0, present: 53 });

    const after: AdminDocument = await adminDocument('certificato-iso-9001');
    expect(after.titles).toEqual({ it: 'Certificato ISO 9001:2015 (rinnovato)' });
    expect(after.files).toHaveLength(2);
    const served = await request(app)
      .get('/uploads/documents/certificato-iso-9001.pdf')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Buffer.compare(served.body as Buffer, renewed)).toBe(0);
    await request(app).get('/uploads/documents/catalogo-prodotti.pdf').expect(404);
    expect((await adminDocument('catalogo-prodotti')).publication.state).toBe('unpublished');
  });
});
