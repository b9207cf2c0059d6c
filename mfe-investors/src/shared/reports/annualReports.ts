import type { SiteLocale } from '@alu/common';
import type { DocumentListItem } from '@alu/common/document-list';
import { toListItem, type PublicDocument } from '../documents/publishedDocuments';
import { STATEMENT_EXTRAS, type ManagementReport } from './annualReports.data';

/** One year's financial documents: its statements (any period), then its management report. */
export interface AnnualReport {
  readonly year: number;
  readonly documents: readonly DocumentListItem[];
}

/**
 * The published statements and the management reports by year, newest year first; within a
 * year the statements as the API orders them (newest first), then the management report.
 */
export function annualReports(
  statements: readonly PublicDocument[],
  managementReports: readonly ManagementReport[],
  locale: SiteLocale,
): AnnualReport[] {
  const years = new Set([
    ...statements.map((statement) => statement.year),
    ...managementReports.map((report) => report.year),
  ]);
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => ({
      year,
      documents: [
        ...statements
          .filter((statement) => statement.year === year)
          .map((statement) =>
            toListItem(statement, locale, { extras: STATEMENT_EXTRAS[statement.slug] }),
          ),
        ...managementReports
          .filter((report) => report.year === year)
          .map(({ year: _year, ...item }) => item),
      ],
    }));
}
