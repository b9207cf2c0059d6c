import { useParams, useSearchParams } from 'react-router-dom';
import { NEWS_ADMIN_API, useDocumentMeta, type AdminNewsItem } from '@alu/common';
import {
  PreviewBar,
  PreviewUnavailable,
  previewLocale,
  useAdminPreview,
} from '@alu/common/admin-preview';
import { publicContent } from '../../shared/publicNews';
import { Article, ArticleSkeleton } from './NewsArticlePage';

const itself = (item: AdminNewsItem) => item;

/**
 * /news/preview/{id}: an item as visitors will see it, whatever its state, in the language
 * chosen (`?lang=`), for administrators signed in on this browser. Rendered in the browser
 * only, never cached or indexed.
 */
export function NewsPreviewPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const locale = previewLocale(search);
  const preview = useAdminPreview(NEWS_ADMIN_API.item(id), itself);
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
          <PreviewBar state={preview.item.publication.state} locale={locale} />
          <Article key={`${preview.item._id}-${locale}`} item={preview.item} locale={locale} />
        </>
      );
    default:
      return <PreviewUnavailable status={preview.status} />;
  }
}
