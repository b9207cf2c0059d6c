import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RemoteRegistryEntry } from '@alu/common';
import { startRecording, takeQueuedEvents } from '../shared/releaseHealthQueue';
import { buildSiteRoutes, siteRouteTable } from './routes';
import { useReportPageViews } from './useReportPageViews';

const REGISTRY: RemoteRegistryEntry[] = [
  {
    name: 'news',
    entry: 'http://localhost:3005/mf-manifest.json',
    version: '3.1.0-20250101',
    routes: {
      routes: [
        { path: '/news', name: 'NewsList', page: 'list' },
        { path: '/news/:slug', name: 'NewsArticle', page: 'article' },
      ],
      redirects: [{ path: '/old-news', redirectTo: '/news' }],
    },
  },
];
const routes = buildSiteRoutes(siteRouteTable(REGISTRY));

function Probe() {
  useReportPageViews(routes);
  return null;
}

test('each page view is recorded with its owner and route template, never its address', async () => {
  startRecording(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: ['/news/a-private-article?utm_source=mail#comments'],
  });
  render(<RouterProvider router={router} />);
  // Only the query changes: the same page.
  await act(() => router.navigate('/news/a-private-article?page=2'));
  await act(() => router.navigate('/search?q=mario+rossi'));
  // A redirect's own address is no page view.
  await act(() => router.navigate('/old-news'));
  await act(() => router.navigate('/news'));
  await act(() => router.navigate('/no-such-page'));

  const views = takeQueuedEvents();
  // The shell's own pages have no owner.
  expect(views).toEqual([
    { kind: 'view', owner: 'news', route: '/news/:slug' },
    { kind: 'view', route: '/search' },
    { kind: 'view', owner: 'news', route: '/news' },
    { kind: 'view', route: '/*' },
  ]);
  expect(JSON.stringify(views)).not.toMatch(/private|utm|mario|comments|no-such/);
});
