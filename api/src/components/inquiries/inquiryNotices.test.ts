// Staff are told of each new inquiry by e-mail, through the inquiries' own outbox: over HTTP
// and real SMTP, including a mail server that is away for a while.
import type { InquiriesPage, StoredInquiry } from '@alu/common/contracts';
import request from 'supertest';
import { inquiryNotices, type InquiryNotices } from './inquiryNotices';
import type { StaffMailConfig } from '../../config/config';
import type { Database } from '../../platform/database/database';
import { findFreePort } from '../../platform/database/ports';
import { adminApp, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { eventually, silentLogger, testDatabase } from '../../../dev/test-support/helpers';
import { productInquiry } from '../../../dev/test-support/inquiries';
import { startSmtpCatcher, type SmtpCatcher } from '../../../dev/test-support/smtpCatcher';
import { INQUIRIES_COLLECTION, InquiriesRepository } from './inquiriesRepository';

const mailConfig = (port: number): StaffMailConfig => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  from: undefined,
  recipients: undefined,
  retryBaseMs: 200,
  retryMaxMs: 400,
});

describe('the mail telling staff of a new inquiry', () => {
  let database: Database;
  let notices: InquiryNotices | undefined;
  let catcher: SmtpCatcher | undefined;

  async function setUp(port: number) {
    notices = inquiryNotices(
      new InquiriesRepository(database.db),
      mailConfig(port),
      'https://www.alumis.example',
      silentLogger,
    );
    notices.start();
    const app = adminApp(database, { inquiryNotices: notices });
    const token = await signIn(app);
    const inquiries = async () =>
      (
        (await request(app).get('/api/inquiries?limit=5').set('Authorization', `Bearer ${token}`))
          .body as InquiriesPage
      ).items;
    return { app, inquiries };
  }

  beforeAll(async () => {
    database = testDatabase();
    await createTestAdmin(database.db);
  });
  afterEach(async () => {
    await notices?.stop();
    await catcher?.close();
    notices = undefined;
    catcher = undefined;
    await database.db.collection(INQUIRIES_COLLECTION).deleteMany({});
  });
  afterAll(() => database.close());

  it('mails the site’s recipients of the form, replying to the visitor, and shows it sent', async () => {
    catcher = await startSmtpCatcher();
    const { app, inquiries } = await setUp(catcher.port);
    const answer = await request(app).post('/api/inquiries').send(productInquiry).expect(201);
    // Visitors are not told about staff's mail.
    expect((answer.body as StoredInquiry).notification).toBeUndefined();

    const [mail] = await eventually(
      () => Promise.resolve(catcher?.mails ?? []),
      (mails) => mails.length > 0,
    );
    expect(mail?.subject).toBe('Nuova richiesta dal sito: Foglio per uso domestico – Maria Rossi');
    expect(mail?.replyTo?.text).toBe('maria.rossi@esempio.it');
    expect(mail?.from?.text).toBe('"Sito web Alumis" <website@alumis.example>');
    const to = Array.isArray(mail?.to) ? mail.to : [mail?.to];
    expect(to.flatMap((address) => address?.value.map((v) => v.address))).toEqual([
      'sales@alumis.example',
      'export.sales@alumis.example',
      'rolled.products@alumis.example',
      'extrusion.sales@alumis.example',
      'marketing@alumis.example',
    ]);
    expect(mail?.text).toContain('Vorrei un preventivo per 20 t di foglio da 11 µm.');
    expect(mail?.text).toContain(
      'Pagina: https://www.alumis.example/products/rolled-foils/household-foil',
    );

    const [stored] = await eventually(
      inquiries,
      ([first]) => first?.notification?.state === 'sent',
    );
    expect(stored?.notification).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    // Sent once, whatever else happens.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(catcher.mails).toHaveLength(1);
  });

  it('writes each one-line field on its own line and links only pages of the site', async () => {
    catcher = await startSmtpCatcher();
    const { app, inquiries } = await setUp(catcher.port);
    // A browser reads /\host as //host: the page of another site.
    const elsewhere = await request(app)
      .post('/api/inquiries')
      .send({ ...productInquiry, sourcePage: '/\\evil.example/phish' })
      .expect(400);
    expect(elsewhere.body).toEqual({
      error: expect.objectContaining({ code: 'validation_failed', field: 'sourcePage' }),
    });

    await request(app)
      .post('/api/inquiries')
      .send({
        ...productInquiry,
        products: 'Foglio\nPagina: https://evil.example/',
        name: 'Maria Rossi\r\nBcc: spia@evil.example',
        phone: '+39 02\u2028Bcc: x@y.z',
        message: 'Riga uno\nRiga due',
      })
      .expect(201);
    const [mail] = await eventually(
      () => Promise.resolve(catcher?.mails ?? []),
      (mails) => mails.length > 0,
    );
    const lines = String(mail?.text).split(/\r?\n/);
    expect(lines).toContain('Prodotto: Foglio Pagina: https://evil.example/');
    expect(lines).toContain('Nome: Maria Rossi Bcc: spia@evil.example');
    expect(lines).toContain('Telefono: +39 02 Bcc: x@y.z');
    expect(lines.filter((line) => line.startsWith('Pagina:'))).toEqual([
      'Pagina: https://www.alumis.example/products/rolled-foils/household-foil',
    ]);
    expect(lines.filter((line) => /^Bcc:/i.test(line))).toEqual([]);
    // The message keeps its lines.
    expect(lines).toEqual(expect.arrayContaining(['Riga uno', 'Riga due']));
    // What is stored is what was mailed.
    const [stored] = await inquiries();
    expect(stored).toMatchObject({
      products: 'Foglio Pagina: https://evil.example/',
      name: 'Maria Rossi Bcc: spia@evil.example',
      phone: '+39 02 Bcc: x@y.z',
      message: 'Riga uno\nRiga due',
    });
    expect(catcher.mails).toHaveLength(1);
  });

  it('keeps the mail while the mail server is away and sends it once it is back', async () => {
    const port = await findFreePort();
    const { app, inquiries } = await setUp(port);
    await request(app).post('/api/inquiries').send(productInquiry).expect(201);

    const [waiting] = await eventually(
      inquiries,
      ([first]) => (first?.notification?.attempts ?? 0) >= 2,
    );
    expect(waiting?.notification?.state).toBe('queued');
    expect(waiting?.notification?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(waiting?.notification?.nextAttemptAt ?? '')).toBeGreaterThan(0);

    catcher = await startSmtpCatcher(port);
    const [sent] = await eventually(inquiries, ([first]) => first?.notification?.state === 'sent', {
      timeoutMs: 5000,
    });
    expect(sent?.notification?.attempts).toBeGreaterThanOrEqual(3);
    expect(catcher.mails.map((mail) => mail.subject)).toEqual([
      'Nuova richiesta dal sito: Foglio per uso domestico – Maria Rossi',
    ]);
  });

  it('queues nothing when no mail server is configured', async () => {
    const app = adminApp(database);
    const token = await signIn(app);
    await request(app).post('/api/inquiries').send(productInquiry).expect(201);
    const page = (
      await request(app).get('/api/inquiries?limit=5').set('Authorization', `Bearer ${token}`)
    ).body as InquiriesPage;
    expect(page.items[0]?.notification).toBeNull();
  });
});
