import { Prose, useLocale, useLocalizedContent, type SiteLocale } from '@alu/common';
import { SectionRoute, type SectionDefinition } from '@alu/common/section-page';
import { DocumentList, type DocumentListItem } from '@alu/common/document-list';
import { DocumentsState } from '../../shared/documents/DocumentsState';
import {
  inOrder,
  toListItem,
  usePublishedDocuments,
  type DocumentExtras,
  type PublicDocument,
} from '../../shared/documents/publishedDocuments';
import * as annualReportsContent from '../../shared/reports/annualReports.data';
import { annualReports } from '../../shared/reports/annualReports';
import {
  DOWNLOAD_PAGE_CONTENT,
  DOWNLOAD_SECTION_PAGES,
  LAST_REPORT_YEAR,
  type DownloadPageContent,
  type DownloadPageKey,
} from './downloadPages.data';
import * as downloadsContent from './downloads.data';
import heroImage from './images/hero-centro-download.jpg';
import styles from './DownloadCenterPage.module.css';
import { investorsTexts } from '../../shared/i18n/investorsTexts';

/** Certificates an editor adds come first, then today's in their order. */
const CERTIFICATE_ORDER = Object.keys(downloadsContent.CERTIFICATE_EXTRAS);

const DOWNLOADS_SECTION: SectionDefinition<DownloadPageKey> = {
  pages: DOWNLOAD_SECTION_PAGES,
  texts: investorsTexts,
  useView: (page) => {
    const content = useLocalizedContent(DOWNLOAD_PAGE_CONTENT[page], investorsTexts);
    return {
      meta: content.meta,
      hero: { title: content.label, eyebrow: 'Centro download', size: 'mini', image: heroImage },
      body: (
        <>
          <Prose className={styles.intro}>
            <p>{content.intro}</p>
          </Prose>
          <DownloadDocuments page={page} content={content} />
        </>
      ),
    };
  },
};

/** The page's published documents in its layout, or why there are none. */
function DownloadDocuments({
  page,
  content,
}: {
  readonly page: DownloadPageKey;
  readonly content: DownloadPageContent;
}) {
  const documents = usePublishedDocuments(content.kind);
  const extras = useLocalizedContent(downloadsContent, investorsTexts);
  const reports = useLocalizedContent(annualReportsContent, investorsTexts);
  const locale = useLocale();
  // Today's documents keep their drawn covers; one an editor adds shows the API's thumbnail
  // (its first page, or the picture the editor uploaded) in the same place.
  const withCover = (document: PublicDocument, own: DocumentExtras | undefined) => ({
    ...(document.thumbnailUrl ? { thumbnail: document.thumbnailUrl } : {}),
    ...own,
  });
  const itemsOf = (published: readonly PublicDocument[]): DocumentListItem[] => {
    switch (page) {
      case 'catalogues':
        return published.map((document) =>
          toListItem(document, locale, {
            extras: withCover(document, extras.CATALOGUE_EXTRAS[document.slug]),
          }),
        );
      case 'certificates':
        // Certificates are listed without a date, as their scope matters more than the day.
        return inOrder(published, CERTIFICATE_ORDER).map((document) =>
          toListItem(document, locale, {
            extras: withCover(document, extras.CERTIFICATE_EXTRAS[document.slug]),
            showDate: false,
          }),
        );
      case 'reports':
        return reportsUntil(published, reports.MANAGEMENT_REPORTS, locale);
    }
  };
  return (
    <DocumentsState documents={documents}>
      {(published) => (
        <DocumentList
          label={content.label}
          documents={itemsOf(published)}
          defaultLayout={content.layout}
          narrowScreenLayout="list"
        />
      )}
    </DocumentsState>
  );
}

/** The annual reports up to LAST_REPORT_YEAR, newest year first, as one list. */
function reportsUntil(
  statements: readonly PublicDocument[],
  managementReports: typeof annualReportsContent.MANAGEMENT_REPORTS,
  locale: SiteLocale,
): DocumentListItem[] {
  return annualReports(
    statements.filter((statement) => statement.year <= LAST_REPORT_YEAR),
    managementReports.filter((report) => report.year <= LAST_REPORT_YEAR),
    locale,
  ).flatMap((report) => report.documents);
}

/** /download-center/{page}: catalogues, certificates and reports; unknown pages → /404. */
export function DownloadCenterPage() {
  return <SectionRoute section={DOWNLOADS_SECTION} />;
}
