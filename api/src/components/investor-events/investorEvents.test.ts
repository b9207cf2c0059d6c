// The investors' calendar over HTTP against the real database: what a write must be, who may
// write, what visitors see in each state, the linked document shown only while published, the
// audit trail and the change the site server is told of.
import type {
  AdminDocument,
  AdminInvestorEvent,
  AdminInvestorEventList,
  AuditPage,
  InvestorEventList,
} from '@alu/common/contracts';
import request from 'supertest';
import { composeApi } from '../../app/composeApi';
import { createApp } from '../../app/createApp';
import type { Database } from '../../platform/database/database';
import { DOCUMENT_FILES_BUCKET } from '../../platform/file-storage/fileStorage';
import { RemotesRegistry } from '../remotes/registry';
import { createTestAdmin, signIn, TEST_JWT_SECRET } from '../../../dev/test-support/adminHelpers';
import { tinyPdf } from '../../../dev/test-support/documents';
import { silentLogger, testDatabase } from '../../../dev/test-support/helpers';
import { DOCUMENTS_COLLECTION } from '../documents';
import { INVESTOR_EVENTS_COLLECTION } from './investorEventsRepository';

const HOUR = 3600_000;

describe('investor events', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let token: string;
  let nowMs = Date.now();
  const auth = () => ({ Authorization: `Bearer ${token}` });

  const fields = (extra: Record<string, unknown> = {}) => ({
    titles: { it: 'Pagamento del dividendo 2025', en: 'Dividend payment 2025' },
    date: '2026-05-20',
    kind: 'dividend',
    ...extra,
  });
  const post = (body: unknown) =>
    request(app)
      .post('/api/admin/investor-events')
      .set(auth())
      .send(body as object);
  async function create(body: Record<string, unknown>): Promise<AdminInvestorEvent> {
    const response = await post(body);
    expect(response.status).toBe(201);
    return response.body as AdminInvestorEvent;
  }
  async function document(slug: string, publication?: unknown): Promise<AdminDocument> {
    const data = {
      slug,
      titles: { it: 'Relazione semestrale 2025', bg: 'Полугодишен отчет 2025' },
      kind: 'report',
      date: '2025-09-15',
      ...(publication ? { publication } : {}),
    };
    const response = await request(app)
      .post('/api/admin/documents')
      .set(auth())
      .field('data', JSON.stringify(data))
      .attach('file', await tinyPdf(slug), { filename: 'a.pdf', contentType: 'application/pdf' })
      .expect(201);
    return response.body as AdminDocument;
  }
  const publicList = async () =>
    ((await request(app).get('/api/investor-events').expect(200)).body as InvestorEventList).items;
  const publicTitles = async () => (await publicList()).map((item) => item.titles.it);
  const adminTitles = async (query = '') =>
    (
      (await request(app).get(`/api/admin/investor-events${query}`).set(auth()).expect(200))
        .body as AdminInvestorEventList
    ).items.map((item) => item.titles.it);

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
      }),
    );
    token = await signIn(app);
  });
  afterEach(async () => {
    nowMs = Date.now();
    await database.db.collection(INVESTOR_EVENTS_COLLECTION).deleteMany({});
    await database.db.collection(DOCUMENTS_COLLECTION).deleteMany({});
    await database.db.collection(`${DOCUMENT_FILES_BUCKET}.files`).deleteMany({});
    await database.db.collection(`${DOCUMENT_FILES_BUCKET}.chunks`).deleteMany({});
  });
  afterAll(() => database.close());

  describe('what a write must be', () => {
    it.each([
      ['a day that does not exist', fields({ date: '2026-02-30' }), 'date'],
      ['a date in no accepted form', fields({ date: '20/05/2026' }), 'date'],
      ['no date', { titles: { it: 'Evento' }, kind: 'other' }, 'date'],
      ['no Italian title', fields({ titles: { en: 'Dividend' } }), 'titles.it'],
      ['a blank Italian title', fields({ titles: { it: '   ', en: 'Dividend' } }), 'titles.it'],
      ['an unknown kind', fields({ kind: 'party' }), 'kind'],
      ['a document id that is no id', fields({ documentId: 'abc' }), 'documentId'],
      ['a list instead of an event', [fields()], 'body'],
    ])('refuses %s', async (_case, body, field) => {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual(
        expect.objectContaining({ code: 'validation_failed', field }),
      );
      expect(await adminTitles()).toEqual([]);
    });

    it('refuses a link to a document that does not exist', async () => {
      const response = await post(fields({ documentId: '0123456789abcdef01234567' }));
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual(
        expect.objectContaining({ code: 'validation_failed', field: 'documentId' }),
      );
      expect(await adminTitles()).toEqual([]);
    });

    it('stores a DD-MM-YYYY date as the day, and drops blank optional titles', async () => {
      const created = await create(
        fields({ date: '20-05-2026', titles: { it: 'Assemblea', en: ' ' } }),
      );
      expect(created.date).toBe('2026-05-20');
      expect(created.titles).toEqual({ it: 'Assemblea' });
      expect(created.document).toBeNull();
      expect(created.documentId).toBeNull();
    });
  });

  it('lets administrators only write and read the administrators’ list', async () => {
    const created = await create(fields());
    await request(app).post('/api/admin/investor-events').send(fields()).expect(401);
    await request(app).get('/api/admin/investor-events').expect(401);
    await request(app).get(`/api/admin/investor-events/${created._id}`).expect(401);
    await request(app).put(`/api/admin/investor-events/${created._id}`).send(fields()).expect(401);
    await request(app).post(`/api/admin/investor-events/${created._id}/withdraw`).expect(401);
    await request(app).delete(`/api/admin/investor-events/${created._id}`).expect(401);
    await request(app)
      .get('/api/admin/investor-events')
      .set('Authorization', 'Bearer forged.token.value')
      .expect(401);
    expect(await adminTitles()).toEqual(['Pagamento del dividendo 2025']);
  });

  describe('states', () => {
    it('shows visitors published events only, oldest first; administrators every one', async () => {
      await create(fields({ titles: { it: 'Più tardi' }, date: '2026-09-01' }));
      await create(fields({ titles: { it: 'Prima' }, date: '2026-03-01' }));
      await create(fields({ titles: { it: 'Bozza' }, publication: { state: 'draft' } }));
      const withdrawn = await create(fields({ titles: { it: 'Ritirato' } }));
      const answer = await request(app)
        .post(`/api/admin/investor-events/${withdrawn._id}/withdraw`)
        .set(auth())
        .expect(200);
      expect((answer.body as AdminInvestorEvent).publication.state).toBe('unpublished');

      const list = await request(app).get('/api/investor-events').expect(200);
      expect(list.headers['cache-control']).toBe('no-cache');
      expect(await publicTitles()).toEqual(['Prima', 'Più tardi']);
      expect(new Set(await adminTitles())).toEqual(
        new Set(['Più tardi', 'Prima', 'Bozza', 'Ritirato']),
      );
      expect(await adminTitles('?state=draft')).toEqual(['Bozza']);
      expect(await adminTitles('?state=unpublished')).toEqual(['Ritirato']);
    });

    it('publishes a scheduled event at its moment', async () => {
      const publishAt = new Date(nowMs + HOUR).toISOString();
      await create(fields({ publication: { state: 'scheduled', publishAt } }));
      expect(await publicTitles()).toEqual([]);
      expect(await adminTitles('?state=scheduled')).toEqual(['Pagamento del dividendo 2025']);
      nowMs += 2 * HOUR;
      expect(await publicTitles()).toEqual(['Pagamento del dividendo 2025']);
    });

    it('refuses a schedule in the past', async () => {
      const publishAt = new Date(nowMs - HOUR).toISOString();
      const response = await post(fields({ publication: { state: 'scheduled', publishAt } }));
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe('publication.publishAt');
    });

    it('publishes a draft by an update, tells the site server, and records it', async () => {
      const draft = await create(fields({ publication: { state: 'draft' } }));
      const updated = await request(app)
        .put(`/api/admin/investor-events/${draft._id}`)
        .set(auth())
        .send(fields({ publication: { state: 'published' }, titles: { it: 'Dividendo' } }))
        .expect(200);
      expect(updated.headers['site-changed']).toBe('investor-events');
      expect((updated.body as AdminInvestorEvent).publication.state).toBe('published');
      expect(await publicTitles()).toEqual(['Dividendo']);

      await request(app).delete(`/api/admin/investor-events/${draft._id}`).set(auth()).expect(204);
      expect(await adminTitles()).toEqual([]);
      await request(app).delete(`/api/admin/investor-events/${draft._id}`).set(auth()).expect(404);

      // The audit entries are written once the answers are sent.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const audit = await request(app)
        .get('/api/audit?action=investor-event')
        .set(auth())
        .expect(200);
      expect((audit.body as AuditPage).items.slice(0, 3).map((e) => e.action)).toEqual([
        'investor-event.delete',
        'investor-event.publish',
        'investor-event.create',
      ]);
    });
  });

  describe('the linked document', () => {
    it('is given to visitors only while the document is published', async () => {
      const report = await document('relazione-semestrale-2025');
      const event = await create(fields({ documentId: report._id, kind: 'report' }));
      expect(event.document).toEqual({
        url: '/uploads/documents/relazione-semestrale-2025.pdf',
        titles: report.titles,
      });
      expect((await publicList())[0]?.document?.url).toBe(
        '/uploads/documents/relazione-semestrale-2025.pdf',
      );

      await request(app)
        .post(`/api/admin/documents/${report._id}/withdraw`)
        .set(auth())
        .expect(200);
      const [shown] = await publicList();
      expect(shown?.titles.it).toBe('Pagamento del dividendo 2025');
      expect(shown?.document).toBeNull();
      const admin = await request(app)
        .get(`/api/admin/investor-events/${event._id}`)
        .set(auth())
        .expect(200);
      expect((admin.body as AdminInvestorEvent).documentId).toBe(report._id);
    });

    it('is not given while the document is a draft, and an update can remove it', async () => {
      const draft = await document('bozza-2025', { state: 'draft' });
      const event = await create(fields({ documentId: draft._id }));
      expect((await publicList())[0]?.document).toBeNull();
      const updated = await request(app)
        .put(`/api/admin/investor-events/${event._id}`)
        .set(auth())
        .send(fields({ documentId: null }))
        .expect(200);
      expect((updated.body as AdminInvestorEvent).documentId).toBeNull();
    });
  });
});
