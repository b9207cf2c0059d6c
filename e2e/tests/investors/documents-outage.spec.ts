// The documents' pages through the site's public origin when the API is out, and when a kind
// has nothing published: the last list the site server rendered is still answered; without
// one, and with nothing published, the page says so in its language, never an empty list.
import type { APIRequestContext } from '@playwright/test';
import type { AdminDocument, AdminDocumentPage } from '@alu/common/contracts';
import { adminToken } from '../../support/admin';
import { startApi, stopApi } from '../../support/remoteServers';
import { expect, test } from '../../support/test';

const STATEMENTS = '/investors/financial-statements';
const PRESENTATIONS = '/investors/presentations';
/**
 * How long the site server answers a page made with API data without the API: fresh for 10 s,
 * then stale while it is made again for 60 s (the page renderer's defaults). Past both, only
 * the copy kept for an outage (`STALE_IF_ERROR_SECONDS`) stands between a visitor and the
 * page's error state.
 */
const FRESH_AND_STALE_MS = 10_000 + 60_000;

/** The page's server HTML, as a visitor's first request gets it. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  return response.text();
}

const linkTo = (slug: string) => `href="/uploads/documents/${slug}.pdf"`;

test.describe.configure({ mode: 'serial' });

test('with the API stopped, a documents page answers the list it last rendered; a page never rendered says the documents could not be loaded', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const before = await serverHtml(request, STATEMENTS);
  expect(before).toContain(linkTo('bilancio-esercizio-2015'));

  await stopApi();
  try {
    expect(
      (await request.get('/api/documents?kind=financial-statement')).status(),
    ).toBeGreaterThanOrEqual(502);
    // Past the page's freshness and its stale window: without the copy kept for an outage, the
    // site server would render it again, and without the API that render is the error state.
    await new Promise((resolve) => setTimeout(resolve, FRESH_AND_STALE_MS + 1_000));
    const during = await serverHtml(request, STATEMENTS);
    expect(during).toContain(linkTo('bilancio-esercizio-2015'));
    expect(during).toContain(linkTo('bilancio-esercizio-2011'));
    expect(during).not.toContain('Non è stato possibile caricare i documenti');

    // A page the site server never made (its own query string): no copy to answer, so the
    // reason, in the page's language, with no list.
    const unseen = await serverHtml(request, `/bg${STATEMENTS}?outage=${Date.now()}`);
    expect(unseen).toContain(
      'Документите не можаха да бъдат заредени. Опитайте отново след малко.',
    );
    expect(unseen).not.toContain('/uploads/documents/');
  } finally {
    await startApi();
  }
  await expect
    .poll(async () => (await request.get('/api/documents?kind=presentation')).status(), {
      timeout: 30_000,
    })
    .toBe(200);
});

test('a kind with nothing published says so in each language', async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const listed = await request.get('/api/admin/documents?kind=presentation&state=published', {
    headers,
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const presentations = ((await listed.json()) as AdminDocumentPage).items;
  expect(presentations.length).toBeGreaterThan(0);
  try {
    for (const document of presentations) {
      const withdrawn = await request.post(`/api/admin/documents/${document._id}/withdraw`, {
        headers,
      });
      expect(withdrawn.status()).toBe(200);
    }
    for (const [prefix, message] of [
      ['', 'Al momento non ci sono documenti pubblicati.'],
      ['/en', 'No documents are published at the moment.'],
      ['/bg', 'В момента няма публикувани документи.'],
    ] as const) {
      // The withdrawals went through the site server: its pages made with documents are gone.
      const html = await serverHtml(request, `${prefix}${PRESENTATIONS}`);
      expect(html, prefix).toContain(message);
      expect(html, prefix).not.toContain('/uploads/documents/');
    }
  } finally {
    for (const document of presentations) await republish(request, headers, document);
  }
  expect(await serverHtml(request, PRESENTATIONS)).toContain(linkTo(presentations[0]!.slug));
});

/** Publishes a withdrawn document again with its own fields. */
async function republish(
  request: APIRequestContext,
  headers: Record<string, string>,
  document: AdminDocument,
) {
  const response = await request.put(`/api/admin/documents/${document._id}`, {
    headers,
    data: {
      titles: document.titles,
      kind: document.kind,
      date: document.date,
      publication: { state: 'published' },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
