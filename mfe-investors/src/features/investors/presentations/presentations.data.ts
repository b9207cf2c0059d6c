// The files come from documents.manifest.json (npm run assets); a missing file fails the build.
import type { DocumentListItem } from '@alu/common/document-list';
import presentazioneInvestitori2019 from './documents/presentazione-investitori-2019.pdf';
import presentazioneInvestitori2019Thumbnail from './thumbnails/presentazione-investitori-2019.svg';
import presentazioneInvestitori2017 from './documents/presentazione-investitori-2017.pdf';
import presentazioneInvestitori2017Thumbnail from './thumbnails/presentazione-investitori-2017.svg';

/** The presentations of 2019 and 2017, newest first. */
export const PRESENTATIONS: readonly DocumentListItem[] = [
  {
    name: 'Presentazione agli investitori 2019',
    href: presentazioneInvestitori2019,
    thumbnail: presentazioneInvestitori2019Thumbnail,
    format: 'PDF',
    date: '2019-05-16',
  },
  {
    name: 'Presentazione agli investitori 2017',
    href: presentazioneInvestitori2017,
    thumbnail: presentazioneInvestitori2017Thumbnail,
    format: 'PDF',
    date: '2017-09-21',
  },
];
