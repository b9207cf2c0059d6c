// What a prober of the public origin tries with hand-written requests: a CV saved under an
// extension of the applicant's choosing, a control character in an upload's file name, an
// inquiry whose page a browser reads as another site, line breaks that forge lines of the
// staff mail. Each is sent through the site as an attacker's client would send it.
import type { StoredApplication } from '@alu/common/contracts';
import { adminToken } from '../../support/admin';
import { requestAsClient, testClientIp } from '../../support/clientAddress';
import { cvPdf } from '../../support/documents';
import { solidPng } from '../../support/images';
import { deliveredMails, type DeliveredMail } from '../../support/mail';
import { rawMultipart, type RawPart } from '../../support/rawMultipart';
import { SITE_URL } from '../../support/ports';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);

const APPLICATION_FIELDS: RawPart[] = [
  { name: 'vacancyId', content: '' },
  { name: 'name', content: `Sonda ${suffix}` },
  { name: 'email', content: 'sonda@esempio.it' },
  { name: 'phone', content: '+39 02 555 0100' },
  { name: 'coverLetter', content: 'Candidatura spontanea.' },
  { name: 'consent', content: 'true' },
  { name: 'locale', content: 'it' },
];

const inquiry = (marker: string, extra: Record<string, string> = {}) => ({
  kind: 'product',
  products: 'Foglio per uso domestico',
  name: `Maria Rossi ${marker}`,
  phone: '+39 02 1234 5678',
  email: 'maria.rossi@esempio.it',
  message: `Vorrei un preventivo (${marker}).`,
  sourcePage: '/products/rolled-foils/household-foil',
  ...extra,
});

/** The staff mail whose text carries `marker`, once the mail catcher has it. */
async function staffMailWith(marker: string): Promise<DeliveredMail> {
  await expect
    .poll(async () => (await deliveredMails()).filter((mail) => mail.text.includes(marker)).length)
    .toBe(1);
  return (await deliveredMails()).find((mail) => mail.text.includes(marker))!;
}

const errorOf = (body: Buffer) =>
  (JSON.parse(body.toString('utf8')) as { error: { code: string; field?: string } }).error;

