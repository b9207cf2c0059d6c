// Seeding the investors' calendar, over HTTP against the real database: the six events are
// published in date order with their three languages, a second run adds nothing, and an
// editor's change or withdrawal of a seeded event survives any later run.
import type { AdminInvestorEvent, InvestorEventList } from '@alu/common/contracts';
import request from 'supertest';
import type { Database } from '#api/platform/database/database';
import { INVESTOR_EVENTS_COLLECTION } from '#api/components/investor-events/investorEventsRepository';
import { adminApp, createTestAdmin, signIn } from '../test-support/adminHelpers';
import { silentLogger, testDatabase } from '../test-support/helpers';
import { SEED_INVESTOR_EVENTS } from './seedInvestorEvents.data';
import { seedInvestorEvents } from './seedInvestorEvents';

describe('seedInvestorEvents', () => {
  let database: Database;
  let app: ReturnType<typeof adminApp>;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const publicList = async () =>
    ((await request(app).get('/api/investor-events').expect(200)).body as InvestorEventList).items;

  beforeAll(async () => {
    database = testDatabase();
    await database.db.collection(INVESTOR_EVENTS_COLLECTION).deleteMany({});
    await createTestAdmin(database.db);
    app = adminApp(database);
    token = await signIn(app);
  });
  afterAll(async () => {
    await database.db.collection(INVESTOR_EVENTS_COLLECTION).deleteMany({});
    await database.close();
  });

  it('publishes the six events once, and leaves an editor’s changes alone', async () => {
    expect(await seedInvestorEvents(database.db, silentLogger)).toEqual({ added: 6, present: 0 });
    const events = await publicList();
    expect(events.map((event) => event.date)).toEqual([
      '2018-08-27',
      '2018-08-29',
      '2018-10-30',
      '2018-11-29',
      '2019-01-30',
      '2019-03-01',
    ]);
    expect(events[0]).toEqual(
      expect.objectContaining({
        kind: 'dividend',
        titles: SEED_INVESTOR_EVENTS[0]?.titles,
        document: null,
      }),
    );
    for (const event of events)
      expect(Object.keys(event.titles).sort()).toEqual(['bg', 'en', 'it']);

    const [first, second] = events;
    await request(app)
      .post(`/api/admin/investor-events/${first?._id}/withdraw`)
      .set(auth())
      .expect(200);
    const edited = await request(app)
      .put(`/api/admin/investor-events/${second?._id}`)
      .set(auth())
      .send({ date: '2018-08-30', kind: 'report', titles: { it: 'Relazione semestrale 2018' } })
      .expect(200);
    expect((edited.body as AdminInvestorEvent).date).toBe('2018-08-30');

    expect(await seedInvestorEvents(database.db, silentLogger)).toEqual({ added: 0, present: 6 });
    const after = await publicList();
    expect(after).toHaveLength(5);
    expect(after[0]?.titles).toEqual({ it: 'Relazione semestrale 2018' });
  });
});
