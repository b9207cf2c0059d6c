import {
  APPLICATION_LIMITS,
  type ApplicationsPage,
  type StoredApplication,
} from '@alu/common/contracts';
import { GridFSBucket, ObjectId, type Collection } from 'mongodb';
import request from 'supertest';
import type { CareerDocument } from '../careers/careerDocument';
import { CAREERS_COLLECTION, CareersRepository } from '../careers/careersRepository';
import type { Database } from '../../platform/database/database';
import { adminApp, ADMIN, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { tinyDocx, tinyPdf } from '../../../dev/test-support/documents';
import { rawMultipart } from '../../../dev/test-support/rawMultipart';
import { silentLogger, testDatabase } from '../../../dev/test-support/helpers';
import { ApplicationDesk, APPLICATION_CVS_BUCKET } from './applicationDesk';
import type { ApplicationDocument } from './applicationDocument';
import { APPLICATIONS_COLLECTION, ApplicationsRepository } from './applicationsRepository';
import { FileStorage } from '../../platform/file-storage/fileStorage';

const DAY = 24 * 60 * 60 * 1000;
const utcMidnight = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * DAY);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
};

const FIELDS = {
  name: 'Elena Petrova',
  email: 'elena.petrova@esempio.bg',
  phone: '+359 54 800 123',
  coverLetter: 'Lavoro da otto anni su linee di laminazione a freddo.',
  consent: 'true',
  locale: 'it',
};

