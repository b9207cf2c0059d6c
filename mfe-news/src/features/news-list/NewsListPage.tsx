import { useId, useMemo, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  VisuallyHidden,
  NARROW_SCREEN_QUERY,
  PageHero,
  useDocumentMeta,
  useMediaQuery,
  NEWS_PAGE_SIZE,
  type NewsPage,
} from '@alu/common';
import { SideMenu, type SideMenuItem } from '@alu/common/side-menu';
import { useNewsPage, type Resource } from '../../shared/newsApi';
import { NewsCardGrid, NewsCardGridSkeleton } from '../../shared/NewsCardGrid';
import { toPreviewText } from '@alu/common/html-text';
import { publicContent } from '../../shared/publicNews';
import { scrollToListTop } from './scrollToListTop';
import styles from './NewsListPage.module.css';
import { useLocale, useTexts } from '@alu/common';
import { newsTexts } from '../../shared/newsTexts';

/** `?medias=true` selects the media mentions. */
const MEDIA_PARAM = 'medias';
/** `?page=3` shows the first three pages' items (a link crawlers follow too). */
const PAGE_PARAM = 'page';
/** As many pages as one answer of the API can hold. */
const MAX_PAGES = Math.floor(NEWS_PAGE_SIZE.max / NEWS_PAGE_SIZE.default);

function pageOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGES) : 1;
}
/** Delay before scrolling, so the list of the new mode has rendered. */
const SCROLL_DELAY_MS = 10;
const SKELETON_CARDS = 6;

const MODES = {
  latest: { label: 'Ultime notizie', search: '' },
  media: { label: 'Cosa dicono di noi', search: `?${MEDIA_PARAM}=true` },
} as const;

export interface NewsListPageProps {
  /** The latest-news strip, composed in by the app layer (a feature imports no other). */
  readonly latestStrip?: ReactNode;
}

/** /news: company news or media mentions ("Cosa dicono di noi"), chosen by `?medias=true`. */
export function NewsListPage({ latestStrip }: NewsListPageProps) {
  const [searchParams] = useSearchParams();
  const media = searchParams.get(MEDIA_PARAM) === 'true';
  const page = pageOf(searchParams);
  const kind = media ? 'media' : 'news';
  const news = useNewsPage(kind, page * NEWS_PAGE_SIZE.default);
  // While a longer list loads, the items already shown stay (and keep the reader's place).
  const shown = useRef<{ kind: string; data: NewsPage } | null>(null);
  if (news.status === 'ready') shown.current = { kind, data: news.data };
  const previous = shown.current?.kind === kind ? shown.current.data : undefined;
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const listTop = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const tx = useTexts(newsTexts);

  useDocumentMeta({
    title: tx('Notizie'),
    description: media
      ? tx('Cosa dicono di Alumis i giornali e i media: articoli e interviste.')
      : tx('Le ultime notizie di Alumis, produttore di laminati e profili estrusi in alluminio.'),
  });

  const scrollToList = () =>
    window.setTimeout(() => scrollToListTop(listTop.current, narrow), SCROLL_DELAY_MS);
  const menuItems: SideMenuItem[] = (['latest', 'media'] as const).map((mode) => ({
    key: mode,
    label: tx(MODES[mode].label),
    // Links push a history entry: Back and Forward switch between the modes.
    to: { pathname: '/news', search: MODES[mode].search },
    active: media === (mode === 'media'),
    onSelect: scrollToList,
  }));

  return (
    <>
      <PageHero
        title={tx('Notizie')}
        subtitle={tx('Le novità di Alumis e cosa dicono di noi i media')}
      />
      {latestStrip}
      <div ref={listTop} className={styles.layout}>
        <SideMenu label={tx('Sezioni delle notizie')} items={menuItems} className={styles.menu} />
        <section
          className={styles.list}
          aria-labelledby={headingId}
          aria-busy={news.status === 'loading'}
          data-testid="news-list"
        >
          <VisuallyHidden as="h2" id={headingId}>
            {tx('Elenco: {{mode}}', { mode: tx(media ? MODES.media.label : MODES.latest.label) })}
          </VisuallyHidden>
          <NewsListBody
            news={news}
            previous={previous}
            nextPage={nextPageSearch(searchParams, page)}
          />
        </section>
      </div>
    </>
  );
}

/** The address of the next page, or null on the last one the list can show. */
function nextPageSearch(searchParams: URLSearchParams, page: number): string | null {
  if (page >= MAX_PAGES) return null;
  const next = new URLSearchParams(searchParams);
  next.set(PAGE_PARAM, String(page + 1));
  return `?${next.toString()}`;
}

function NewsListBody({
  news,
  previous,
  nextPage,
}: {
  readonly news: Resource<NewsPage>;
  /** The list shown before, kept while a longer one loads. */
  readonly previous: NewsPage | undefined;
  readonly nextPage: string | null;
}) {
  const locale = useLocale();
  const tx = useTexts(newsTexts);
  const page = news.data ?? previous;
  const previews = useMemo(
    () =>
      new Map(
        (page?.items ?? []).map((item) => [
          item._id,
          toPreviewText(publicContent(item, locale).contentOne),
        ]),
      ),
    [page, locale],
  );

  if (news.status === 'loading' && page) {
    return (
      <>
        <NewsCardGrid items={page.items} previews={previews} firstIsMain />
        <p className={styles.loadingMore} role="status">
          {tx('Caricamento di altre notizie…')}
        </p>
      </>
    );
  }
  if (news.status === 'loading') {
    return (
      <>
        <VisuallyHidden as="p" role="status">
          {tx('Caricamento delle notizie…')}
        </VisuallyHidden>
        <NewsCardGridSkeleton count={SKELETON_CARDS} withPreview />
      </>
    );
  }
  if (news.status !== 'ready') {
    return (
      <div className={styles.message} role="alert">
        <p className={styles.messageText}>{tx('Non è stato possibile caricare le notizie.')}</p>
        <Button className={styles.retry} onClick={news.retry}>
          {tx('Riprova')}
        </Button>
      </div>
    );
  }
  const { items, nextCursor } = news.data;
  if (items.length === 0) {
    return (
      <div className={styles.message}>
        <p className={styles.messageText}>{tx('Nessuna notizia da mostrare.')}</p>
      </div>
    );
  }
  return (
    <>
      <NewsCardGrid items={items} previews={previews} firstIsMain />
      <VisuallyHidden as="p" role="status">
        {tx('{{count}} notizie in elenco', { count: items.length })}
      </VisuallyHidden>
      {nextCursor !== null && nextPage !== null ? (
        // A real link: crawlers reach the older items, and it works before scripts run.
        <Link className={styles.more} to={{ search: nextPage }} replace>
          {tx('Mostra altre notizie')}
        </Link>
      ) : null}
    </>
  );
}
