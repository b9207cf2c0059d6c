import { expect, test } from '../../support/test';

/** Every page that lists documents with the one document list (and the policy links). */
const PAGES = [
  '/investors/financial-statements',
  '/investors/general-meetings',
  '/investors/presentations',
  '/download-center/catalogues',
  '/download-center/certificates',
  '/download-center/reports',
  '/sustainability/environment',
  '/sustainability/health-and-safety',
  '/sustainability/responsibility',
];

const TYPES: Record<string, { type: string; magic: string }> = {
  pdf: { type: 'application/pdf', magic: '%PDF-' },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: 'PK\u0003\u0004',
  },
  svg: { type: 'image/svg+xml', magic: '<svg' },
};

test('every document and thumbnail linked on these pages opens: 200, its type, a real body', async ({
  page,
  request,
}) => {
  test.slow();
  const files = new Set<string>();
  const thumbnails = new Set<string>();
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    const links = await main
      .locator('a[target="_blank"]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    const documents = links.filter((href) => /\.(pdf|docx?)$/.test(href));
    expect(documents.length, path).toBeGreaterThan(0);
    documents.forEach((href) => files.add(href));
    // Pages in list layout show their covers once switched to thumbnails.
    const thumbnailsButton = main.getByRole('button', { name: 'Miniature' });
    if ((await thumbnailsButton.count()) > 0) await thumbnailsButton.click();
    const pictures = await main
      .locator('ul img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    pictures.forEach((src) => thumbnails.add(src));
  }
  // 14 annual reports, 24 meeting documents, 2 presentations, 1 catalogue, 13 certificates
  // and 5 policies; the covers of the 12 reports of the download center, the presentations,
  // the catalogue and the certificates.
  expect(files.size).toBe(59);
  expect(thumbnails.size).toBe(28);

  for (const url of [...files, ...thumbnails]) {
    // The PDFs editors manage (the policies too) are the API's, on the site's own origin; the
    // rest (Word files, covers) are files of the remotes' builds.
    expect(new URL(url).pathname, url).toMatch(/^\/(static\/files|assets|uploads\/documents)\//);
    const extension = url.slice(url.lastIndexOf('.') + 1);
    const expected = TYPES[extension];
    expect(expected, url).toBeDefined();
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain(expected!.type);
    const body = await response.body();
    expect(body.length, url).toBeGreaterThan(1500);
    expect(body.subarray(0, expected!.magic.length).toString('latin1'), url).toBe(expected!.magic);
    if (extension === 'docx') expect(body.includes('word/document.xml'), url).toBe(true);
  }
});
