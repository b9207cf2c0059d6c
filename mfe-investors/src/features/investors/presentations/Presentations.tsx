import { Prose, useLocale, useTexts } from '@alu/common';
import { DocumentList } from '@alu/common/document-list';
import { DocumentsState } from '../../../shared/documents/DocumentsState';
import { toListItem, usePublishedDocuments } from '../../../shared/documents/publishedDocuments';
import { PRESENTATION_EXTRAS } from './presentations.data';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

/** presentations: the published investor presentations, as covers or as a list. */
export function Presentations() {
  const presentations = usePublishedDocuments('presentation');
  const locale = useLocale();
  const tx = useTexts(investorsTexts);
  return (
    <>
      <Prose>
        <p>
          {tx(
            'Le presentazioni che accompagnano gli incontri con investitori e analisti: il profilo della società, i mercati, gli investimenti e il governo societario. Si aprono in formato PDF in una nuova scheda.',
          )}
        </p>
      </Prose>
      <DocumentsState documents={presentations}>
        {(published) => (
          <DocumentList
            label={tx('Presentazioni agli investitori')}
            documents={published.map((document) =>
              toListItem(document, locale, { extras: PRESENTATION_EXTRAS[document.slug] }),
            )}
          />
        )}
      </DocumentsState>
    </>
  );
}
