import request from 'supertest';
import type { Database } from '../database/database';
import { CAREERS_COLLECTION } from '../../components/careers/careersRepository';
import { NEWS_COLLECTION } from '../../components/news/newsRepository';
import { adminApp, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { VACANCY_INPUT } from '../../../dev/test-support/careers';
import { testDatabase } from '../../../dev/test-support/helpers';
import { TINY_PNG } from '../../../dev/test-support/images';
import { newsInput } from '../../../dev/test-support/news';
import { localChangeFeed, parseNotice, type ChangeFeed, type ChangeNotice } from './changeFeed';

/** A feed that records what the app publishes. */
function recordingFeed(): ChangeFeed & { published: string[] } {
  const published: string[] = [];
  return {
    published,
    publish: (change) => void published.push(change),
    subscribe: () => undefined,
    close: () => Promise.resolve(),
  };
}

const vacancy = VACANCY_INPUT;

describe('the change feed', () => {
  let database: Database;

  beforeAll(async () => {
    database = testDatabase();
    await createTestAdmin(database.db);
  });
  afterAll(async () => {
    await database.db.collection(CAREERS_COLLECTION).deleteMany({});
    await database.db.collection(NEWS_COLLECTION).deleteMany({});
    await database.close();
  });

  it('hears of an administrator’s successful write, not of a refused one', async () => {
    const feed = recordingFeed();
    const app = adminApp(database, { changes: feed });
    await request(app).post('/api/careers').send(vacancy).expect(401);
    await request(app)
      .post('/api/careers')
      .set('Authorization', `Bearer ${await signIn(app)}`)
      .send({ ...vacancy, title: '' })
      .expect(400);
    expect(feed.published).toEqual([]);
    await request(app)
      .post('/api/careers')
      .set('Authorization', `Bearer ${await signIn(app)}`)
      .send(vacancy)
      .expect(201);
    expect(feed.published).toEqual(['careers']);
  });

  it('empties the news answers of every instance on it, not only the writer’s', async () => {
    // Two instances on one database, each keeping its answers a minute. One feed links A
    // and B (as Redis does); C hears nothing.
    const shared = localChangeFeed();
    const a = adminApp(database, { newsCacheMs: 60_000, changes: shared });
    const b = adminApp(database, { newsCacheMs: 60_000, changes: shared });
    const c = adminApp(database, { newsCacheMs: 60_000 });
    for (const instance of [b, c]) await request(instance).get('/api/news/latest').expect(200);

    await request(a)
      .post('/api/news')
      .set('Authorization', `Bearer ${await signIn(a)}`)
      .field('data', JSON.stringify(newsInput({ url: 'sentita-da-tutti' })))
      .attach('cover', TINY_PNG, 'cover.png')
      .expect(201);

    const urls = async (instance: typeof a) =>
      ((await request(instance).get('/api/news/latest')).body as { url: string }[]).map(
        (item) => item.url,
      );
    expect(await urls(b)).toContain('sentita-da-tutti');
    expect(await urls(c)).not.toContain('sentita-da-tutti');
  });

  it('reads the changes a message names and ignores the rest', () => {
    expect(parseNotice('news')).toEqual(['news']);
    expect(parseNotice('news, remotes,careers')).toEqual(['news', 'remotes', 'careers']);
    expect(parseNotice('everything,<script>')).toEqual([]);
    const heard: ChangeNotice[] = [];
    const feed = localChangeFeed();
    feed.subscribe((notice) => heard.push(notice));
    feed.publish('remotes');
    expect(heard).toEqual([['remotes']]);
  });
});
