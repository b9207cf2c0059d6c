import { Prose } from '@alu/common';
import { DocumentLink } from '@alu/common/document-list';
import { formatDisplayDate } from '@alu/common/dates';
import * as generalMeetingsContent from './generalMeetings.data';
import styles from './GeneralMeetings.module.css';
import { useLocalizedContent } from '@alu/common';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

const CAPTION = 'Assemblee generali ordinarie degli azionisti, 2014–2019';

/** general-meetings: one row per meeting, with its four documents. */
export function GeneralMeetings() {
  const { GENERAL_MEETINGS, MEETING_DOCUMENTS } = useLocalizedContent(
    generalMeetingsContent,
    investorsTexts,
  );
  return (
    <>
      <Prose>
        <p>
          L’assemblea generale ordinaria degli azionisti si riunisce ogni anno a Shumen per
          approvare il bilancio, decidere la destinazione dell’utile e nominare il revisore. Per
          ogni assemblea pubblichiamo l’invito con l’ordine del giorno, il modulo di delega per chi
          vota tramite un rappresentante e, dopo la riunione, il verbale.
        </p>
      </Prose>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              {MEETING_DOCUMENTS.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GENERAL_MEETINGS.map((meeting) => {
              const date = formatDisplayDate(meeting.date);
              return (
                <tr key={meeting.date}>
                  <th scope="row" className={styles.date}>
                    <time dateTime={meeting.date}>{date}</time>
                  </th>
                  {MEETING_DOCUMENTS.map((column) => (
                    <td key={column.key} data-label={column.label}>
                      <DocumentLink
                        variant="inline"
                        href={meeting.files[column.key]}
                        name={`${column.label}, assemblea del ${date}`}
                        format="PDF"
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
