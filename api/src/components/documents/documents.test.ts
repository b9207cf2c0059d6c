// Documents over HTTP against the real database: what an upload must be, who may write, what
// visitors see in each state, the lists' filters and pages, replacing a file, the headers.
import type {
  AdminDocument,
  AdminDocumentPage,
  AuditPage,
  DocumentPage,
} from '@alu/common/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import request from 'supertest';
import { composeApi } from '../../app/composeApi';
import { createApp } from '../../app/createApp';
import type { Database } from '../../platform/database/database';
import { DOCUMENT_FILES_BUCKET } from '../../platform/file-storage/fileStorage';
import { RemotesRegistry } from '../remotes/registry';
import { createTestAdmin, signIn, TEST_JWT_SECRET } from '../../../dev/test-support/adminHelpers';
import { tinyPdf } from '../../../dev/test-support/documents';
import { rawMultipart } from '../../../dev/test-support/rawMultipart';
import { silentLogger, testDatabase } from '../../../dev/test-support/helpers';
import { DOCUMENTS_COLLECTION } from './documentsRepository';

/** Small, so an oversized file is quick to send. */
const MAX_BYTES = 256 * 1024;
const HOUR = 3600_000;

/** A PDF whose catalog runs JavaScript on opening, saved the way pdf-lib saves (compressed). */
async function pdfWithOpenAction(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  const action = pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
  return Buffer.from(await pdf.save());
}

/** A hand-written PDF naming JavaScript with an escaped character, as an attacker would. */
const escapedJavaScriptPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Names << /J#61vaScript 2 0 R >> >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** A hand-written PDF whose catalog only sets the first view (an action all the same). */
const viewOnlyOpenActionPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction [2 0 R /Fit] >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** A PDF 1.5 whose objects are compressed with a filter the check cannot read (LZW). */
const lzwObjectStreamPdf = () =>
  Buffer.from(
    '%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 8 >>\n' +
      'stream\n\x80\x0b\x60\x50\x22\x0c\x0c\x85\nendstream\nendobj\n' +
      'trailer\n<< /Root 2 0 R >>\n%%EOF\n',
    'latin1',
  );

