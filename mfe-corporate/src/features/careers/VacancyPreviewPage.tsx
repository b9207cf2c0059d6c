import { useParams, useSearchParams } from 'react-router-dom';
import { CAREERS_API, careerTextIn, useDocumentMeta, type Career } from '@alu/common';
import {
  PreviewBar,
  PreviewUnavailable,
  previewLocale,
  useAdminPreview,
} from '@alu/common/admin-preview';
import { Vacancy, VacancySkeleton } from './VacancyPage';

/** `GET /api/careers/{id}` answers `[vacancy]`; with the token, whatever its state or dates. */
const first = (answer: Career[]) => answer[0];

/**
 * /careers/preview/{id}: a vacancy as visitors will see it, whatever its state or dates, in
 * the language chosen (`?lang=`), for administrators signed in on this browser. Rendered in
 * the browser only, never cached or indexed.
 */
export function VacancyPreviewPage() {
  const { vacancyId = '' } = useParams();
  const [search] = useSearchParams();
  const locale = previewLocale(search);
  const preview = useAdminPreview(CAREERS_API.item(vacancyId), first);
  const title =
    preview.status === 'ready' ? careerTextIn(preview.item, locale).text.title : 'Преглед';
  useDocumentMeta({
    title: `Преглед: ${title}`,
    description: 'Преглед на обява за работа за администратори.',
    noindex: true,
  });

  switch (preview.status) {
    case 'loading':
      return <VacancySkeleton />;
    case 'ready':
      return (
        <>
          <PreviewBar state={preview.item.publication?.state ?? 'published'} locale={locale} />
          <Vacancy key={`${preview.item._id}-${locale}`} career={preview.item} locale={locale} />
        </>
      );
    default:
      return <PreviewUnavailable status={preview.status} />;
  }
}
