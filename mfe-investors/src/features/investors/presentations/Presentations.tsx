import { Prose, useLocalizedContent, useTexts } from '@alu/common';
import { DocumentList } from '@alu/common/document-list';
import * as presentationsContent from './presentations.data';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

/** presentations: the investor presentations, as covers or as a list. */
export function Presentations() {
  const { PRESENTATIONS } = useLocalizedContent(presentationsContent, investorsTexts);
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
      <DocumentList label={tx('Presentazioni agli investitori')} documents={PRESENTATIONS} />
    </>
  );
}
