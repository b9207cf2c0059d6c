import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  VisuallyHidden,
  NARROW_SCREEN_QUERY,
  PageHero,
  useDocumentMeta,
  useMediaQuery,
  type NewsItem,
} from '@alu/common';
import { SideMenu, type SideMenuItem } from '@alu/common/side-menu';
import { useNewsList, type Resource } from '../../shared/newsApi';
import { NewsCardGrid, NewsCardGridSkeleton } from '../../shared/NewsCardGrid';
import { toPreviewText } from '@alu/common/html-text';
import { publicContent } from '../../shared/publicNews';
import { scrollToListTop } from './scrollToListTop';
import styles from './NewsListPage.module.css';
import { useLocale, useTexts } from '@alu/common';
import { newsTexts } from '../../shared/newsTexts';

/** `?medias=true` selects the media mentions. */
const MEDIA_PARAM = 'medias';
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
  const news = useNewsList();
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
          <NewsListBody news={news} media={media} />
        </section>
      </div>
    </>
  );
}

function NewsListBody({
  news,
  media,
}: {
  readonly news: Resource<NewsItem[]>;
  readonly media: boolean;
}) {
  const locale = useLocale();
  const tx = useTexts(newsTexts);
  const previews = useMemo(
    () =>
      new Map(
        (news.data ?? []).map((item) => [
          item._id,
          toPreviewText(publicContent(item, locale).contentOne),
        ]),
      ),
    [news.data, locale],
  );

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
  const items = news.data.filter((item) => item.isMediaNews === media);
  if (items.length === 0) {
    return (
      <div className={styles.message}>
        <p className={styles.messageText}>{tx('Nessuna notizia da mostrare.')}</p>
      </div>
    );
  }
  return <NewsCardGrid items={items} previews={previews} />;
}
