// Thumbnails over HTTP against the real database: the first page drawn on upload and again on
// a file replacement, an administrator's picture accepted in its place, anything else refused,
// and the picture served like the file (published only, revalidated on every use).
import type { AdminDocument, DocumentPage } from '@alu/common/contracts';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import request from 'supertest';
import { composeApi, type ComposedApi } from '../../app/composeApi';
import { createApp } from '../../app/createApp';
import type { Database } from '../../platform/database/database';
import { DOCUMENT_FILES_BUCKET } from '../../platform/file-storage/fileStorage';
import { RemotesRegistry } from '../remotes/registry';
import { createTestAdmin, signIn, TEST_JWT_SECRET } from '../../../dev/test-support/adminHelpers';
import { eventually, silentLogger, testDatabase } from '../../../dev/test-support/helpers';
import { DOCUMENTS_COLLECTION } from './documentsRepository';

const SLUG = 'politica-ambientale';
const THUMBNAIL = `/uploads/documents/thumbnails/${SLUG}.webp`;

/** An A4 page painted `colour` but for a white margin: its thumbnail's mean shows the colour. */
async function paintedPdf(colour: [number, number, number]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, color: rgb(...colour) });
  return Buffer.from(await pdf.save());
}

/** The picture's size, format and mean colour (red, green, blue; 0–255). */
async function looks(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const { channels } = await sharp(bytes).stats();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    mean: channels.slice(0, 3).map((c) => Math.round(c.mean)),
  };
}

