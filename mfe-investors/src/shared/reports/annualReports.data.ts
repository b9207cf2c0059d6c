// The year's financial statements are documents of the API (editors publish them); what
// stays here is what the API does not hold: the covers of the statements published before
// editors managed them, and the management reports, which are Word files (the API takes
// PDFs only). The files come from documents.manifest.json (npm run assets).
import type { DocumentListItem } from '@alu/common/document-list';
import type { DocumentExtras } from '../documents/publishedDocuments';
import bilancioEsercizio2017Thumbnail from './thumbnails/bilancio-esercizio-2017.svg';
import bilancioEsercizio2016Thumbnail from './thumbnails/bilancio-esercizio-2016.svg';
import bilancioEsercizio2015Thumbnail from './thumbnails/bilancio-esercizio-2015.svg';
import bilancioEsercizio2014Thumbnail from './thumbnails/bilancio-esercizio-2014.svg';
import bilancioEsercizio2013Thumbnail from './thumbnails/bilancio-esercizio-2013.svg';
import bilancioEsercizio2012Thumbnail from './thumbnails/bilancio-esercizio-2012.svg';
import bilancioEsercizio2011Thumbnail from './thumbnails/bilancio-esercizio-2011.svg';
import relazioneGestione2017 from './documents/relazione-gestione-2017.docx';
import relazioneGestione2017Thumbnail from './thumbnails/relazione-gestione-2017.svg';
import relazioneGestione2016 from './documents/relazione-gestione-2016.docx';
import relazioneGestione2016Thumbnail from './thumbnails/relazione-gestione-2016.svg';
import relazioneGestione2015 from './documents/relazione-gestione-2015.docx';
import relazioneGestione2015Thumbnail from './thumbnails/relazione-gestione-2015.svg';
import relazioneGestione2014 from './documents/relazione-gestione-2014.docx';
import relazioneGestione2014Thumbnail from './thumbnails/relazione-gestione-2014.svg';
import relazioneGestione2013 from './documents/relazione-gestione-2013.docx';
import relazioneGestione2013Thumbnail from './thumbnails/relazione-gestione-2013.svg';
import relazioneGestione2012 from './documents/relazione-gestione-2012.docx';
import relazioneGestione2012Thumbnail from './thumbnails/relazione-gestione-2012.svg';
import relazioneGestione2011 from './documents/relazione-gestione-2011.docx';
import relazioneGestione2011Thumbnail from './thumbnails/relazione-gestione-2011.svg';

/** The management report of one year (a Word file), listed after that year's statements. */
export interface ManagementReport extends DocumentListItem {
  readonly year: number;
}

/** Publication date of a year's reports (they are published in the spring after the year). */
const published = (year: number) => `${year + 1}-03-30`;

/** The covers of the statements 2011–2017, by the document's address. */
export const STATEMENT_EXTRAS: Readonly<Record<string, DocumentExtras>> = {
  'bilancio-esercizio-2017': { thumbnail: bilancioEsercizio2017Thumbnail },
  'bilancio-esercizio-2016': { thumbnail: bilancioEsercizio2016Thumbnail },
  'bilancio-esercizio-2015': { thumbnail: bilancioEsercizio2015Thumbnail },
  'bilancio-esercizio-2014': { thumbnail: bilancioEsercizio2014Thumbnail },
  'bilancio-esercizio-2013': { thumbnail: bilancioEsercizio2013Thumbnail },
  'bilancio-esercizio-2012': { thumbnail: bilancioEsercizio2012Thumbnail },
  'bilancio-esercizio-2011': { thumbnail: bilancioEsercizio2011Thumbnail },
};

/** The management reports 2011–2017, newest first. */
export const MANAGEMENT_REPORTS: readonly ManagementReport[] = [
  {
    year: 2017,
    name: 'Relazione sulla gestione 2017',
    href: relazioneGestione2017,
    thumbnail: relazioneGestione2017Thumbnail,
    format: 'DOCX',
    date: published(2017),
  },
  {
    year: 2016,
    name: 'Relazione sulla gestione 2016',
    href: relazioneGestione2016,
    thumbnail: relazioneGestione2016Thumbnail,
    format: 'DOCX',
    date: published(2016),
  },
  {
    year: 2015,
    name: 'Relazione sulla gestione 2015',
    href: relazioneGestione2015,
    thumbnail: relazioneGestione2015Thumbnail,
    format: 'DOCX',
    date: published(2015),
  },
  {
    year: 2014,
    name: 'Relazione sulla gestione 2014',
    href: relazioneGestione2014,
    thumbnail: relazioneGestione2014Thumbnail,
    format: 'DOCX',
    date: published(2014),
  },
  {
    year: 2013,
    name: 'Relazione sulla gestione 2013',
    href: relazioneGestione2013,
    thumbnail: relazioneGestione2013Thumbnail,
    format: 'DOCX',
    date: published(2013),
  },
  {
    year: 2012,
    name: 'Relazione sulla gestione 2012',
    href: relazioneGestione2012,
    thumbnail: relazioneGestione2012Thumbnail,
    format: 'DOCX',
    date: published(2012),
  },
  {
    year: 2011,
    name: 'Relazione sulla gestione 2011',
    href: relazioneGestione2011,
    thumbnail: relazioneGestione2011Thumbnail,
    format: 'DOCX',
    date: published(2011),
  },
];
