import { Prose, useLocale, useLocalizedContent, useTexts } from '@alu/common';
import { DocumentLink } from '@alu/common/document-list';
import { formatDisplayDate } from '@alu/common/dates';
import * as generalMeetingsContent from './generalMeetings.data';
import styles from './GeneralMeetings.module.css';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

/** general-meetings: one row per meeting, with its four documents. */
export function GeneralMeetings() {
  const { GENERAL_MEETINGS, MEETING_DOCUMENTS } = useLocalizedContent(
    generalMeetingsContent,
    investorsTexts,
  );
  const tx = useTexts(investorsTexts);
  const locale = useLocale();
  return (
    <>
      <Prose>
        <p>
          {tx(
            'L’assemblea generale ordinaria degli azionisti si riunisce ogni anno a Shumen per approvare il bilancio, decidere la destinazione dell’utile e nominare il revisore. Per ogni assemblea pubblichiamo l’invito con l’ordine del giorno, il modulo di delega per chi vota tramite un rappresentante e, dopo la riunione, il verbale.',
          )}
        </p>
      </Prose>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {tx('Assemblee generali ordinarie degli azionisti, 2014–2019')}
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
            {GENERAL_MEETINGS.map((meeting) => {
              const date = formatDisplayDate(meeting.date, locale);
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
                        name={tx('{{document}}, assemblea del {{date}}', {
                          document: column.label,
                          date,
                        })}
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