describe('document thumbnails', () => {
  let database: Database;
  let api: ComposedApi;
  let app: ReturnType<typeof createApp>;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const storedNames = async () =>
    (
      await database.db
        .collection<{ filename: string }>(`${DOCUMENT_FILES_BUCKET}.files`)
        .find({}, { projection: { filename: 1 } })
        .toArray()
    ).map((file) => file.filename);

  async function create(pdf: Buffer, state = 'published'): Promise<AdminDocument> {
    const data = {
      slug: SLUG,
      titles: { it: 'Politica ambientale' },
      kind: 'policy',
      date: '2024-03-01',
      publication: { state },
    };
    const response = await request(app)
      .post('/api/admin/documents')
      .set(auth())
      .field('data', JSON.stringify(data))
      .attach('file', pdf, { filename: 'politica.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(201);
    return response.body as AdminDocument;
  }
  const picture = async (path = THUMBNAIL) => {
    const response = await request(app).get(path).expect(200);
    return { response, bytes: Buffer.from(response.body as Buffer) };
  };

  beforeAll(async () => {
    database = testDatabase();
    await createTestAdmin(database.db);
    api = composeApi({
      database,
      remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
      logger: silentLogger,
      admin: { jwtSecret: TEST_JWT_SECRET },
    });
    app = createApp(api);
    token = await signIn(app);
  });
  afterEach(async () => {
    await database.db.collection(DOCUMENTS_COLLECTION).deleteMany({});
    await database.db.collection(`${DOCUMENT_FILES_BUCKET}.files`).deleteMany({});
    await database.db.collection(`${DOCUMENT_FILES_BUCKET}.chunks`).deleteMany({});
  });
  afterAll(async () => {
    await api.routers.documents.thumbnails.close();
    await database.close();
  });

  it('draws the first page on upload and serves it at a stable address, like the file', async () => {
    const created = await create(await paintedPdf([0.8, 0.1, 0.1]));
    expect(created.thumbnail).toMatchObject({ source: 'first-page' });
    const list = (await request(app).get('/api/documents').expect(200)).body as DocumentPage;
    expect(list.items[0]?.thumbnailUrl).toBe(THUMBNAIL);

    const { response, bytes } = await picture();
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const seen = await looks(bytes);
    // A4's proportions at 280 px; red, drawn from the page (a margin of white around it).
    expect(seen).toMatchObject({ format: 'webp', width: 280, height: 396 });
    const [red = 0, green = 0, blue = 0] = seen.mean;
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(90);
    expect(blue).toBeLessThan(90);
    // The client's copy is current: 304, no body.
    await request(app)
      .get(THUMBNAIL)
      .set('If-None-Match', String(response.headers.etag))
      .expect(304);
  }, 60_000);

  it('draws the new first page when the file is replaced, in place of the earlier picture', async () => {
    const created = await create(await paintedPdf([0.8, 0.1, 0.1]));
    const before = await picture();
    const replaced = await request(app)
      .post(`/api/admin/documents/${created._id}/file`)
      .set(auth())
      .attach('file', await paintedPdf([0.1, 0.1, 0.8]), 'blu.pdf')
      .expect(200);
    expect((replaced.body as AdminDocument).thumbnail).toMatchObject({ source: 'first-page' });

    const after = await picture();
    expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
    const [red = 0, , blue = 0] = (await looks(after.bytes)).mean;
    expect(blue).toBeGreaterThan(150);
    expect(red).toBeLessThan(90);
    // The earlier picture is gone; both files are kept (the history).
    expect((await storedNames()).filter((name) => name.endsWith('.webp'))).toHaveLength(1);
    expect((await storedNames()).filter((name) => name.endsWith('.pdf'))).toHaveLength(2);
  }, 60_000);

  it("takes an administrator's picture instead, as a 280 px WebP", async () => {
    const created = await create(await paintedPdf([0.8, 0.1, 0.1]));
    const green = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: { r: 20, g: 180, b: 40 } },
    })
      .png()
      .toBuffer();
    const response = await request(app)
      .post(`/api/admin/documents/${created._id}/thumbnail`)
      .set(auth())
      .attach('file', green, { filename: 'copertina.png', contentType: 'image/png' })
      .expect(200);
    expect((response.body as AdminDocument).thumbnail).toMatchObject({ source: 'upload' });

    const seen = await looks((await picture()).bytes);
    expect(seen).toMatchObject({ format: 'webp', width: 280, height: 373 });
    expect(seen.mean[1]).toBeGreaterThan(150);
    expect((await storedNames()).filter((name) => name.endsWith('.webp'))).toHaveLength(1);

    // The trail is written once the answer is sent.
    const trail = await eventually(
      async () => JSON.stringify((await request(app).get('/api/audit').set(auth())).body),
      (text) => text.includes('document.thumbnail'),
    );
    expect(trail).toContain('document.thumbnail');
  }, 60_000);

  it('refuses what is not a picture, whatever its name and type say, and keeps the thumbnail', async () => {
    const created = await create(await paintedPdf([0.8, 0.1, 0.1]));
    const before = await picture();
    const refused = await request(app)
      .post(`/api/admin/documents/${created._id}/thumbnail`)
      .set(auth())
      .attach('file', Buffer.from('<svg onload="alert(1)"></svg>'), {
        filename: 'copertina.png',
        contentType: 'image/png',
      });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'validation_failed' });
    expect(JSON.stringify(refused.body)).toContain('not a JPEG, PNG or WebP image');
    // A PNG's first bytes followed by nothing a decoder can read.
    const truncated = (
      await sharp({
        create: { width: 50, height: 50, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer()
    ).subarray(0, 40);
    const cut = await request(app)
      .post(`/api/admin/documents/${created._id}/thumbnail`)
      .set(auth())
      .attach('file', truncated, { filename: 'x.png', contentType: 'image/png' });
    expect(cut.status).toBe(400);
    const after = await picture();
    expect(after.response.headers.etag).toBe(before.response.headers.etag);
  }, 60_000);

  it('shows a draft’s thumbnail to administrators only', async () => {
    const created = await create(await paintedPdf([0.1, 0.1, 0.8]), 'draft');
    await request(app).get(THUMBNAIL).expect(404);
    const url = created.thumbnail?.url ?? '';
    expect(url).toBe(`/api/admin/documents/${created._id}/thumbnail`);
    await request(app).get(url).expect(401);
    const own = await request(app).get(url).set(auth()).expect(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-cache');
  }, 60_000);
});
