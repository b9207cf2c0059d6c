import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  ADMIN_TOKEN_STORAGE_KEY,
  ApiError,
  fetchJson,
  isAbortError,
  isSiteLocale,
  LOCALE_NAMES,
  NEWS_ADMIN_API,
  PageHero,
  PUBLICATION_STATE_LABELS,
  SITE_LOCALES,
  useDocumentMeta,
  type AdminNewsItem,
  type SiteLocale,
} from '@alu/common';
import { publicContent } from '../../shared/publicNews';
import { Article, ArticleSkeleton } from './NewsArticlePage';
import styles from './NewsPreviewPage.module.css';

type Preview =
  | { readonly status: 'loading' | 'signed-out' | 'not-found' | 'error' }
  | { readonly status: 'ready'; readonly item: AdminNewsItem };

function readToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The item at `id` in whatever state, read with the administrator's token of this browser. */
function usePreviewItem(id: string): Preview {
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  useEffect(() => {
    const token = readToken();
    if (!token) {
      setPreview({ status: 'signed-out' });
      return undefined;
    }
    const controller = new AbortController();
    setPreview({ status: 'loading' });
    fetchJson<AdminNewsItem>(NEWS_ADMIN_API.item(id), {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    }).then(
      (item) => setPreview({ status: 'ready', item }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (error instanceof ApiError && error.status === 401) setPreview({ status: 'signed-out' });
        else if (error instanceof ApiError && error.status === 404) {
          setPreview({ status: 'not-found' });
        } else {
          console.error('[news] the preview could not be loaded', error);
          setPreview({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, [id]);
  return preview;
}

/**
 * /news/preview/{id}: an item as visitors will see it, whatever its state, in the language
 * chosen (`?lang=`), for administrators signed in on this browser. Rendered in the browser
 * only, never cached or indexed; its own words are Bulgarian, the administrators' language.
 */
export function NewsPreviewPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('lang');
  const locale: SiteLocale = isSiteLocale(asked) ? asked : 'it';
  const preview = usePreviewItem(id);
  const title = preview.status === 'ready' ? publicContent(preview.item, locale).title : 'Преглед';
  useDocumentMeta({
    title: `Преглед: ${title}`,
    description: 'Преглед на публикация за администратори.',
    noindex: true,
  });

  switch (preview.status) {
    case 'loading':
      return <ArticleSkeleton />;
    case 'ready':
      return (
        <>
          <PreviewBar item={preview.item} locale={locale} />
          <Article key={`${preview.item._id}-${locale}`} item={preview.item} locale={locale} />
        </>
      );
    default:
      // In Bulgarian, the administrators' language, like the bar above a preview.
      return (
        <div lang="bg">
          <PageHero title={STATE_TITLES[preview.status]} size="mini" />
          <div className={styles.state}>
            <p>{STATE_TEXTS[preview.status]}</p>
            <p>
              <a href="/admin">Към администрацията</a>
            </p>
          </div>
        </div>
      );
  }
}

const STATE_TITLES = {
  'signed-out': 'Прегледът е само за администратори',
  'not-found': 'Няма такава публикация',
  error: 'Прегледът не можа да се зареди',
} as const;

const STATE_TEXTS = {
  'signed-out':
    'Влезте в администрацията в този браузър и отворете прегледа отново от списъка с публикации.',
  'not-found': 'Публикацията е изтрита или адресът е грешен.',
  error: 'Проверете връзката и презаредете страницата.',
} as const;

function PreviewBar({
  item,
  locale,
}: {
  readonly item: AdminNewsItem;
  readonly locale: SiteLocale;
}) {
  return (
    <aside className={styles.bar} aria-label="Преглед" lang="bg">
      <p className={styles.note}>
        <strong>Преглед</strong>: така посетителите ще видят публикацията. Състояние:{' '}
        {PUBLICATION_STATE_LABELS[item.publication.state]}.
      </p>
      <nav aria-label="Език на прегледа">
        <ul className={styles.languages}>
          {SITE_LOCALES.map((option) => (
            <li key={option}>
              <Link
                to={`?lang=${option}`}
                lang={option}
                aria-current={option === locale ? 'page' : undefined}
              >
                {LOCALE_NAMES[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
