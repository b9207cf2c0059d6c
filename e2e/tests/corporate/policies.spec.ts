// The corporate remote's policies and the legal page's notice are the API's documents: the
// pages link their addresses, each file opens as a PDF with its thumbnail beside it, and the
// addresses they had in the remote's build lead there for good.
import { originOf, SITE_URL } from '../../support/ports';
import { expect, test } from '../../support/test';

test('the sustainability pages link the policies the API publishes, each a PDF', async ({
  page,
  request,
}) => {
  for (const [path, slugs] of [
    ['/sustainability/environment', ['politica-ambientale']],
    ['/sustainability/health-and-safety', ['politica-salute-sicurezza']],
    [
      '/sustainability/responsibility',
      ['politica-responsabilita-sociale', 'politica-lavoro-minorile', 'codice-condotta-fornitori'],
    ],
  ] as const) {
    await page.goto(path);
    const links = page.getByRole('main').locator('a[href^="/uploads/documents/"]');
    await expect(links).toHaveCount(slugs.length);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      slugs.map((slug) => `/uploads/documents/${slug}.pdf`),
    );
    for (const slug of slugs) {
      const file = await request.get(`/uploads/documents/${slug}.pdf`);
      expect(file.status(), slug).toBe(200);
      expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const thumbnail = await request.get(`/uploads/documents/thumbnails/${slug}.webp`);
      expect(thumbnail.status(), slug).toBe(200);
      expect(thumbnail.headers()['content-type']).toBe('image/webp');
    }
  }
  // The server-rendered HTML carries the links already.
  const html = await (await request.get('/sustainability/environment')).text();
  expect(html).toContain('/uploads/documents/politica-ambientale.pdf');
});

test('the addresses the PDFs had in the corporate remote’s build lead for good to the documents', async ({
  request,
}) => {
  for (const old of [
    `${originOf('corporate')}/static/files/politica-ambientale.3f9a0c12.pdf`,
    `${originOf('corporate')}/releases/1.0.0/static/files/informativa-dati-personali.0b1c2d3e.pdf`,
  ]) {
    const name = /files\/([a-z0-9-]+)\./.exec(old)?.[1];
    const redirect = await request.get(old, { maxRedirects: 0 });
    expect(redirect.status(), old).toBe(301);
    expect(redirect.headers().location).toBe(`${SITE_URL}/uploads/documents/${name}.pdf`);
    const followed = await request.get(old);
    expect(followed.status(), old).toBe(200);
    expect(followed.headers()['content-type']).toBe('application/pdf');
  }
});
