// The investor pages' documents are the API's (seeded from the files the asset script writes);
// what the pages still hold of them must match those files: a cover for each statement and
// presentation, a management report (Word) for each year, one column for each meeting paper.
import { MANAGEMENT_REPORTS, STATEMENT_EXTRAS } from '../../shared/reports/annualReports.data';
import reportsManifest from '../../shared/reports/documents.manifest.json';
import { generalMeetings } from './general-meetings/generalMeetings';
import meetingsManifest from './general-meetings/documents.manifest.json';
import { PRESENTATION_EXTRAS } from './presentations/presentations.data';
import presentationsManifest from './presentations/documents.manifest.json';
import type { PublicDocument } from '../../shared/documents/publishedDocuments';

interface ManifestDocument {
  readonly file: string;
  readonly title: string;
  readonly year?: number;
}

const slugOf = (document: ManifestDocument) => document.file.replace(/\.[a-z]+$/, '');

describe('investor document sets', () => {
  it('has a cover for every statement and a management report for every year', () => {
    const manifest: readonly ManifestDocument[] = reportsManifest.documents;
    const statements = manifest.filter((document) => document.file.endsWith('.pdf'));
    expect(Object.keys(STATEMENT_EXTRAS).sort()).toEqual(statements.map(slugOf).sort());
    const reports = manifest.filter((document) => document.file.endsWith('.docx'));
    expect(MANAGEMENT_REPORTS.map((report) => [report.name, report.year, report.format])).toEqual(
      reports
        .map((document) => [document.title, document.year, 'DOCX'])
        .sort((a, b) => Number(b[1]) - Number(a[1])),
    );
  });

  it('has a cover for each presentation', () => {
    const manifest: readonly ManifestDocument[] = presentationsManifest.documents;
    expect(Object.keys(PRESENTATION_EXTRAS).sort()).toEqual(manifest.map(slugOf).sort());
  });

  it('puts each of the four papers of every general meeting 2014–2019 in its column', () => {
    const manifest: readonly ManifestDocument[] = meetingsManifest.documents;
    const papers = manifest.map(
      (document) =>
        ({
          slug: slugOf(document),
          meetingDate: `${document.year}-06-01`,
          date: `${document.year}-06-01`,
        }) as PublicDocument,
    );
    const { meetings, others } = generalMeetings(papers);
    expect(others).toEqual([]);
    expect(meetings.map((meeting) => meeting.date.slice(0, 4))).toEqual([
      '2019',
      '2018',
      '2017',
      '2016',
      '2015',
      '2014',
    ]);
    for (const meeting of meetings) {
      expect(Object.keys(meeting.papers).sort()).toEqual([
        'agenda',
        'invitation',
        'minutes',
        'proxy',
      ]);
    }
  });
});