describe('applications API', () => {
  let database: Database;
  let applications: Collection<ApplicationDocument>;
  let careers: Collection<CareerDocument>;
  let cvFiles: Collection<{ filename: string }>;
  let app: ReturnType<typeof adminApp>;
  let token: string;
  let openVacancy: string;
  let closedVacancy: string;
  let pdf: Buffer;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  /** A multipart application: the fields (overridable, `undefined` leaves one out) and a CV. */
  function apply(
    fields: Record<string, string | undefined> = {},
    cv: { bytes: Buffer; name: string; type?: string } | null = { bytes: pdf, name: 'cv.pdf' },
    target = app,
  ) {
    const req = request(target).post('/api/applications');
    for (const [name, value] of Object.entries({ ...FIELDS, ...fields })) {
      if (value !== undefined) void req.field(name, value);
    }
    if (cv) {
      void req.attach('cv', cv.bytes, {
        filename: cv.name,
        contentType: cv.type ?? 'application/pdf',
      });
    }
    return req;
  }

  const list = async (query = '') =>
    (await request(app).get(`/api/applications${query}`).set(auth()).expect(200))
      .body as ApplicationsPage;

  const expectRefused = async (
    response: request.Response,
    field: string,
    reason: string,
  ): Promise<void> => {
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: expect.objectContaining({ code: 'validation_failed', field, reason }),
    });
    expect(await applications.countDocuments()).toBe(0);
    expect(await cvFiles.countDocuments()).toBe(0);
  };

  beforeAll(async () => {
    database = testDatabase();
    applications = database.db.collection(APPLICATIONS_COLLECTION);
    careers = database.db.collection(CAREERS_COLLECTION);
    cvFiles = database.db.collection(`${APPLICATION_CVS_BUCKET}.files`);
    app = adminApp(database);
    await createTestAdmin(database.db);
    token = await signIn(app);
    pdf = await tinyPdf('Elena Petrova');
    const vacancy = (title: string, from: number, to: number): CareerDocument => ({
      _id: new ObjectId(),
      title,
      startDate: utcMidnight(from),
      endDate: utcMidnight(to),
      responsibilities: '',
      requirements: '',
      additional: '',
    });
    const open = vacancy('Operatore di laminatoio', -5, 30);
    const closed = vacancy('Manutentore elettrico', -60, -10);
    await careers.insertMany([open, closed]);
    openVacancy = open._id.toHexString();
    closedVacancy = closed._id.toHexString();
  });
  afterEach(async () => {
    await applications.deleteMany({});
    await new GridFSBucket(database.db, { bucketName: APPLICATION_CVS_BUCKET })
      .drop()
      .catch(() => undefined);
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  describe('POST /api/applications', () => {
    it('stores an application for an open vacancy with its PDF, status new', async () => {
      const response = await apply({ vacancyId: openVacancy }).expect(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const { _id } = response.body as { _id: string };

      const page = await list();
      expect(page.items).toEqual([
        {
          _id,
          vacancy: { id: openVacancy, title: 'Operatore di laminatoio' },
          name: FIELDS.name,
          email: FIELDS.email,
          phone: FIELDS.phone,
          coverLetter: FIELDS.coverLetter,
          locale: 'it',
          cv: { fileName: 'cv.pdf', type: 'pdf', bytes: pdf.length },
          status: 'new',
          createdAt: expect.any(String),
        } satisfies StoredApplication,
      ]);
      expect(page.vacancies).toEqual([
        { id: openVacancy, title: 'Operatore di laminatoio', count: 1 },
      ]);
      // The stored file has a generated name, not the applicant's.
      const [file] = await cvFiles.find({}).toArray();
      expect(file?.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    });

    it('stores a spontaneous application with a DOCX, whatever type the browser declared', async () => {
      const docx = tinyDocx();
      await apply(
        { vacancyId: '' },
        { bytes: docx, name: 'Il mio CV.docx', type: 'application/octet-stream' },
      ).expect(201);
      const [item] = (await list('?vacancy=spontaneous')).items;
      expect(item?.vacancy).toBeNull();
      expect(item?.cv).toEqual({ fileName: 'Il mio CV.docx', type: 'docx', bytes: docx.length });
    });

    it('refuses a missing consent, naming the field', async () => {
      await expectRefused(await apply({ consent: undefined }), 'consent', 'required');
      await expectRefused(await apply({ consent: 'false' }), 'consent', 'required');
    });

    it('refuses a missing CV', async () => {
      await expectRefused(await apply({}, null), 'cv', 'required');
    });

    it('refuses a file that only claims to be a PDF by its name and type', async () => {
      const fake = Buffer.from('<html><script>alert(1)</script></html>');
      await expectRefused(await apply({}, { bytes: fake, name: 'cv.pdf' }), 'cv', 'content');
    });

    it('refuses a picture, and a PDF cut short', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      );
      await expectRefused(await apply({}, { bytes: png, name: 'cv.png' }), 'cv', 'content');
      const truncated = pdf.subarray(0, Math.floor(pdf.length / 2));
      await expectRefused(await apply({}, { bytes: truncated, name: 'cv.pdf' }), 'cv', 'content');
    });

    it('refuses a CV over 5 MB and an empty one', async () => {
      const large = Buffer.concat([pdf, Buffer.alloc(APPLICATION_LIMITS.cvBytes, 0x20)]);
      await expectRefused(await apply({}, { bytes: large, name: 'cv.pdf' }), 'cv', 'too-large');
      await expectRefused(
        await apply({}, { bytes: Buffer.alloc(0), name: 'cv.pdf' }),
        'cv',
        'empty',
      );
    });

    it.each([
      ['name', 'blank', { name: '   ' }, 'required'],
      ['name', 'too long', { name: 'x'.repeat(APPLICATION_LIMITS.name.max + 1) }, 'too-long'],
      ['email', 'without a domain', { email: 'elena@' }, 'invalid'],
      ['phone', 'without digits', { phone: 'call me' }, 'invalid'],
      [
        'coverLetter',
        'too long',
        { coverLetter: 'x'.repeat(APPLICATION_LIMITS.coverLetter.max + 1) },
        'too-long',
      ],
      ['vacancyId', 'that is an operator', { vacancyId: '{"$ne":""}' }, 'invalid'],
    ])('refuses a %s %s', async (field, _case, fields, reason) => {
      await expectRefused(await apply(fields), field, reason);
    });

    it('refuses a vacancy that is closed or unknown', async () => {
      await expectRefused(await apply({ vacancyId: closedVacancy }), 'vacancyId', 'closed');
      const unknown = new ObjectId().toHexString();
      await expectRefused(await apply({ vacancyId: unknown }), 'vacancyId', 'closed');
    });

    it('refuses a body that is not multipart, or a second file', async () => {
      const json = await request(app).post('/api/applications').send(FIELDS);
      expect(json.status).toBe(415);
      const twoFiles = apply().attach('cv', pdf, {
        filename: 'again.pdf',
        contentType: 'application/pdf',
      });
      await expectRefused(await twoFiles, 'cv', 'invalid');
    });

    it('refuses a file name with a control character as a malformed body, storing nothing', async () => {
      const { contentType, body } = rawMultipart([
        ...Object.entries(FIELDS).map(([name, content]) => ({ name, content })),
        { name: 'cv', filename: 'a\x01.pdf', contentType: 'application/pdf', content: pdf },
      ]);
      const response = await request(app)
        .post('/api/applications')
        .set('Content-Type', contentType)
        .send(body);
      await expectRefused(response, 'body', 'invalid');
    });

    it('limits applications per address, refused ones counted too', async () => {
      const limited = adminApp(database, { applicationRateLimit: { maxPerIp: 2 } });
      await apply({ consent: undefined }, undefined, limited).expect(400);
      await apply({}, undefined, limited).expect(201);
      const third = await apply({}, undefined, limited);
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
      expect(await applications.countDocuments()).toBe(1);
    });
  });

  describe('administrators', () => {
    it('are the only ones who list, read, change or erase applications', async () => {
      const { _id } = (await apply().expect(201)).body as { _id: string };
      await request(app).get('/api/applications').expect(401);
      await request(app).get(`/api/applications/${_id}/cv`).expect(401);
      await request(app)
        .post(`/api/applications/${_id}/status`)
        .send({ status: 'hired' })
        .expect(401);
      await request(app).delete(`/api/applications/${_id}`).expect(401);
      expect((await list()).items[0]?.status).toBe('new');
    });

    it('read the CV as the applicant sent it, as an attachment', async () => {
      const { _id } = (await apply({}, { bytes: pdf, name: 'Petrova "CV".pdf' }).expect(201))
        .body as { _id: string };
      const response = await request(app)
        .get(`/api/applications/${_id}/cv`)
        .set(auth())
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="Petrova CV\.pdf"/,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(response.body as Buffer, pdf)).toBe(0);
    });

    it('download a CV under its detected type’s extension, whatever name it came with', async () => {
      // A PDF that is also an HTML page: saved as cv.html, a browser would open it as a page.
      const polyglot = Buffer.concat([
        Buffer.from('%PDF-1.4\n%<html><script>document.title="polyglot"</script></html>\n'),
        pdf.subarray(pdf.indexOf('\n') + 1),
      ]);
      const sent: [Buffer, string, string][] = [
        [polyglot, 'cv.html', 'cv.html.pdf'],
        [tinyDocx(), 'cv.pdf', 'cv.pdf.docx'],
        [pdf, 'Curriculum.PDF', 'Curriculum.PDF'],
      ];
      for (const [bytes, name, saved] of sent) {
        const { _id } = (await apply({}, { bytes, name }).expect(201)).body as { _id: string };
        const response = await request(app).get(`/api/applications/${_id}/cv`).set(auth());
        expect(response.status).toBe(200);
        const disposition = String(response.headers['content-disposition']);
        const savedAs = /^attachment; filename="?([^";]*)"?/.exec(disposition)?.[1];
        expect([name, savedAs]).toEqual([name, saved]);
        const listed = (await list()).items.find((item) => item._id === _id);
        expect(listed?.cv.fileName).toBe(saved);
      }
    });

    it('set a status, recorded with who and when', async () => {
      const { _id } = (await apply().expect(201)).body as { _id: string };
      const response = await request(app)
        .post(`/api/applications/${_id}/status`)
        .set(auth())
        .send({ status: 'interview' })
        .expect(200);
      expect(response.body).toMatchObject({
        status: 'interview',
        statusChangedBy: ADMIN.username,
        statusChangedAt: expect.any(String),
      });
      await request(app)
        .post(`/api/applications/${_id}/status`)
        .set(auth())
        .send({ status: 'archived' })
        .expect(400);
      await request(app)
        .post(`/api/applications/${new ObjectId().toHexString()}/status`)
        .set(auth())
        .send({ status: 'hired' })
        .expect(404);
    });

    it('erase an application with its CV, for good', async () => {
      const { _id } = (await apply().expect(201)).body as { _id: string };
      expect(await cvFiles.countDocuments()).toBe(1);
      await request(app).delete(`/api/applications/${_id}`).set(auth()).expect(204);
      expect(await applications.countDocuments()).toBe(0);
      expect(await cvFiles.countDocuments()).toBe(0);
      await request(app).get(`/api/applications/${_id}/cv`).set(auth()).expect(404);
      await request(app).delete(`/api/applications/${_id}`).set(auth()).expect(404);
    });

    it('page through the list newest first, per vacancy, without repeats', async () => {
      const start = Date.now() - 60 * DAY;
      await applications.insertMany(
        Array.from({ length: 25 }, (_, index): ApplicationDocument => ({
          _id: new ObjectId(),
          vacancyId: index % 5 === 0 ? '' : openVacancy,
          vacancyTitle: index % 5 === 0 ? '' : 'Operatore di laminatoio',
          name: `Candidato ${index}`,
          email: `c${index}@esempio.bg`,
          phone: '+359 54 800 123',
          coverLetter: '',
          locale: 'bg',
          cv: { file: `missing-${index}.pdf`, fileName: 'cv.pdf', type: 'pdf', bytes: 10 },
          consentAt: new Date(start),
          status: 'new',
          // Three share each time: the cursor must still keep their order.
          createdAt: new Date(start + Math.floor(index / 3) * 1000),
        })),
      );
      const seen: string[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null) {
        const page = await list(`?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((item) => item.name));
        cursor = page.nextCursor;
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(25);
      const times = (await list('?limit=50')).items.map((item) => item.createdAt);
      expect(times).toEqual([...times].sort().reverse());

      const vacancyPage = await list(`?vacancy=${openVacancy}&limit=50`);
      expect(vacancyPage.items).toHaveLength(20);
      expect(vacancyPage.vacancies).toEqual(
        expect.arrayContaining([
          { id: openVacancy, title: 'Operatore di laminatoio', count: 20 },
          { id: '', title: '', count: 5 },
        ]),
      );
      expect((await list('?vacancy=spontaneous')).items).toHaveLength(5);
      await request(app).get('/api/applications?limit=500').set(auth()).expect(400);
      await request(app).get('/api/applications?cursor=bm9wZQ').set(auth()).expect(400);
      await request(app).get('/api/applications?vacancy=x').set(auth()).expect(400);
    });
  });

  describe('retention', () => {
    it('erases applications past the retention with their CVs, and CVs no application names', async () => {
      await apply().expect(201);
      await apply().expect(201);
      // A CV whose application was never written (the process died in between).
      const bucket = new GridFSBucket(database.db, { bucketName: APPLICATION_CVS_BUCKET });
      await new Promise<void>((resolve, reject) =>
        bucket
          .openUploadStream('left-behind.pdf')
          .on('finish', resolve)
          .on('error', reject)
          .end(pdf),
      );
      const careersRepository = new CareersRepository(database.db);
      const sweep = (daysLater: number) =>
        new ApplicationDesk(
          new ApplicationsRepository(database.db),
          new FileStorage(database.db, APPLICATION_CVS_BUCKET, { variantsBucketName: null }),
          careersRepository,
          silentLogger,
          () => new Date(Date.now() + daysLater * DAY),
        ).sweep({
          retentionDays: 365,
          graceMs: 60 * 60 * 1000,
        });

      expect(await sweep(0)).toEqual({ expired: 0, orphans: 0 });
      expect(await sweep(1)).toEqual({ expired: 0, orphans: 1 });
      expect(await applications.countDocuments()).toBe(2);
      expect(await cvFiles.countDocuments()).toBe(2);

      expect(await sweep(366)).toEqual({ expired: 2, orphans: 0 });
      expect(await applications.countDocuments()).toBe(0);
      expect(await cvFiles.countDocuments()).toBe(0);
    });
  });
});
