// The files come from documents.manifest.json (npm run assets); a missing file fails the build.
import type { DocumentListItem } from '@alu/common/document-list';
import bilancioEsercizio2011 from './documents/bilancio-esercizio-2011.pdf';
import bilancioEsercizio2011Thumbnail from './thumbnails/bilancio-esercizio-2011.svg';
import relazioneGestione2011 from './documents/relazione-gestione-2011.docx';
import relazioneGestione2011Thumbnail from './thumbnails/relazione-gestione-2011.svg';
import bilancioEsercizio2012 from './documents/bilancio-esercizio-2012.pdf';
import bilancioEsercizio2012Thumbnail from './thumbnails/bilancio-esercizio-2012.svg';
import relazioneGestione2012 from './documents/relazione-gestione-2012.docx';
import relazioneGestione2012Thumbnail from './thumbnails/relazione-gestione-2012.svg';
import bilancioEsercizio2013 from './documents/bilancio-esercizio-2013.pdf';
import bilancioEsercizio2013Thumbnail from './thumbnails/bilancio-esercizio-2013.svg';
import relazioneGestione2013 from './documents/relazione-gestione-2013.docx';
import relazioneGestione2013Thumbnail from './thumbnails/relazione-gestione-2013.svg';
import bilancioEsercizio2014 from './documents/bilancio-esercizio-2014.pdf';
import bilancioEsercizio2014Thumbnail from './thumbnails/bilancio-esercizio-2014.svg';
import relazioneGestione2014 from './documents/relazione-gestione-2014.docx';
import relazioneGestione2014Thumbnail from './thumbnails/relazione-gestione-2014.svg';
import bilancioEsercizio2015 from './documents/bilancio-esercizio-2015.pdf';
import bilancioEsercizio2015Thumbnail from './thumbnails/bilancio-esercizio-2015.svg';
import relazioneGestione2015 from './documents/relazione-gestione-2015.docx';
import relazioneGestione2015Thumbnail from './thumbnails/relazione-gestione-2015.svg';
import bilancioEsercizio2016 from './documents/bilancio-esercizio-2016.pdf';
import bilancioEsercizio2016Thumbnail from './thumbnails/bilancio-esercizio-2016.svg';
import relazioneGestione2016 from './documents/relazione-gestione-2016.docx';
import relazioneGestione2016Thumbnail from './thumbnails/relazione-gestione-2016.svg';
import bilancioEsercizio2017 from './documents/bilancio-esercizio-2017.pdf';
import bilancioEsercizio2017Thumbnail from './thumbnails/bilancio-esercizio-2017.svg';
import relazioneGestione2017 from './documents/relazione-gestione-2017.docx';
import relazioneGestione2017Thumbnail from './thumbnails/relazione-gestione-2017.svg';

/** The annual financial report of one year: the financial statements and the management report. */
export interface AnnualReport {
  readonly year: number;
  readonly documents: readonly DocumentListItem[];
}

/** Publication date of a year's reports (they are published in the spring after the year). */
const published = (year: number) => `${year + 1}-03-30`;

/** Statements and management reports 2011–2017, newest first. */
export const ANNUAL_REPORTS: readonly AnnualReport[] = [
  {
    year: 2017,
    documents: [
      {
        name: 'Bilancio d’esercizio 2017',
        href: bilancioEsercizio2017,
        thumbnail: bilancioEsercizio2017Thumbnail,
        format: 'PDF',
        date: published(2017),
      },
      {
        name: 'Relazione sulla gestione 2017',
        href: relazioneGestione2017,
        thumbnail: relazioneGestione2017Thumbnail,
        format: 'DOCX',
        date: published(2017),
      },
    ],
  },
  {
    year: 2016,
    documents: [
      {
        name: 'Bilancio d’esercizio 2016',
        href: bilancioEsercizio2016,
        thumbnail: bilancioEsercizio2016Thumbnail,
        format: 'PDF',
        date: published(2016),
      },
      {
        name: 'Relazione sulla gestione 2016',
        href: relazioneGestione2016,
        thumbnail: relazioneGestione2016Thumbnail,
        format: 'DOCX',
        date: published(2016),
      },
    ],
  },
  {
    year: 2015,
    documents: [
      {
        name: 'Bilancio d’esercizio 2015',
        href: bilancioEsercizio2015,
        thumbnail: bilancioEsercizio2015Thumbnail,
        format: 'PDF',
        date: published(2015),
      },
      {
        name: 'Relazione sulla gestione 2015',
        href: relazioneGestione2015,
        thumbnail: relazioneGestione2015Thumbnail,
        format: 'DOCX',
        date: published(2015),
      },
    ],
  },
  {
    year: 2014,
    documents: [
      {
        name: 'Bilancio d’esercizio 2014',
        href: bilancioEsercizio2014,
        thumbnail: bilancioEsercizio2014Thumbnail,
        format: 'PDF',
        date: published(2014),
      },
      {
        name: 'Relazione sulla gestione 2014',
        href: relazioneGestione2014,
        thumbnail: relazioneGestione2014Thumbnail,
        format: 'DOCX',
        date: published(2014),
      },
    ],
  },
  {
    year: 2013,
    documents: [
      {
        name: 'Bilancio d’esercizio 2013',
        href: bilancioEsercizio2013,
        thumbnail: bilancioEsercizio2013Thumbnail,
        format: 'PDF',
        date: published(2013),
      },
      {
        name: 'Relazione sulla gestione 2013',
        href: relazioneGestione2013,
        thumbnail: relazioneGestione2013Thumbnail,
        format: 'DOCX',
        date: published(2013),
      },
    ],
  },
  {
    year: 2012,
    documents: [
      {
        name: 'Bilancio d’esercizio 2012',
        href: bilancioEsercizio2012,
        thumbnail: bilancioEsercizio2012Thumbnail,
        format: 'PDF',
        date: published(2012),
      },
      {
        name: 'Relazione sulla gestione 2012',
        href: relazioneGestione2012,
        thumbnail: relazioneGestione2012Thumbnail,
        format: 'DOCX',
        date: published(2012),
      },
    ],
  },
  {
    year: 2011,
    documents: [
      {
        name: 'Bilancio d’esercizio 2011',
        href: bilancioEsercizio2011,
        thumbnail: bilancioEsercizio2011Thumbnail,
        format: 'PDF',
        date: published(2011),
      },
      {
        name: 'Relazione sulla gestione 2011',
        href: relazioneGestione2011,
        thumbnail: relazioneGestione2011Thumbnail,
        format: 'DOCX',
        date: published(2011),
      },
    ],
  },
];
