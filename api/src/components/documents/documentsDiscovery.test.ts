// How visitors and search engines find a document, over HTTP against the real database: the
// site search by its title in each language, and the sitemap of the documents' files; a
// draft or a withdrawn document in neither.
import type { AdminDocument, SearchApiAnswer } from '@alu/common/contracts';
import request from 'supertest';
import { adminApp, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { tinyPdf } from '../../../dev/test-support/documents';
import { testDatabase } from '../../../dev/test-support/helpers';
import type { Database } from '../../platform/database/database';
import { DOCUMENT_FILES_BUCKET } from '../../platform/file-storage/fileStorage';
import { DOCUMENTS_COLLECTION } from './documentsRepository';

describe('finding documents', () => {
  let database: Database;
  let app: ReturnType<typeof adminApp>;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  const fields = {
    slug: 'relazione-semestrale-2025',
    titles: { it: 'Relazione finanziaria semestrale 2025', en: 'Half-year financial report 2025' },
    kind: 'financial-statement',
    year: 2025,
    period: 'half-year',
    date: '2025-09-15',
  };
  const found = async (q: string, lang: string) => {
    const answer = (await request(app).get('/api/search').query({ q, lang }).expect(200))
      .body as SearchApiAnswer;
    return answer.groups
      .filter((group) => group.kind === 'document')
      .flatMap((group) =>
        group.results.map(({ title, href, detail }) => ({ title, href, detail })),
      );
  };
  const sitemap = async () => {
    const response = await request(app).get('/uploads/documents/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    return response.text;
  };

  beforeAll(async () => {
    database = testDatabase();
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

  it('finds a published document by its title in each language, never a draft or a withdrawn one', async () => {
    const created = await request(app)
      .post('/api/admin/documents')
      .set(auth())
      .field('data', JSON.stringify({ ...fields, publication: { state: 'draft' } }))
      .attach('file', await tinyPdf('H1 2025'), {
        filename: 'h1.pdf',
        contentType: 'application/pdf',
      })
      .expect(201);
    const document = created.body as AdminDocument;
    expect(await found('semestrale', 'it')).toEqual([]);
    expect(await sitemap()).not.toContain('relazione-semestrale-2025');

    await request(app)
      .put(`/api/admin/documents/${document._id}`)
      .set(auth())
      .send({ ...fields, slug: undefined, publication: { state: 'published' } })
      .expect(200);
    const href = '/uploads/documents/relazione-semestrale-2025.pdf';
    expect(await found('semestrale', 'it')).toEqual([
      { title: 'Relazione finanziaria semestrale 2025', href, detail: 'Bilancio · PDF' },
    ]);
    expect(await found('half-year', 'en')).toEqual([
      { title: 'Half-year financial report 2025', href, detail: 'Financial statements · PDF' },
    ]);
    // No Bulgarian title: the Italian one is shown, and found.
    expect(await found('semestrale', 'bg')).toEqual([
      { title: 'Relazione finanziaria semestrale 2025', href, detail: 'Финансов отчет · PDF' },
    ]);
    expect(await sitemap()).toMatch(
      /<url><loc>http:\/\/[^<]+\/uploads\/documents\/relazione-semestrale-2025\.pdf<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
    );

    await request(app)
      .post(`/api/admin/documents/${document._id}/withdraw`)
      .set(auth())
      .expect(200);
    expect(await found('semestrale', 'it')).toEqual([]);
    expect(await sitemap()).not.toContain('relazione-semestrale-2025');
  });
});
