// The files come from documents.manifest.json (npm run assets); a missing file fails the build.
import assemblea2014OrdineDelGiorno from './documents/assemblea-2014-ordine-del-giorno.pdf';
import assemblea2014Delega from './documents/assemblea-2014-delega.pdf';
import assemblea2014Invito from './documents/assemblea-2014-invito.pdf';
import assemblea2014Verbale from './documents/assemblea-2014-verbale.pdf';
import assemblea2015OrdineDelGiorno from './documents/assemblea-2015-ordine-del-giorno.pdf';
import assemblea2015Delega from './documents/assemblea-2015-delega.pdf';
import assemblea2015Invito from './documents/assemblea-2015-invito.pdf';
import assemblea2015Verbale from './documents/assemblea-2015-verbale.pdf';
import assemblea2016OrdineDelGiorno from './documents/assemblea-2016-ordine-del-giorno.pdf';
import assemblea2016Delega from './documents/assemblea-2016-delega.pdf';
import assemblea2016Invito from './documents/assemblea-2016-invito.pdf';
import assemblea2016Verbale from './documents/assemblea-2016-verbale.pdf';
import assemblea2017OrdineDelGiorno from './documents/assemblea-2017-ordine-del-giorno.pdf';
import assemblea2017Delega from './documents/assemblea-2017-delega.pdf';
import assemblea2017Invito from './documents/assemblea-2017-invito.pdf';
import assemblea2017Verbale from './documents/assemblea-2017-verbale.pdf';
import assemblea2018OrdineDelGiorno from './documents/assemblea-2018-ordine-del-giorno.pdf';
import assemblea2018Delega from './documents/assemblea-2018-delega.pdf';
import assemblea2018Invito from './documents/assemblea-2018-invito.pdf';
import assemblea2018Verbale from './documents/assemblea-2018-verbale.pdf';
import assemblea2019OrdineDelGiorno from './documents/assemblea-2019-ordine-del-giorno.pdf';
import assemblea2019Delega from './documents/assemblea-2019-delega.pdf';
import assemblea2019Invito from './documents/assemblea-2019-invito.pdf';
import assemblea2019Verbale from './documents/assemblea-2019-verbale.pdf';

/** The documents of a meeting, by column of the table. */
export const MEETING_DOCUMENTS = [
  { key: 'agenda', label: 'Ordine del giorno' },
  { key: 'proxy', label: 'Delega' },
  { key: 'invitation', label: 'Invito' },
  { key: 'minutes', label: 'Verbale' },
] as const;

export type MeetingDocumentKey = (typeof MEETING_DOCUMENTS)[number]['key'];

export interface GeneralMeeting {
  /** ISO date of the meeting. */
  readonly date: string;
  /** PDF address of each document. */
  readonly files: Readonly<Record<MeetingDocumentKey, string>>;
}

/** The ordinary general meetings 2014–2019, newest first. */
export const GENERAL_MEETINGS: readonly GeneralMeeting[] = [
  {
    date: '2019-06-28',
    files: {
      agenda: assemblea2019OrdineDelGiorno,
      proxy: assemblea2019Delega,
      invitation: assemblea2019Invito,
      minutes: assemblea2019Verbale,
    },
  },
  {
    date: '2018-06-29',
    files: {
      agenda: assemblea2018OrdineDelGiorno,
      proxy: assemblea2018Delega,
      invitation: assemblea2018Invito,
      minutes: assemblea2018Verbale,
    },
  },
  {
    date: '2017-06-23',
    files: {
      agenda: assemblea2017OrdineDelGiorno,
      proxy: assemblea2017Delega,
      invitation: assemblea2017Invito,
      minutes: assemblea2017Verbale,
    },
  },
  {
    date: '2016-06-24',
    files: {
      agenda: assemblea2016OrdineDelGiorno,
      proxy: assemblea2016Delega,
      invitation: assemblea2016Invito,
      minutes: assemblea2016Verbale,
    },
  },
  {
    date: '2015-06-26',
    files: {
      agenda: assemblea2015OrdineDelGiorno,
      proxy: assemblea2015Delega,
      invitation: assemblea2015Invito,
      minutes: assemblea2015Verbale,
    },
  },
  {
    date: '2014-06-27',
    files: {
      agenda: assemblea2014OrdineDelGiorno,
      proxy: assemblea2014Delega,
      invitation: assemblea2014Invito,
      minutes: assemblea2014Verbale,
    },
  },
];