describe('documents', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let token: string;
  let nowMs = Date.now();
  const auth = () => ({ Authorization: `Bearer ${token}` });

  const fields = (extra: Record<string, unknown> = {}) => ({
    slug: 'relazione-semestrale-2025',
    titles: { it: 'Relazione finanziaria semestrale 2025', en: 'Half-year report 2025' },
    kind: 'financial-statement',
    year: 2025,
    period: 'half-year',
    date: '2025-09-15',
    ...extra,
  });

  async function upload(data: Record<string, unknown>, file: Buffer, name = 'report.pdf') {
    return request(app)
      .post('/api/admin/documents')
      .set(auth())
      .field('data', JSON.stringify(data))
      .attach('file', file, { filename: name, contentType: 'application/pdf' });
  }
  async function create(data: Record<string, unknown>, file?: Buffer): Promise<AdminDocument> {
    const response = await upload(data, file ?? (await tinyPdf(String(data.slug))));
    expect(response.status).toBe(201);
    return response.body as AdminDocument;
  }
  const publicSlugs = async (query = '') =>
    ((await request(app).get(`/api/documents${query}`).expect(200)).body as DocumentPage).items.map(
      (item) => item.slug,
    );
  const adminSlugs = async (query = '') =>
    (
      (await request(app).get(`/api/admin/documents${query}`).set(auth()).expect(200))
        .body as AdminDocumentPage
    ).items.map((item) => item.slug);

  beforeAll(async () => {
    database = testDatabase();
    await createTestAdmin(database.db);
    app = createApp(
      composeApi({
        database,
        remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
        logger: silentLogger,
        admin: { jwtSecret: TEST_JWT_SECRET },
        now: () => new Date(nowMs),
        documentMaxBytes: MAX_BYTES,
      }),
    );
    token = await signIn(app);
  });
  afterEach(async () => {
    nowMs = Date.now();
    await database.db.collection(DOCUMENTS_COLLECTION).deleteMany({});
    await database.db.collection(`${DOCUMENT_FILES_BUCKET}.files`).deleteMany({});
    await database.db.collection(`${DOCUMENT_FILES_BUCKET}.chunks`).deleteMany({});
  });
  afterAll(() => database.close());

  describe('what an upload must be', () => {
    it('refuses a text file named .pdf and sent as application/pdf', async () => {
      const response = await upload(fields(), Buffer.from('just some text, not a PDF\n'));
      expect(response.status).toBe(415);
      expect(response.body.error.code).toBe('document_not_pdf');
      expect(await adminSlugs()).toEqual([]);
    });

    it('refuses an HTML page that carries a PDF after it (no %PDF- at the start)', async () => {
      const pdf = await tinyPdf();
      const polyglot = Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), pdf]);
      const response = await upload(fields(), polyglot);
      expect(response.status).toBe(415);
      expect(response.body.error.code).toBe('document_not_pdf');
    });

    it('refuses a file that starts as a PDF but has no end (%%EOF)', async () => {
      const pdf = await tinyPdf();
      const cut = pdf.subarray(0, pdf.lastIndexOf('%%EOF'));
      const response = await upload(fields(), cut);
      expect(response.status).toBe(415);
      expect(response.body.error.code).toBe('document_not_pdf');
      expect(await adminSlugs()).toEqual([]);
    });

    it('refuses a body that declares more than DOCUMENT_MAX_MB before reading it', async () => {
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        // Only the headers are sent: the answer must come without the body.
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const sent = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/admin/documents',
              headers: {
                ...auth(),
                'Content-Type': 'multipart/form-data; boundary=x',
                'Content-Length': String(MAX_BYTES * 4),
              },
            },
            (res) => {
              let body = '';
              res.on('data', (chunk: Buffer) => (body += chunk.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          sent.on('error', reject);
          sent.flushHeaders();
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body).error.code).toBe('document_too_large');
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      expect(await adminSlugs()).toEqual([]);
    });

    it('refuses a file over DOCUMENT_MAX_MB', async () => {
      const pdf = await tinyPdf();
      const padded = Buffer.concat([pdf.subarray(0, 20), Buffer.alloc(MAX_BYTES), pdf]);
      const response = await upload(fields(), padded);
      expect(response.status).toBe(413);
      expect(response.body.error.code).toBe('document_too_large');
      expect(response.body.error.message).toMatch(/at most 0.3 MB/);
    });

    it('refuses a PDF that runs JavaScript when opened, also inside a compressed object stream', async () => {
      const pdf = await pdfWithOpenAction();
      // The action is only in a compressed stream: a plain search of the bytes misses it.
      expect(pdf.includes('/OpenAction')).toBe(false);
      const response = await upload(fields(), pdf);
      expect(response.status).toBe(422);
      expect(response.body.error.code).toBe('document_active_content');
      expect(await adminSlugs()).toEqual([]);
    });

    it('refuses a PDF naming JavaScript with an escaped character', async () => {
      const response = await upload(fields(), escapedJavaScriptPdf());
      expect(response.status).toBe(422);
      expect(response.body.error.code).toBe('document_active_content');
    });

    it('refuses an opening action even when it only sets the view: nothing is rewritten', async () => {
      const response = await upload(fields(), viewOnlyOpenActionPdf());
      expect(response.status).toBe(422);
      expect(response.body.error).toMatchObject({
        code: 'document_active_content',
        message: expect.stringContaining('/OpenAction'),
      });
      expect(await adminSlugs()).toEqual([]);
    });

    it('refuses a PDF whose compressed objects it cannot inspect', async () => {
      const response = await upload(fields(), lzwObjectStreamPdf());
      expect(response.status).toBe(422);
      expect(response.body.error.code).toBe('document_uninspectable');
      expect(await adminSlugs()).toEqual([]);
    });

    it('takes a plain PDF whatever name and type it was sent with', async () => {
      const response = await request(app)
        .post('/api/admin/documents')
        .set(auth())
        .field('data', JSON.stringify(fields()))
        .attach('file', await tinyPdf(), { filename: 'x.bin', contentType: 'text/plain' })
        .expect(201);
      expect((response.body as AdminDocument).url).toBe(
        '/uploads/documents/relazione-semestrale-2025.pdf',
      );
    });

    it('answers 400 for a file name holding a control character, storing nothing', async () => {
      const { contentType, body } = rawMultipart([
        { name: 'data', content: JSON.stringify(fields()) },
        {
          name: 'file',
          filename: 'a\x01.pdf',
          contentType: 'application/pdf',
          content: await tinyPdf(),
        },
      ]);
      const response = await request(app)
        .post('/api/admin/documents')
        .set(auth())
        .set('Content-Type', contentType)
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: expect.objectContaining({ code: 'validation_failed', field: 'body' }),
      });
      expect(await adminSlugs()).toEqual([]);
    });

    it('names the field at fault, and needs the file', async () => {
      const noItalian = await upload(fields({ titles: { en: 'Only English' } }), await tinyPdf());
      expect(noItalian.status).toBe(400);
      expect(noItalian.body.error.field).toBe('titles.it');
      const noPeriod = await upload(fields({ period: 'monthly' }), await tinyPdf());
      expect(noPeriod.body.error.field).toBe('period');
      const noFile = await request(app)
        .post('/api/admin/documents')
        .set(auth())
        .field('data', JSON.stringify(fields()));
      expect(noFile.status).toBe(400);
      expect(noFile.body.error.field).toBe('file');
    });

    it('keeps an address to one document', async () => {
      await create(fields());
      const again = await upload(fields(), await tinyPdf());
      expect(again.status).toBe(409);
    });
  });

  it('lets administrators only write and read the administrators’ list', async () => {
    const created = await create(fields());
    await request(app)
      .post('/api/admin/documents')
      .field('data', JSON.stringify(fields({ slug: 'altro' })))
      .attach('file', await tinyPdf(), 'a.pdf')
      .expect(401);
    await request(app).get('/api/admin/documents').expect(401);
    await request(app).get(`/api/admin/documents/${created._id}`).expect(401);
    await request(app).get(`/api/admin/documents/${created._id}/files/1`).expect(401);
    await request(app).put(`/api/admin/documents/${created._id}`).send(fields()).expect(401);
    await request(app)
      .post(`/api/admin/documents/${created._id}/file`)
      .attach('file', await tinyPdf(), 'a.pdf')
      .expect(401);
    await request(app).post(`/api/admin/documents/${created._id}/withdraw`).expect(401);
    await request(app)
      .get('/api/admin/documents')
      .set('Authorization', 'Bearer forged.token.value')
      .expect(401);
  });

  describe('states', () => {
    it('shows visitors published documents only; administrators see every one', async () => {
      await create(fields({ slug: 'pubblicato' }));
      await create(fields({ slug: 'bozza', publication: { state: 'draft' } }));
      const withdrawn = await create(fields({ slug: 'ritirato' }));
      await request(app)
        .post(`/api/admin/documents/${withdrawn._id}/withdraw`)
        .set(auth())
        .expect(200);

      expect(await publicSlugs()).toEqual(['pubblicato']);
      await request(app).get('/uploads/documents/pubblicato.pdf').expect(200);
      await request(app).get('/uploads/documents/bozza.pdf').expect(404);
      await request(app).get('/uploads/documents/ritirato.pdf').expect(404);
      await request(app).get('/uploads/documents/nessuno.pdf').expect(404);
      await request(app).get('/uploads/documents/pubblicato').expect(404);

      expect(new Set(await adminSlugs())).toEqual(new Set(['pubblicato', 'bozza', 'ritirato']));
      expect(await adminSlugs('?state=draft')).toEqual(['bozza']);
      expect(await adminSlugs('?state=unpublished')).toEqual(['ritirato']);
    });

    it('publishes a scheduled document at its moment', async () => {
      const publishAt = new Date(nowMs + HOUR).toISOString();
      await create(fields({ publication: { state: 'scheduled', publishAt } }));
      expect(await publicSlugs()).toEqual([]);
      await request(app).get('/uploads/documents/relazione-semestrale-2025.pdf').expect(404);
      expect(await adminSlugs('?state=scheduled')).toEqual(['relazione-semestrale-2025']);

      nowMs += 2 * HOUR;
      expect(await publicSlugs()).toEqual(['relazione-semestrale-2025']);
      await request(app).get('/uploads/documents/relazione-semestrale-2025.pdf').expect(200);
      expect(await adminSlugs('?state=published')).toEqual(['relazione-semestrale-2025']);
    });

    it('publishes a draft by an update, and records each change in the audit trail', async () => {
      const draft = await create(fields({ publication: { state: 'draft' } }));
      const { slug: _slug, ...input } = fields({ publication: { state: 'published' } });
      const updated = await request(app)
        .put(`/api/admin/documents/${draft._id}`)
        .set(auth())
        .send({ ...input, titles: { it: 'Relazione semestrale', bg: 'Полугодишен отчет' } })
        .expect(200);
      const body = updated.body as AdminDocument;
      expect(body.publication.state).toBe('published');
      expect(body.titles).toEqual({ it: 'Relazione semestrale', bg: 'Полугодишен отчет' });
      expect(body.url).toBe(draft.url);
      await request(app).get(draft.url).expect(200);

      // The audit entry is written once the answer is sent.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const audit = await request(app).get('/api/audit?action=document').set(auth()).expect(200);
      expect((audit.body as AuditPage).items.slice(0, 2).map((e) => [e.action, e.target])).toEqual([
        ['document.publish', 'relazione-semestrale-2025'],
        ['document.create', 'relazione-semestrale-2025'],
      ]);
    });
  });

  it('filters, searches and pages the lists', async () => {
    await create(
      fields({ slug: 'bilancio-2023', year: 2023, period: 'annual', date: '2024-04-30' }),
    );
    await create(
      fields({
        slug: 'assemblea-2024',
        kind: 'meeting-paper',
        meetingDate: '2024-06-20',
        date: '2024-05-20',
        titles: { it: 'Ordine del giorno', en: 'Agenda', bg: 'Дневен ред' },
      }),
    );
    await create(
      fields({
        slug: 'certificato-iso',
        kind: 'certificate',
        date: '2023-02-01',
        titles: { it: 'Certificato ISO 9001' },
      }),
    );

    expect(await publicSlugs()).toEqual(
      ['relazione-semestrale-2025', 'assemblea-2024', 'bilancio-2023', 'certificato-iso'].slice(1),
    );
    expect(await publicSlugs('?kind=financial-statement')).toEqual(['bilancio-2023']);
    expect(await publicSlugs('?year=2024')).toEqual(['assemblea-2024']);
    expect(await publicSlugs('?year=2023')).toEqual(['bilancio-2023', 'certificato-iso']);
    expect(await adminSlugs('?q=ordine%20GIORNO')).toEqual(['assemblea-2024']);
    expect(await adminSlugs('?q=дневен')).toEqual(['assemblea-2024']);
    expect(await adminSlugs('?missing=bg')).toEqual(['bilancio-2023', 'certificato-iso']);
    expect(await adminSlugs('?missing=en')).toEqual(['certificato-iso']);
    await request(app).get('/api/documents?kind=brochure').expect(400);
    await request(app).get('/api/documents?year=24').expect(400);

    const first = (await request(app).get('/api/documents?limit=2').expect(200))
      .body as DocumentPage;
    expect(first.items.map((i) => i.slug)).toEqual(['assemblea-2024', 'bilancio-2023']);
    expect(first.items[0]).toMatchObject({
      kind: 'meeting-paper',
      meetingDate: '2024-06-20',
      year: 2024,
      period: null,
    });
    const second = (
      await request(app)
        .get(`/api/documents?limit=2&cursor=${first.nextCursor ?? ''}`)
        .expect(200)
    ).body as DocumentPage;
    expect(second.items.map((i) => i.slug)).toEqual(['certificato-iso']);
    expect(second.nextCursor).toBeNull();

    // The administrators' list pages the same way, drafts included.
    await create(fields({ slug: 'bozza-2025', publication: { state: 'draft' } }));
    const adminFirst = (
      await request(app).get('/api/admin/documents?limit=2').set(auth()).expect(200)
    ).body as AdminDocumentPage;
    expect(adminFirst.items.map((i) => i.slug)).toEqual(['bozza-2025', 'assemblea-2024']);
    const adminSecond = (
      await request(app)
        .get(`/api/admin/documents?limit=2&cursor=${adminFirst.nextCursor ?? ''}`)
        .set(auth())
        .expect(200)
    ).body as AdminDocumentPage;
    expect(adminSecond.items.map((i) => i.slug)).toEqual(['bilancio-2023', 'certificato-iso']);
    await request(app).get('/api/admin/documents?limit=51').set(auth()).expect(400);
    await request(app).get('/api/documents?limit=101').expect(400);
  });

  it('replaces the file at the same address, keeps the earlier one for administrators', async () => {
    const first = await tinyPdf('Prima versione');
    const second = await tinyPdf('Seconda versione, corretta');
    const created = await create(fields(), first);
    const before = await request(app).get(created.url).expect(200);
    expect(Buffer.from(before.body as Buffer).equals(first)).toBe(true);
    const firstTag = before.headers.etag;
    // The client's copy is current: 304, no body.
    await request(app).get(created.url).set('If-None-Match', String(firstTag)).expect(304);

    nowMs += 60_000;
    const replaced = await request(app)
      .post(`/api/admin/documents/${created._id}/file`)
      .set(auth())
      .attach('file', second, 'corretta.pdf')
      .expect(200);
    const body = replaced.body as AdminDocument;
    expect(body.url).toBe(created.url);
    expect(body.files.map((f) => [f.version, f.size, f.current])).toEqual([
      [2, second.length, true],
      [1, first.length, false],
    ]);
    expect(Date.parse(body.files[0]?.uploadedAt ?? '')).toBeGreaterThan(
      Date.parse(body.files[1]?.uploadedAt ?? ''),
    );

    // The same address serves the new bytes at once: the old ETag no longer matches.
    const after = await request(app).get(created.url).set('If-None-Match', String(firstTag));
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(firstTag);
    expect(Buffer.from(after.body as Buffer).equals(second)).toBe(true);

    const earlier = await request(app)
      .get(`/api/admin/documents/${created._id}/files/1`)
      .set(auth())
      .expect(200);
    expect(Buffer.from(earlier.body as Buffer).equals(first)).toBe(true);
    await request(app).get(`/api/admin/documents/${created._id}/files/3`).set(auth()).expect(404);

    const refused = await request(app)
      .post(`/api/admin/documents/${created._id}/file`)
      .set(auth())
      .attach('file', Buffer.from('not a pdf'), 'x.pdf');
    expect(refused.status).toBe(415);
    const active = await request(app)
      .post(`/api/admin/documents/${created._id}/file`)
      .set(auth())
      .attach('file', await pdfWithOpenAction(), 'x.pdf');
    expect(active.status).toBe(422);
    // Neither refusal touched the history, and the replacement is in the audit trail.
    const history = (
      await request(app).get(`/api/admin/documents/${created._id}`).set(auth()).expect(200)
    ).body as AdminDocument;
    expect(history.files.map((f) => f.version)).toEqual([2, 1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const audit = await request(app).get('/api/audit?action=document').set(auth()).expect(200);
    expect((audit.body as AuditPage).items[0]).toMatchObject({
      action: 'document.replace',
      target: 'relazione-semestrale-2025',
    });
  });

  it('serves the file inert, named after its title, revalidated on every use', async () => {
    await create(fields({ titles: { it: 'Bilancio d’esercizio 2024: è approvato' } }));
    const response = await request(app).get('/uploads/documents/relazione-semestrale-2025.pdf');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{24}"$/);
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="Bilancio-d-esercizio-2024-e-approvato.pdf"; ' +
        "filename*=UTF-8''Bilancio%20d%E2%80%99esercizio%202024%3A%20%C3%A8%20approvato.pdf",
    );

    const head = await request(app).head('/uploads/documents/relazione-semestrale-2025.pdf');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(response.headers['content-length']);
  });
});
