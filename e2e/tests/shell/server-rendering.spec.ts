import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/test';

/** The text of the first element `tag` inside `html`, tags stripped and spaces folded. */
function textOf(html: string, tag: string): string | null {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  if (!match?.[1]) return null;
  return match[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function mainOf(html: string): string {
  const match = /<main[^>]*>([\s\S]*)<\/main>/.exec(html);
  return match?.[1] ?? '';
}

const internalLinks = (html: string) =>
  [...html.matchAll(/href="(\/[^"#?]*)"/g)]
    .map((match) => match[1] as string)
    .filter((href) => !/\.[a-z0-9]+$/i.test(href) && !href.startsWith('/admin'));

/**
 * Every public route the site shows: the sitemap's links, the links of each section's pages
 * (products, profiles) and every news article the API lists.
 */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const routes = new Set<string>(['/', '/news', '/news?medias=true', '/sitemap']);
  const sitemap = await (await request.get('/sitemap')).text();
  for (const href of internalLinks(sitemap)) routes.add(href);
  for (const page of ['/products', '/contacts/sales-department', '/contacts/staff']) {
    const html = await (await request.get(page)).text();
    for (const href of internalLinks(mainOf(html))) routes.add(href);
  }
  const news = (await (await request.get('/api/news')).json()) as { url: string }[];
  for (const { url } of news) routes.add(`/news/${url}`);
  return [...routes].sort();
}

test('every public route answers HTML that already holds its page, then hydrates cleanly', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(10 * 60_000);
  const routes = await publicRoutes(request);
  expect(routes.length).toBeGreaterThan(40);
  const failures: string[] = [];
  for (const route of routes) {
    // Without JavaScript: what a crawler or a slow phone's first paint gets.
    const response = await request.get(route);
    const html = await response.text();
    const heading = textOf(mainOf(html), 'h1');
    const title = textOf(html, 'title');
    if (response.status() !== 200) failures.push(`${route}: status ${response.status()}`);
    if (!heading) failures.push(`${route}: no h1 in the main element of the HTML`);
    if (!html.includes('<header') || !html.includes('<footer')) {
      failures.push(`${route}: header or footer missing from the HTML`);
    }
    if (!title || (title === 'Alumis: laminati e profili estrusi in alluminio' && route !== '/')) {
      failures.push(`${route}: no page title of its own (${title})`);
    }
    if (!/<meta name="?description"? content="[^"]{20,}"/.test(html)) {
      failures.push(`${route}: no meta description`);
    }
    // With JavaScript: the browser takes the page over without re-rendering it differently.
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const live = await page
      .getByRole('main')
      .getByRole('heading', { level: 1 })
      .first()
      // textContent: the text itself, not as CSS draws it (the home title is uppercased).
      .evaluate((element) => element.textContent ?? '');
    if (heading && live.replace(/\s+/g, ' ').trim() !== heading) {
      failures.push(`${route}: the browser shows "${live}", the HTML had "${heading}"`);
    }
    if (consoleErrors.length > 0) failures.push(`${route}: ${consoleErrors.splice(0).join(' | ')}`);
  }
  expect(failures).toEqual([]);
});

test('the first response names what the first render needs and nothing of other areas', async ({
  request,
}) => {
  const html = await (await request.get('/products/rolled-foils/household-foil')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // The main picture and the font are preloaded from the head, with the page's CSS inlined.
  expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
  expect(head).toMatch(/<link rel="preload" as="font"[^>]*\.woff2"/);
  expect(head).toMatch(/<style data-href="[^"]*page-product\.[0-9a-f]{8}\.css">/);
  // The scripts are listed on page-start, inlined (no request of its own beside the main
  // picture's), which requests them together after the first paint.
  const start = /<script data-main="([^"]+)" data-preload="([^"]*)">[\s\S]+?<\/script>/.exec(head);
  expect(html).not.toMatch(/page-start\.[0-9a-f]{8}\.js/);
  expect(start, 'the page-start script with its list').not.toBeNull();
  const [, main = '', list = ''] = start ?? [];
  expect(main).toMatch(/^\/main\.[0-9a-f]{8}\.js$/);
  const scripts = list.split(' ');
  // The products remote's entry, its exposed module and page chunk, with the shell's bootstrap.
  expect(scripts.some((href) => /\/remoteEntry\.js$/.test(href))).toBe(true);
  expect(scripts.some((href) => /__federation_expose_routes\./.test(href))).toBe(true);
  expect(scripts.some((href) => /\/page-product\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
  expect(scripts.some((href) => /^\/bootstrap\./.test(href))).toBe(true);
  // No script is fetched from the head: nothing competes with the first paint.
  expect(head).not.toMatch(/<link rel="preload" as="script"/);
  const remoteOrigins = new Set(
    scripts.filter((href) => href.startsWith('http')).map((href) => new URL(href).origin),
  );
  // Only the products area's origin: no other remote is fetched before idle time.
  expect(remoteOrigins.size).toBe(1);
  // The data block the browser hydrates with is data, never a script to run.
  expect(html).toMatch(/<script type="application\/json" id="alu-ssr">/);
});

test('the page paints before its scripts run, and the listed scripts are each fetched once', async ({
  page,
}) => {
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptRequests.push(request.url());
  });
  await page.goto('/products/rolled-foils/household-foil');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const main = performance
      .getEntriesByType('resource')
      .find((entry) => /\/main\.[0-9a-f]{8}\.js$/.test(entry.name));
    return { paint, mainRequested: main?.startTime };
  });
  expect(order.paint).toBeDefined();
  expect(order.mainRequested).toBeGreaterThan(order.paint ?? Number.POSITIVE_INFINITY);
  const repeated = scriptRequests.filter((url, index) => scriptRequests.indexOf(url) !== index);
  expect(repeated).toEqual([]);
});

test('unknown pages answer 404 with the not-found page in the server HTML, never a redirect', async ({
  request,
}) => {
  for (const path of [
    '/about-the-company/no-such-page',
    '/products/rolled-foils/no-such-product',
    '/contacts/sales-department/no-such-person',
    '/news/no-such-article',
    '/no-such-section',
  ]) {
    const unknown = await request.get(path, { maxRedirects: 0 });
    expect(unknown.status(), path).toBe(404);
    expect(textOf(mainOf(await unknown.text()), 'h1'), path).toMatch(/404|non trovata/);
  }
  const notFound = await request.get('/404');
  expect(notFound.status()).toBe(404);
  expect(textOf(mainOf(await notFound.text()), 'h1')).toBe('404');
});
