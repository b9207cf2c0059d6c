import path from 'node:path';
import { hashTree, releaseWith, remotes, ROOT } from '../../support/releases';
import { expect, test } from '../../support/test';
import { expectNotFoundAt } from '../../support/notFound';

const PATH = '/news-archive';
const TITLE = 'Archivio delle notizie';
const ROUTES_JSON = 'mfe-news/src/routes.json';
const ROUTES_MODULE = 'mfe-news/src/exposes/routes.tsx';

interface Declaration {
  routes: { path: string; name: string; page: string }[];
  menus: { id: string; links: { name: string; url: string }[] }[];
}

/** A release of the news remote with one more page, declared by the remote alone. */
function releaseWithArchivePage(): Promise<string> {
  return releaseWith('mfe-news', {
    'mfe-news/src/features/archive/NewsArchivePage.tsx': () => `
import { PageHero, useDocumentMeta } from '@alu/common';

export function NewsArchivePage() {
  useDocumentMeta({ title: '${TITLE}', description: 'Le notizie degli anni passati.' });
  return <PageHero title="${TITLE}" subtitle="Le notizie degli anni passati" size="mini" />;
}
`,
    [ROUTES_MODULE]: (source = '') =>
      source
        .replace(
          "import { declaration } from '../declaration';",
          "import { declaration } from '../declaration';\nimport { NewsArchivePage } from '../features/archive/NewsArchivePage';",
        )
        .replace(
          'article: NewsArticlePage,',
          'article: NewsArticlePage,\n    archive: NewsArchivePage,',
        ),
    [ROUTES_JSON]: (source = '{}') => {
      const declaration = JSON.parse(source) as Declaration;
      declaration.routes.push({ path: PATH, name: 'NewsArchive', page: 'archive' });
      declaration.menus
        .find((section) => section.id === 'news')
        ?.links.push({ name: TITLE, url: PATH });
      return JSON.stringify(declaration, null, 2);
    },
  });
}

test('a page added by a release of one remote is served, server-rendered and in the menus; its rollback removes it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const shellBefore = hashTree(shellDist);
  const footerLink = () => page.getByRole('contentinfo').getByRole('link', { name: TITLE });

  await expectNotFoundAt(page, PATH);

  const version = await releaseWithArchivePage();
  await remotes('activate', 'news', version);

  // The server renders the new page (the activation tells the site server to drop its caches).
  await expect.poll(async () => (await request.get(PATH)).status(), { timeout: 30_000 }).toBe(200);
  const html = await (await request.get(PATH)).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
  expect(html).toContain(`<title>${TITLE} | Alumis</title>`);
  expect((await remotes('list')).stdout).toContain(PATH);

  // In the footer's news column, and reachable by a visitor's click.
  await page.goto('/');
  await footerLink().click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(hashTree(shellDist)).toEqual(shellBefore);

  await remotes('rollback', 'news');
  await expect.poll(async () => (await request.get(PATH)).status(), { timeout: 30_000 }).toBe(404);
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Ultime notizie' }),
  ).toBeVisible();
  await expect(footerLink()).toHaveCount(0);
  expect(hashTree(shellDist)).toEqual(shellBefore);
});
