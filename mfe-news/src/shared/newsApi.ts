import {
  ApiError,
  fetchJson,
  LATEST_NEWS_COUNT,
  NEWS_API,
  useApiResource,
  type NewsItem,
  type NewsPage,
  type Resource,
  type ResourceErrorReporter as Reporter,
  type ResourceLoader as Loader,
} from '@alu/common';
import { isPublicNewsItem } from './publicNews';

export type { Resource } from '@alu/common';

function toPublicList(body: unknown): NewsItem[] {
  if (!Array.isArray(body)) throw new Error('The news API did not answer a list');
  return body.filter(isPublicNewsItem);
}

const loadPage: Loader<NewsPage> = async (url, signal) => {
  const page = await fetchJson<Partial<NewsPage> | null>(url, { signal });
  if (!page || !Array.isArray(page.items)) throw new Error('The news API did not answer a page');
  return { items: toPublicList(page.items), nextCursor: page.nextCursor ?? null };
};

const loadLatest: Loader<NewsItem[]> = async (url, signal) =>
  toPublicList(await fetchJson<unknown>(url, { signal })).slice(0, LATEST_NEWS_COUNT);

/** `GET /api/news/{url}` answers `[article]`, or 404 with `[]` for an unknown url. */
const loadArticle: Loader<NewsItem> = async (url, signal) => {
  try {
    const [article] = toPublicList(await fetchJson<unknown>(url, { signal }));
    return article ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

// Failed loads are logged; the pages show their own message.
const reportListError: Reporter = (error) =>
  console.error('[news] the news list could not be loaded', error);
const reportArticleError: Reporter = (error) =>
  console.error('[news] the article could not be loaded', error);
// The strip is an optional block of other pages: a warning, and the strip disappears.
const reportLatestError: Reporter = (error) =>
  console.warn('[news] the latest news could not be loaded', error);

/** The first `limit` items of one kind (company news or media mentions), newest first. */
export function useNewsPage(kind: 'news' | 'media', limit: number): Resource<NewsPage> {
  return useApiResource(NEWS_API.page(kind, limit), loadPage, reportListError);
}

/** The newest company news for the latest-news strip. */
export function useLatestNews(): Resource<NewsItem[]> {
  return useApiResource(NEWS_API.latest, loadLatest, reportLatestError);
}

/** One article by its url slug; `not-found` when the API does not know it. */
export function useNewsArticle(slug: string): Resource<NewsItem> {
  return useApiResource(NEWS_API.article(slug), loadArticle, reportArticleError);
}
