import { useId } from 'react';
import { Prose, useLocale, useLocalizedContent, useTexts } from '@alu/common';
import { DocumentList } from '@alu/common/document-list';
import { DocumentsState } from '../../../shared/documents/DocumentsState';
import { usePublishedDocuments } from '../../../shared/documents/publishedDocuments';
import * as annualReportsContent from '../../../shared/reports/annualReports.data';
import { annualReports, type AnnualReport } from '../../../shared/reports/annualReports';
import styles from './FinancialStatements.module.css';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

/** financial-statements: the published statements and the management reports, by year. */
export function FinancialStatements() {
  const { MANAGEMENT_REPORTS } = useLocalizedContent(annualReportsContent, investorsTexts);
  const statements = usePublishedDocuments('financial-statement');
  const locale = useLocale();
  const tx = useTexts(investorsTexts);
  return (
    <>
      <Prose>
        <p>
          {tx(
            'Ogni anno pubblichiamo il bilancio d’esercizio, sottoposto a revisione indipendente, e la relazione del consiglio di gestione sull’andamento della società. I documenti si aprono in una nuova scheda; accanto a ogni nome sono indicati la data di pubblicazione e il formato del file.',
          )}
        </p>
      </Prose>
      <DocumentsState documents={statements}>
        {(published) =>
          annualReports(published, MANAGEMENT_REPORTS, locale).map((report) => (
            <YearSection key={report.year} report={report} />
          ))
        }
      </DocumentsState>
    </>
  );
}

function YearSection({ report }: { readonly report: AnnualReport }) {
  const headingId = useId();
  const tx = useTexts(investorsTexts);
  return (
    <section className={styles.year} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {report.year}
      </h2>
      <DocumentList
        label={tx('Documenti finanziari {{year}}', { year: report.year })}
        documents={report.documents}
        defaultLayout="list"
        toggle={false}
      />
    </section>
  );
}
