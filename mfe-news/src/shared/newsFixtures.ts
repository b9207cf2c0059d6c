// Test data and a fetch stub for the unit tests of the news remote (not used by the app).
import type { NewsItem } from '@alu/common';

export function newsItem(
  url: string,
  overrides: Partial<Omit<NewsItem, 'content'>> & { title?: string; contentOne?: string } = {},
): NewsItem {
  const { title = `Titolo ${url}`, contentOne = `<p>Testo di ${url}</p>`, ...rest } = overrides;
  const content = { title, contentOne, contentTwo: '<p>Seconda parte</p>' };
  const empty = { title: '', contentOne: '', contentTwo: '' };
  return {
    _id: `id-${url}`,
    url,
    content: { bg: empty, en: empty, de: empty, it: content },
    date: '2026-03-15',
    cover: `${url}.jpg`,
    gallery: [],
    isMediaNews: false,
    ...rest,
  };
}

type Answer = { status: number; body: unknown } | Error;

/**
 * Replaces `fetch` with a stub answering by URL path: a JSON body with a status, or a
 * network failure for an Error. Unknown paths answer 404 `[]`.
 */
export function stubFetch(answers: Record<string, Answer>): jest.Mock {
  const stub = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const answer = answers[path] ?? { status: 404, body: [] };
    if (answer instanceof Error) throw new TypeError('Failed to fetch', { cause: answer });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = stub as unknown as typeof fetch;
  return stub;
}
