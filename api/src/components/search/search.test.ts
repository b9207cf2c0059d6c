import type { SearchApiAnswer } from '@alu/common/contracts';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { adminApp, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { testDatabase } from '../../../dev/test-support/helpers';
import { CAREERS_COLLECTION } from '../careers/careersRepository';
import { NEWS_COLLECTION } from '../news/newsRepository';
import type { NewNewsDocument } from '../news/newsDocument';
import { VACANCY_INPUT } from '../../../dev/test-support/careers';

const NOW = new Date('2026-04-10T09:00:00Z');
const empty = { title: '', contentOne: '', contentTwo: '' };

function newsItem(url: string, it: string, text: string, extra: Partial<NewNewsDocument> = {}) {
  return {
    url,
    date: new Date('2026-03-15T00:00:00Z'),
    cover: 'cover.jpg',
    gallery: [],
    isMediaNews: false,
    content: {
      it: { title: it, contentOne: `<p>${text}</p>`, contentTwo: '' },
      en: empty,
      bg: empty,
      de: empty,
    },
    ...extra,
  };
}

describe('GET /api/search', () => {
  let database: Database;
  let app: ReturnType<typeof adminApp>;
  let token: string;
  const search = (query: Record<string, string>) => request(app).get('/api/search').query(query);
  const titles = (body: SearchApiAnswer) =>
    Object.fromEntries(body.groups.map((group) => [group.kind, group.results.map((r) => r.title)]));

  beforeAll(async () => {
    database = testDatabase();
    app = adminApp(database, { now: () => NOW });
    await createTestAdmin(database.db);
    token = await signIn(app);
    await database.db.collection(NEWS_COLLECTION).insertMany([
      newsItem('pressa', 'Nuova pressa di estrusione', 'Una pressa da 2.800 tonnellate', {
        content: {
          it: {
            title: 'Nuova pressa di estrusione',
            contentOne: '<p>Pressa &amp; stampi</p>',
            contentTwo: '',
          },
          en: { title: 'New extrusion press', contentOne: '<p>A press</p>', contentTwo: '' },
          bg: empty,
          de: empty,
        },
      }),
      newsItem('fiera', 'Alumis alla fiera di Düsseldorf', 'Laminati e profili in mostra'),
      newsItem('intervista', 'Intervista al direttore', 'Il quotidiano parla di laminati', {
        isMediaNews: true,
      }),
      // Without an Italian title it is shown nowhere, so it is not found either.
      newsItem('nascosta', '', 'laminati nascosti'),
    ]);
    await database.db.collection(CAREERS_COLLECTION).insertMany([
      {
        title: 'Tecnico di laminazione',
        startDate: new Date('2026-04-01T00:00:00Z'),
        endDate: new Date('2026-04-30T00:00:00Z'),
        responsibilities: '<p>Laminatoio a freddo</p>',
        requirements: '',
        additional: '',
      },
      {
        title: 'Addetto laminazione scaduto',
        startDate: new Date('2026-01-01T00:00:00Z'),
        endDate: new Date('2026-01-31T00:00:00Z'),
        responsibilities: '',
        requirements: '',
        additional: '',
      },
    ]);
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  it('finds published news, media mentions and visible vacancies, grouped by kind', async () => {
    const response = await search({ q: 'laminati' }).expect(200);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(titles(response.body)).toEqual({
      news: ['Alumis alla fiera di Düsseldorf'],
      media: ['Intervista al direttore'],
    });
    const laminazione = await search({ q: 'laminazione' }).expect(200);
    expect(titles(laminazione.body)).toEqual({ vacancy: ['Tecnico di laminazione'] });
    expect(laminazione.body.groups[0]).toMatchObject({
      count: 1,
      nextCursor: null,
      results: [
        {
          kind: 'vacancy',
          href: expect.stringMatching(/^\/careers\/open-positions\/[0-9a-f]{24}$/),
          detail: 'Laminatoio a freddo',
        },
      ],
    });
  });

  it('ignores accents and case, tolerates one typo in longer words', async () => {
    expect(titles((await search({ q: 'DUSSELDORF' })).body)).toEqual({
      news: ['Alumis alla fiera di Düsseldorf'],
    });
    expect(titles((await search({ q: 'estrusone' })).body)).toEqual({
      news: ['Nuova pressa di estrusione'],
    });
  });

  it('answers in the visitor’s language, falling back to Italian', async () => {
    const english = await search({ q: 'press', lang: 'en' }).expect(200);
    expect(english.body.groups[0].results[0]).toMatchObject({
      title: 'New extrusion press',
      href: '/news/pressa',
    });
    expect(titles((await search({ q: 'fiera', lang: 'bg' })).body)).toEqual({
      news: ['Alumis alla fiera di Düsseldorf'],
    });
  });

  it('pages through one kind with a cursor', async () => {
    const first = await search({ q: 'di', kind: 'news', limit: '1' }).expect(200);
    expect(first.body.groups).toHaveLength(1);
    expect(first.body.groups[0].count).toBe(2);
    expect(first.body.groups[0].results).toHaveLength(1);
    const cursor = first.body.groups[0].nextCursor as string;
    expect(typeof cursor).toBe('string');
    const second = await search({ q: 'di', kind: 'news', limit: '1', cursor }).expect(200);
    expect(second.body.groups[0].nextCursor).toBeNull();
    const seen = [first, second].map((page) => page.body.groups[0].results[0].title);
    expect(new Set(seen).size).toBe(2);
  });

  it.each([
    [{}, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ q: 'a', lang: 'de' }, 'lang'],
    [{ q: 'a', kind: 'everything' }, 'kind'],
    [{ q: 'a', limit: '0' }, 'limit'],
    [{ q: 'a', limit: '51' }, 'limit'],
    [{ q: 'a', cursor: 'bzE' }, 'cursor'],
    [{ q: 'a', kind: 'news', cursor: 'not-ours' }, 'cursor'],
  ])('refuses %j with 400 naming %s', async (query, field) => {
    const response = await search(query as Record<string, string>).expect(400);
    expect(response.body.error.field).toBe(field);
  });

  it('answers an empty query with no groups', async () => {
    expect((await search({ q: '  ' }).expect(200)).body.groups).toEqual([]);
  });

  it('sees an administrator’s write at once: a new vacancy is found, a deleted one is not', async () => {
    // Warm the index first, so a stale one would answer.
    expect(titles((await search({ q: 'operatore' })).body)).toEqual({});
    const created = await request(app)
      .post('/api/careers')
      .set('Authorization', `Bearer ${token}`)
      .send(VACANCY_INPUT)
      .expect(201);
    expect(titles((await search({ q: 'operatore' })).body)).toEqual({
      vacancy: ['Operatore di laminatoio'],
    });
    await request(app)
      .delete(`/api/careers/${created.body._id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(204);
    expect(titles((await search({ q: 'operatore' })).body)).toEqual({});
  });
});
