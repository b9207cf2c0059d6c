import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SearchResults } from './SearchResults';
import type { ResultGroup, SearchResult } from './searchResults';

const result = (key: string, title: string, href: string): SearchResult => ({
  id: key,
  key,
  title,
  detail: '',
  shortDetail: '',
  href,
  searchable: [title],
  terms: [],
});

const GROUPS: readonly ResultGroup[] = [
  {
    key: 'document',
    count: 1,
    results: [
      result('report', 'Half-year report', '/uploads/documents/relazione-semestrale-2026.pdf'),
    ],
  },
  { key: 'news', count: 1, results: [result('article', 'New line', '/news/new-line')] },
];

/** The results on a page of the English site: its router puts /en in front of every page. */
function renderOnEnglishSite() {
  const router = createMemoryRouter(
    [{ path: '*', element: <SearchResults groups={GROUPS} headingOf={(group) => group.key} /> }],
    { basename: '/en', initialEntries: ['/en/search?q=report'] },
  );
  render(<RouterProvider router={router} />);
}

test('a document result links its file, whose address has no language in front', () => {
  renderOnEnglishSite();
  expect(screen.getByRole('link', { name: /Half-year report/ }).getAttribute('href')).toBe(
    '/uploads/documents/relazione-semestrale-2026.pdf',
  );
});

test('a page result keeps the language of the site it was found on', () => {
  renderOnEnglishSite();
  expect(screen.getByRole('link', { name: /New line/ }).getAttribute('href')).toBe(
    '/en/news/new-line',
  );
});
