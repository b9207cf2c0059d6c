import {
  Prose,
  useLocale,
  useLocalizedContent,
  useTexts,
  VisuallyHidden,
  type SiteLocale,
} from '@alu/common';
import { DocumentLink, DocumentList } from '@alu/common/document-list';
import { formatDate } from '@alu/common/locale-format';
import { DocumentsState } from '../../../shared/documents/DocumentsState';
import { toListItem, usePublishedDocuments } from '../../../shared/documents/publishedDocuments';
import * as generalMeetingsContent from './generalMeetings.data';
import { generalMeetings, type GeneralMeetings as Meetings } from './generalMeetings';
import styles from './GeneralMeetings.module.css';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

/** general-meetings: one row per meeting, with its four documents. */
export function GeneralMeetings() {
  const papers = usePublishedDocuments('meeting-paper');
  const tx = useTexts(investorsTexts);
  return (
    <>
      <Prose>
        <p>
          {tx(
            'L’assemblea generale ordinaria degli azionisti si riunisce ogni anno a Shumen per approvare il bilancio, decidere la destinazione dell’utile e nominare il revisore. Per ogni assemblea pubblichiamo l’invito con l’ordine del giorno, il modulo di delega per chi vota tramite un rappresentante e, dopo la riunione, il verbale.',
          )}
        </p>
      </Prose>
      <DocumentsState documents={papers}>
        {(published) => <MeetingsTable meetings={generalMeetings(published)} />}
      </DocumentsState>
    </>
  );
}

function MeetingsTable({ meetings: { meetings, others } }: { readonly meetings: Meetings }) {
  const { MEETING_DOCUMENTS } = useLocalizedContent(generalMeetingsContent, investorsTexts);
  const tx = useTexts(investorsTexts);
  const locale = useLocale();
  const years = meetings.map((meeting) => meeting.date.slice(0, 4));
  return (
    <>
      {meetings.length > 0 ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {tx('Assemblee generali ordinarie degli azionisti, {{from}}–{{to}}', {
                from: years.at(-1) ?? '',
                to: years[0] ?? '',
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{tx('Data')}</th>
                {MEETING_DOCUMENTS.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {meetings.map((meeting) => {
                const date = formatDate(meeting.date, locale);
                return (
                  <tr key={meeting.date}>
                    <th scope="row" className={styles.date}>
                      <time dateTime={meeting.date}>{date}</time>
                    </th>
                    {MEETING_DOCUMENTS.map((column) => {
                      const paper = meeting.papers[column.key];
                      return (
                        <td key={column.key} data-label={column.label}>
                          {paper ? (
                            <DocumentLink
                              variant="inline"
                              href={paper.url}
                              name={tx('{{document}}, assemblea del {{date}}', {
                                document: column.label,
                                date,
                              })}
                              format="PDF"
                            />
                          ) : (
                            <>
                              <span aria-hidden="true">–</span>
                              <VisuallyHidden>{tx('Non ancora pubblicato')}</VisuallyHidden>
                            </>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {others.length > 0 ? <OtherPapers papers={others} locale={locale} /> : null}
    </>
  );
}

/** Papers of a meeting beyond its four, by their own titles. */
function OtherPapers({
  papers,
  locale,
}: {
  readonly papers: Meetings['others'];
  readonly locale: SiteLocale;
}) {
  const tx = useTexts(investorsTexts);
  return (
    <DocumentList
      className={styles.others}
      label={tx('Altri documenti delle assemblee')}
      documents={papers.map((paper) => toListItem(paper, locale))}
      defaultLayout="list"
      toggle={false}
    />
  );
}
