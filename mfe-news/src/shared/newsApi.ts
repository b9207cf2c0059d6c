import { useCallback, useEffect, useState } from 'react';
import { ApiError, fetchJson, isAbortError, LATEST_NEWS_COUNT, NEWS_API } from '@alu/common';
import type { NewsItem } from '@alu/common';
import { isPublicNewsItem } from './publicNews';

export type ResourceStatus = 'loading' | 'ready' | 'error' | 'not-found';

/** A resource loaded from the API; `retry` loads it again. */
export type Resource<T> =
  | { readonly status: 'ready'; readonly data: T; readonly retry: () => void }
  | {
      readonly status: 'loading' | 'error' | 'not-found';
      readonly data: undefined;
      readonly retry: () => void;
    };

/** Loads the data, or answers null when it does not exist. */
type Loader<T> = (url: string, signal: AbortSignal) => Promise<T | null>;
type Reporter = (error: unknown) => void;

interface Settled<T> {
  readonly key: string;
  readonly status: 'ready' | 'error' | 'not-found';
  readonly data?: T;
}

/**
 * Loads `url` with `load`; a new url or a retry aborts the request in flight. State is keyed
 * by the request, so a page reused for another url never shows the previous one's data.
 */
function useResource<T>(url: string, load: Loader<T>, report: Reporter): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const key = `${attempt} ${url}`;

  useEffect(() => {
    const controller = new AbortController();
    load(url, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled(data === null ? { key, status: 'not-found' } : { key, status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        report(error);
        setSettled({ key, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, url, load, report]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (settled?.key !== key) return { status: 'loading', data: undefined, retry };
  if (settled.status === 'ready') return { status: 'ready', data: settled.data as T, retry };
  return { status: settled.status, data: undefined, retry };
}

function toPublicList(body: unknown): NewsItem[] {
  if (!Array.isArray(body)) throw new Error('The news API did not answer a list');
  return body.filter(isPublicNewsItem);
}

const loadList: Loader<NewsItem[]> = async (url, signal) =>
  toPublicList(await fetchJson<unknown>(url, { signal }));

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

// Failed loads are logged (doc 2 §8); the pages show their own message.
const reportListError: Reporter = (error) =>
  console.error('[news] the news list could not be loaded', error);
const reportArticleError: Reporter = (error) =>
  console.error('[news] the article could not be loaded', error);
// The strip is an optional block of other pages: a warning, and the strip disappears.
const reportLatestError: Reporter = (error) =>
  console.warn('[news] the latest news could not be loaded', error);

/** Every news item and media mention, newest first. */
export function useNewsList(): Resource<NewsItem[]> {
  return useResource(NEWS_API.list, loadList, reportListError);
}

/** The newest company news for the latest-news strip. */
export function useLatestNews(): Resource<NewsItem[]> {
  return useResource(NEWS_API.latest, loadLatest, reportLatestError);
}

/** One article by its url slug; `not-found` when the API does not know it. */
export function useNewsArticle(slug: string): Resource<NewsItem> {
  return useResource(NEWS_API.article(slug), loadArticle, reportArticleError);
}
