import assert from 'node:assert/strict';
import { test } from 'node:test';
import budgets from './pageBudgets.json' with { type: 'json' };
import { pageGroupOf, pagesToMeasure } from './pageGroups.ts';

const sitemap = (paths: string[]) =>
  `<urlset>${paths.map((path) => `<url><loc>http://site.test${path}</loc></url>`).join('')}</urlset>`;

test('a page is in the first group whose pattern matches it, with its language’s allowance', () => {
  const article = budgets.groups.find((group) => group.group === 'article');
  assert.ok(article);
  assert.deepEqual(pageGroupOf('/news/nuova-pressa'), {
    group: 'article',
    language: 'it',
    sample: 3,
    jsGzipKb: article.jsGzipKb,
    htmlGzipKb: article.htmlGzipKb,
  });
  assert.equal(
    pageGroupOf('/bg/news/nuova-pressa')?.jsGzipKb,
    article.jsGzipKb + budgets.translationsJsGzipKb,
  );
  assert.equal(pageGroupOf('/en')?.group, 'home');
  assert.equal(pageGroupOf('/news')?.group, 'news');
  assert.equal(pageGroupOf('/investors/shares')?.group, 'charts');
  assert.equal(pageGroupOf('/investors/calendar')?.group, 'investors');
  assert.equal(pageGroupOf('/contacts/sales-department/anna')?.group, 'staff-profile');
  assert.equal(pageGroupOf('/nowhere'), undefined);
});

test('many pages of one layout are sampled per language; the admin’s sign-in is added', () => {
  const articles = ['a', 'b', 'c', 'd'].map((slug) => `/news/${slug}`);
  const pages = pagesToMeasure(
    sitemap(['/', ...articles, ...articles.map((path) => `/en${path}`), '/markets/packaging']),
  );
  assert.deepEqual(
    pages.map((page) => page.path),
    [
      '/',
      '/news/a',
      '/news/b',
      '/news/c',
      '/en/news/a',
      '/en/news/b',
      '/en/news/c',
      '/markets/packaging',
      '/admin/login',
    ],
  );
  assert.equal(
    pagesToMeasure(sitemap(['/', '/en', '/news/a', '/news/b']), { perGroup: 1 }).length,
    4,
  );
});
