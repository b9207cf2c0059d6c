// Every document the investor pages list is a document the asset script writes (same title,
// year and format), and every document it writes is listed: the data and the manifests agree.
import { ANNUAL_REPORTS } from '../../shared/reports/annualReports.data';
import reportsManifest from '../../shared/reports/documents.manifest.json';
import { GENERAL_MEETINGS } from './general-meetings/generalMeetings.data';
import meetingsManifest from './general-meetings/documents.manifest.json';
import { PRESENTATIONS } from './presentations/presentations.data';
import presentationsManifest from './presentations/documents.manifest.json';

interface ManifestDocument {
  readonly file: string;
  readonly title: string;
  readonly year?: number;
  readonly thumbnail?: string;
}

const formatOf = (document: ManifestDocument) =>
  document.file.slice(document.file.lastIndexOf('.') + 1).toUpperCase();

describe('investor document sets', () => {
  it('lists every annual report the script writes, with its year and format', () => {
    const manifest: readonly ManifestDocument[] = reportsManifest.documents;
    const listed = ANNUAL_REPORTS.flatMap((report) =>
      report.documents.map((document) => ({ ...document, year: report.year })),
    );
    expect(
      listed.map((document) => [document.name, document.year, document.format]).sort(),
    ).toEqual(
      manifest.map((document) => [document.title, document.year, formatOf(document)]).sort(),
    );
    expect(ANNUAL_REPORTS.map((report) => report.year)).toEqual([
      2017, 2016, 2015, 2014, 2013, 2012, 2011,
    ]);
    expect(manifest.every((document) => document.thumbnail)).toBe(true);
  });

  it('names the presentations of 2019 and 2017 with their year', () => {
    const manifest: readonly ManifestDocument[] = presentationsManifest.documents;
    expect(PRESENTATIONS.map((document) => document.name)).toEqual(
      manifest.map((document) => `${document.title} ${document.year}`),
    );
  });

  it('has the four documents of each general meeting 2014–2019', () => {
    const manifest: readonly ManifestDocument[] = meetingsManifest.documents;
    expect(manifest).toHaveLength(GENERAL_MEETINGS.length * 4);
    expect(GENERAL_MEETINGS.map((meeting) => meeting.date.slice(0, 4))).toEqual([
      '2019',
      '2018',
      '2017',
      '2016',
      '2015',
      '2014',
    ]);
    for (const meeting of GENERAL_MEETINGS) {
      const year = Number(meeting.date.slice(0, 4));
      expect(manifest.filter((document) => document.year === year)).toHaveLength(4);
    }
  });
});
