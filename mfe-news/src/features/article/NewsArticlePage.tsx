import { useId, useMemo, type ReactNode } from 'react';
import { Link, useHref, useParams } from 'react-router-dom';
import {
  altTextIn,
  Button,
  Bone,
  VisuallyHidden,
  PageHero,
  RichHtml,
  useDocumentMeta,
  useLocale,
  useNotFoundStatus,
  useSsrStore,
  useTexts,
  siteConfig,
  type NewsItem,
  type SiteLocale,
} from '@alu/common';
import { ShareButton } from '@alu/common/share-button';
import { formatDate } from '@alu/common/locale-format';
import { ImageGallery } from '@alu/common/gallery';
import { useNewsArticle } from '../../shared/newsApi';
import { CARD_BOX, COVER_BOX, newsImage } from '../../shared/newsImage';
import { toPreviewText } from '@alu/common/html-text';
import { newsTexts } from '../../shared/newsTexts';
import { articlePath, publicContent } from '../../shared/publicNews';
import styles from './NewsArticlePage.module.css';

/** The article's column: at most 820 px less its 24 px gutters. */
const GALLERY_SIZES = '(max-width: 819px) calc(100vw - 48px), 772px';

const NOT_FOUND_TITLE = 'Notizia non trovata';
const ERROR_TITLE = 'Notizia non disponibile';

/** /news/{url}: one news item or media mention. */
export function NewsArticlePage() {
  const { url = '' } = useParams();
  const article = useNewsArticle(url);
  const locale = useLocale();
  const tx = useTexts(newsTexts);
  const content = article.status === 'ready' ? publicContent(article.data, locale) : undefined;
  const description = useMemo(() => (content ? toPreviewText(content.contentOne) : ''), [content]);
  const articleMeta = useArticleMeta(article.status === 'ready' ? article.data : undefined);

  useDocumentMeta(
    content && articleMeta
      ? { ...articleMeta, title: content.title, description: description || content.title }
      : article.status === 'not-found'
        ? { title: tx(NOT_FOUND_TITLE), description: tx('La notizia cercata non esiste.') }
        : { title: tx('Notizie'), description: tx('Le notizie di Alumis.') },
  );

  switch (article.status) {
    case 'loading':
      return <ArticleSkeleton />;
    case 'not-found':
      return <ArticleNotFound />;
    case 'error':
      return (
        <StatePage title={tx(ERROR_TITLE)}>
          <div role="alert">
            <p className={styles.stateText}>
              {tx('Non è stato possibile caricare la notizia. Controlla la connessione e riprova.')}
            </p>
            <Button className={styles.retry} onClick={article.retry}>
              {tx('Riprova')}
            </Button>
          </div>
        </StatePage>
      );
    case 'ready':
      // Keyed: another article starts from its first gallery image.
      return <Article key={article.data._id} item={article.data} />;
  }
}

/** The article's own not-found page (status 404 on the server). */
/**
 * What search engines read about an article: its picture, the trail and a NewsArticle whose
 * headline is the page's h1.
 */
function useArticleMeta(item: NewsItem | undefined) {
  const locale = useLocale();
  const tx = useTexts(newsTexts);
  const origin = useSsrStore()?.origin ?? 'http://site.invalid';
  const href = useHref(item ? articlePath(item) : '/news');
  if (!item) return undefined;
  const { title } = publicContent(item, locale);
  const cover = item.cover ? newsImage(item.cover, COVER_BOX) : undefined;
  const absolute = (address: string) => new URL(address, origin).href;
  return {
    type: 'article' as const,
    ...(cover && {
      image: {
        url: cover.src,
        width: cover.width,
        height: cover.height,
        alt: altTextIn(item, item.cover, locale, title),
      },
    }),
    breadcrumbs: [
      { name: tx('Notizie'), path: '/news' },
      { name: title, path: articlePath(item) },
    ],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: title,
        datePublished: item.date,
        mainEntityOfPage: absolute(href),
        ...(cover && { image: [absolute(cover.src)] }),
        publisher: {
          '@type': 'Organization',
          name: siteConfig.legalName,
          logo: { '@type': 'ImageObject', url: absolute('/icon-512.png') },
        },
      },
    ],
  };
}

function ArticleNotFound() {
  useNotFoundStatus();
  const tx = useTexts(newsTexts);
  return (
    <StatePage title={tx(NOT_FOUND_TITLE)}>
      <p className={styles.stateText}>
        {tx('La notizia che cerchi non esiste o non è più disponibile.')}
      </p>
    </StatePage>
  );
}

/** One article as visitors see it; `locale` shows another language's text (the preview). */
export function Article({
  item,
  locale: shown,
}: {
  readonly item: NewsItem;
  readonly locale?: SiteLocale;
}) {
  const titleId = useId();
  const pageLocale = useLocale();
  const locale = shown ?? pageLocale;
  const tx = useTexts(newsTexts);
  const content = publicContent(item, locale);
  const { title, language } = content;
  // Sanitised by the API when stored and when read; once more in the browser (RichHtml).
  const { contentOne, contentTwo } = content;
  const date = formatDate(item.date, locale, 'long');
  const images = useMemo(
    () =>
      item.gallery.map((file) => ({
        ...newsImage(file, CARD_BOX),
        alt: altTextIn(item, file, language, title),
      })),
    [item, language, title],
  );
  return (
    <article
      className={styles.article}
      aria-labelledby={titleId}
      lang={language === pageLocale ? undefined : language}
    >
      <PageHero
        title={title}
        titleId={titleId}
        eyebrow={item.isMediaNews ? tx('Cosa dicono di noi') : tx('Notizie')}
        subtitle={date ? <time dateTime={item.date}>{date}</time> : undefined}
        image={item.cover ? newsImage(item.cover, COVER_BOX) : undefined}
        // Described by the editor: said; otherwise decorative (the title is the h1 over it).
        imageAlt={item.alts?.[item.cover] ? altTextIn(item, item.cover, language, title) : ''}
      />
      <div className={styles.body}>
        <BackLink />
        {contentOne ? <RichHtml className={styles.richText} html={contentOne} /> : null}
        <ImageGallery
          images={images}
          title={title}
          sizes={GALLERY_SIZES}
          className={styles.gallery}
        />
        {contentTwo ? <RichHtml className={styles.richText} html={contentTwo} /> : null}
        <div className={styles.footer}>
          <ShareButton title={title} />
        </div>
      </div>
    </article>
  );
}

function BackLink() {
  const tx = useTexts(newsTexts);
  return (
    <Link to="/news" className={styles.back}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {tx('Tutte le notizie')}
    </Link>
  );
}

function StatePage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <>
      <PageHero title={title} size="mini" />
      <div className={`${styles.body} ${styles.state}`}>
        {children}
        <BackLink />
      </div>
    </>
  );
}

export function ArticleSkeleton() {
  const tx = useTexts(newsTexts);
  return (
    <div aria-busy="true">
      <VisuallyHidden as="p" role="status">
        {tx('Caricamento della notizia…')}
      </VisuallyHidden>
      <Bone className={styles.heroSkeleton} />
      <div className={styles.body} aria-hidden="true">
        <Bone className={`${styles.boneLine} ${styles.boneShort}`} />
        <Bone className={styles.boneLine} />
        <Bone className={styles.boneLine} />
        <Bone className={`${styles.boneLine} ${styles.boneShort}`} />
      </div>
    </div>
  );
}