test.describe('hand-written requests to the public origin', () => {
  let token = '';
  const admin = () => ({ Authorization: `Bearer ${token}` });

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
  });

  test('a CV sent as cv.html is saved by the administrator under its type’s extension', async ({
    request,
  }) => {
    // A PDF that is also an HTML page: saved as cv.html, it would open as a page.
    const pdf = await cvPdf(`Sonda ${suffix}`);
    const polyglot = Buffer.concat([
      Buffer.from('%PDF-1.4\n%<html><script>document.title="polyglot"</script></html>\n'),
      pdf.subarray(pdf.indexOf('\n') + 1),
    ]);
    const { body, headers } = rawMultipart([
      ...APPLICATION_FIELDS,
      { name: 'cv', filename: 'cv.html', contentType: 'text/html', content: polyglot },
    ]);
    const sent = await requestAsClient(testClientIp(), {
      method: 'POST',
      path: '/api/applications',
      headers,
      body,
    });
    expect(sent.status, sent.body.toString()).toBe(201);
    const { _id } = JSON.parse(sent.body.toString()) as { _id: string };
    try {
      const download = await request.get(`/api/applications/${_id}/cv`, { headers: admin() });
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toBe('application/pdf');
      const disposition = download.headers()['content-disposition'] ?? '';
      expect(disposition).toMatch(/^attachment; filename="?cv\.html\.pdf"?$/);
      const listed = await request.get('/api/applications?vacancy=spontaneous&limit=50', {
        headers: admin(),
      });
      const items = ((await listed.json()) as { items: StoredApplication[] }).items;
      expect(items.find((item) => item._id === _id)?.cv.fileName).toBe('cv.html.pdf');
    } finally {
      await request.delete(`/api/applications/${_id}`, { headers: admin() });
    }
  });

  test('a control character in an upload’s file name is a 400 on each upload route', async () => {
    const clientIp = testClientIp();
    const pdf = await cvPdf(`Sonda ${suffix}`);
    const uploads: { path: string; parts: RawPart[]; admin: boolean }[] = [
      {
        path: '/api/applications',
        parts: [
          ...APPLICATION_FIELDS,
          { name: 'cv', filename: 'a\x01.pdf', contentType: 'application/pdf', content: pdf },
        ],
        admin: false,
      },
      {
        path: '/api/news',
        parts: [
          { name: 'data', content: '{}' },
          {
            name: 'cover',
            filename: 'a\x01.png',
            contentType: 'image/png',
            content: solidPng(64, 36, [90, 90, 90]),
          },
        ],
        admin: true,
      },
      {
        path: '/api/admin/documents',
        parts: [
          { name: 'data', content: '{}' },
          { name: 'file', filename: 'a\x01.pdf', contentType: 'application/pdf', content: pdf },
        ],
        admin: true,
      },
    ];
    for (const upload of uploads) {
      const { body, headers } = rawMultipart(upload.parts);
      const answer = await requestAsClient(clientIp, {
        method: 'POST',
        path: upload.path,
        headers: { ...headers, ...(upload.admin ? admin() : {}) },
        body,
      });
      expect([upload.path, answer.status]).toEqual([upload.path, 400]);
      expect(errorOf(answer.body)).toMatchObject({ code: 'validation_failed', field: 'body' });
    }
  });

  test('an inquiry from a page read as another site is refused and mails no one', async () => {
    const clientIp = testClientIp();
    const marker = `probe-${suffix}-page`;
    for (const sourcePage of ['/\\evil.example/phish', '/\\/evil.example/phish']) {
      const refused = await requestAsClient(clientIp, {
        path: '/api/inquiries',
        data: inquiry(marker, { sourcePage }),
      });
      expect([sourcePage, refused.status]).toEqual([sourcePage, 400]);
      expect(errorOf(refused.body)).toMatchObject({
        code: 'validation_failed',
        field: 'sourcePage',
      });
    }
    // The page's own path, as the forms send it, still goes through, and its mail links the site.
    const accepted = await requestAsClient(clientIp, {
      path: '/api/inquiries',
      data: inquiry(marker),
    });
    expect(accepted.status).toBe(201);
    const mail = await staffMailWith(marker);
    const pages = mail.text.split(/\r?\n/).filter((line) => line.startsWith('Pagina:'));
    expect(pages).toEqual([
      `Pagina: ${new URL('/products/rolled-foils/household-foil', SITE_URL).href}`,
    ]);
    expect(mail.text).not.toContain('evil.example');
  });

  test('line breaks in one-line inquiry fields cannot forge lines of the staff mail', async () => {
    const marker = `probe-${suffix}-lines`;
    const answer = await requestAsClient(testClientIp(), {
      path: '/api/inquiries',
      data: inquiry(marker, {
        products: 'Foglio\r\nPagina: https://evil.example/',
        name: 'Maria Rossi\r\nBcc: spia@evil.example',
        phone: '+39 02\nBcc: x@y.z',
        message: `Riga uno (${marker})\nRiga due`,
      }),
    });
    expect(answer.status, answer.body.toString()).toBe(201);
    const lines = (await staffMailWith(marker)).text.split(/\r?\n/);
    expect(lines).toContain('Prodotto: Foglio Pagina: https://evil.example/');
    expect(lines).toContain('Nome: Maria Rossi Bcc: spia@evil.example');
    expect(lines).toContain('Telefono: +39 02 Bcc: x@y.z');
    expect(lines.filter((line) => /^(Bcc|Cc|To):/i.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('Pagina:'))).toHaveLength(1);
    // The message keeps its own lines.
    expect(lines).toEqual(expect.arrayContaining([`Riga uno (${marker})`, 'Riga due']));
  });
});
