// Test data: the documents the API publishes once today's files are seeded (the same
// addresses, kinds, dates and titles), and a fetch that answers the documents API with them.
import { DOCUMENTS_API, type DocumentKind, type PublicDocument } from '@alu/common';
import { documentsUrl } from './publishedDocuments';

export function publicDocument(
  slug: string,
  kind: DocumentKind,
  date: string,
  titles: PublicDocument['titles'],
  fields: Partial<PublicDocument> = {},
): PublicDocument {
  return {
    _id: slug,
    slug,
    url: `/uploads/documents/${slug}.pdf`,
    titles,
    kind,
    year: Number(date.slice(0, 4)),
    period: null,
    meetingDate: null,
    date,
    size: 2048,
    fileUpdatedAt: '2026-01-01T00:00:00.000Z',
    thumbnailUrl: `/uploads/documents/thumbnails/${slug}.webp`,
    ...fields,
  };
}

/** Today's documents, as the API lists them (newest first within each kind). */
export const SEEDED_DOCUMENTS: readonly PublicDocument[] = [
  publicDocument(
    'bilancio-esercizio-2017',
    'financial-statement',
    '2018-03-30',
    { it: 'Bilancio d’esercizio 2017' },
    { year: 2017, period: 'annual' },
  ),
  publicDocument(
    'bilancio-esercizio-2016',
    'financial-statement',
    '2017-03-30',
    {
      it: 'Bilancio d’esercizio 2016',
      en: 'Financial statements 2016',
      bg: 'Годишен финансов отчет 2016',
    },
    { year: 2016, period: 'annual' },
  ),
  publicDocument(
    'bilancio-esercizio-2015',
    'financial-statement',
    '2016-03-30',
    {
      it: 'Bilancio d’esercizio 2015',
      en: 'Financial statements 2015',
      bg: 'Годишен финансов отчет 2015',
    },
    { year: 2015, period: 'annual' },
  ),
  publicDocument(
    'bilancio-esercizio-2014',
    'financial-statement',
    '2015-03-30',
    {
      it: 'Bilancio d’esercizio 2014',
      en: 'Financial statements 2014',
      bg: 'Годишен финансов отчет 2014',
    },
    { year: 2014, period: 'annual' },
  ),
  publicDocument(
    'bilancio-esercizio-2013',
    'financial-statement',
    '2014-03-30',
    {
      it: 'Bilancio d’esercizio 2013',
      en: 'Financial statements 2013',
      bg: 'Годишен финансов отчет 2013',
    },
    { year: 2013, period: 'annual' },
  ),
  publicDocument(
    'bilancio-esercizio-2012',
    'financial-statement',
    '2013-03-30',
    {
      it: 'Bilancio d’esercizio 2012',
      en: 'Financial statements 2012',
      bg: 'Годишен финансов отчет 2012',
    },
    { year: 2012, period: 'annual' },
  ),
  publicDocument(
    'bilancio-esercizio-2011',
    'financial-statement',
    '2012-03-30',
    {
      it: 'Bilancio d’esercizio 2011',
      en: 'Financial statements 2011',
      bg: 'Годишен финансов отчет 2011',
    },
    { year: 2011, period: 'annual' },
  ),
  publicDocument(
    'assemblea-2019-ordine-del-giorno',
    'meeting-paper',
    '2019-06-28',
    {
      it: 'Ordine del giorno, assemblea del 28 giugno 2019',
      en: 'Agenda, general meeting of 28 June 2019',
      bg: 'Дневен ред, общо събрание от 28 юни 2019 г.',
    },
    { meetingDate: '2019-06-28' },
  ),
  publicDocument(
    'assemblea-2019-delega',
    'meeting-paper',
    '2019-06-28',
    {
      it: 'Delega, assemblea del 28 giugno 2019',
      en: 'Proxy form, general meeting of 28 June 2019',
      bg: 'Пълномощно, общо събрание от 28 юни 2019 г.',
    },
    { meetingDate: '2019-06-28' },
  ),
  publicDocument(
    'assemblea-2019-invito',
    'meeting-paper',
    '2019-06-28',
    {
      it: 'Invito, assemblea del 28 giugno 2019',
      en: 'Invitation, general meeting of 28 June 2019',
      bg: 'Покана, общо събрание от 28 юни 2019 г.',
    },
    { meetingDate: '2019-06-28' },
  ),
  publicDocument(
    'assemblea-2019-verbale',
    'meeting-paper',
    '2019-06-28',
    {
      it: 'Verbale, assemblea del 28 giugno 2019',
      en: 'Minutes, general meeting of 28 June 2019',
      bg: 'Протокол, общо събрание от 28 юни 2019 г.',
    },
    { meetingDate: '2019-06-28' },
  ),
  publicDocument(
    'assemblea-2018-ordine-del-giorno',
    'meeting-paper',
    '2018-06-29',
    {
      it: 'Ordine del giorno, assemblea del 29 giugno 2018',
      en: 'Agenda, general meeting of 29 June 2018',
      bg: 'Дневен ред, общо събрание от 29 юни 2018 г.',
    },
    { meetingDate: '2018-06-29' },
  ),
  publicDocument(
    'assemblea-2018-delega',
    'meeting-paper',
    '2018-06-29',
    {
      it: 'Delega, assemblea del 29 giugno 2018',
      en: 'Proxy form, general meeting of 29 June 2018',
      bg: 'Пълномощно, общо събрание от 29 юни 2018 г.',
    },
    { meetingDate: '2018-06-29' },
  ),
  publicDocument(
    'assemblea-2018-invito',
    'meeting-paper',
    '2018-06-29',
    {
      it: 'Invito, assemblea del 29 giugno 2018',
      en: 'Invitation, general meeting of 29 June 2018',
      bg: 'Покана, общо събрание от 29 юни 2018 г.',
    },
    { meetingDate: '2018-06-29' },
  ),
  publicDocument(
    'assemblea-2018-verbale',
    'meeting-paper',
    '2018-06-29',
    {
      it: 'Verbale, assemblea del 29 giugno 2018',
      en: 'Minutes, general meeting of 29 June 2018',
      bg: 'Протокол, общо събрание от 29 юни 2018 г.',
    },
    { meetingDate: '2018-06-29' },
  ),
  publicDocument(
    'assemblea-2017-ordine-del-giorno',
    'meeting-paper',
    '2017-06-23',
    {
      it: 'Ordine del giorno, assemblea del 23 giugno 2017',
      en: 'Agenda, general meeting of 23 June 2017',
      bg: 'Дневен ред, общо събрание от 23 юни 2017 г.',
    },
    { meetingDate: '2017-06-23' },
  ),
  publicDocument(
    'assemblea-2017-delega',
    'meeting-paper',
    '2017-06-23',
    {
      it: 'Delega, assemblea del 23 giugno 2017',
      en: 'Proxy form, general meeting of 23 June 2017',
      bg: 'Пълномощно, общо събрание от 23 юни 2017 г.',
    },
    { meetingDate: '2017-06-23' },
  ),
  publicDocument(
    'assemblea-2017-invito',
    'meeting-paper',
    '2017-06-23',
    {
      it: 'Invito, assemblea del 23 giugno 2017',
      en: 'Invitation, general meeting of 23 June 2017',
      bg: 'Покана, общо събрание от 23 юни 2017 г.',
    },
    { meetingDate: '2017-06-23' },
  ),
  publicDocument(
    'assemblea-2017-verbale',
    'meeting-paper',
    '2017-06-23',
    {
      it: 'Verbale, assemblea del 23 giugno 2017',
      en: 'Minutes, general meeting of 23 June 2017',
      bg: 'Протокол, общо събрание от 23 юни 2017 г.',
    },
    { meetingDate: '2017-06-23' },
  ),
  publicDocument(
    'assemblea-2016-ordine-del-giorno',
    'meeting-paper',
    '2016-06-24',
    {
      it: 'Ordine del giorno, assemblea del 24 giugno 2016',
      en: 'Agenda, general meeting of 24 June 2016',
      bg: 'Дневен ред, общо събрание от 24 юни 2016 г.',
    },
    { meetingDate: '2016-06-24' },
  ),
  publicDocument(
    'assemblea-2016-delega',
    'meeting-paper',
    '2016-06-24',
    {
      it: 'Delega, assemblea del 24 giugno 2016',
      en: 'Proxy form, general meeting of 24 June 2016',
      bg: 'Пълномощно, общо събрание от 24 юни 2016 г.',
    },
    { meetingDate: '2016-06-24' },
  ),
  publicDocument(
    'assemblea-2016-invito',
    'meeting-paper',
    '2016-06-24',
    {
      it: 'Invito, assemblea del 24 giugno 2016',
      en: 'Invitation, general meeting of 24 June 2016',
      bg: 'Покана, общо събрание от 24 юни 2016 г.',
    },
    { meetingDate: '2016-06-24' },
  ),
  publicDocument(
    'assemblea-2016-verbale',
    'meeting-paper',
    '2016-06-24',
    {
      it: 'Verbale, assemblea del 24 giugno 2016',
      en: 'Minutes, general meeting of 24 June 2016',
      bg: 'Протокол, общо събрание от 24 юни 2016 г.',
    },
    { meetingDate: '2016-06-24' },
  ),
  publicDocument(
    'assemblea-2015-ordine-del-giorno',
    'meeting-paper',
    '2015-06-26',
    {
      it: 'Ordine del giorno, assemblea del 26 giugno 2015',
      en: 'Agenda, general meeting of 26 June 2015',
      bg: 'Дневен ред, общо събрание от 26 юни 2015 г.',
    },
    { meetingDate: '2015-06-26' },
  ),
  publicDocument(
    'assemblea-2015-delega',
    'meeting-paper',
    '2015-06-26',
    {
      it: 'Delega, assemblea del 26 giugno 2015',
      en: 'Proxy form, general meeting of 26 June 2015',
      bg: 'Пълномощно, общо събрание от 26 юни 2015 г.',
    },
    { meetingDate: '2015-06-26' },
  ),
  publicDocument(
    'assemblea-2015-invito',
    'meeting-paper',
    '2015-06-26',
    {
      it: 'Invito, assemblea del 26 giugno 2015',
      en: 'Invitation, general meeting of 26 June 2015',
      bg: 'Покана, общо събрание от 26 юни 2015 г.',
    },
    { meetingDate: '2015-06-26' },
  ),
  publicDocument(
    'assemblea-2015-verbale',
    'meeting-paper',
    '2015-06-26',
    {
      it: 'Verbale, assemblea del 26 giugno 2015',
      en: 'Minutes, general meeting of 26 June 2015',
      bg: 'Протокол, общо събрание от 26 юни 2015 г.',
    },
    { meetingDate: '2015-06-26' },
  ),
  publicDocument(
    'assemblea-2014-ordine-del-giorno',
    'meeting-paper',
    '2014-06-27',
    {
      it: 'Ordine del giorno, assemblea del 27 giugno 2014',
      en: 'Agenda, general meeting of 27 June 2014',
      bg: 'Дневен ред, общо събрание от 27 юни 2014 г.',
    },
    { meetingDate: '2014-06-27' },
  ),
  publicDocument(
    'assemblea-2014-delega',
    'meeting-paper',
    '2014-06-27',
    {
      it: 'Delega, assemblea del 27 giugno 2014',
      en: 'Proxy form, general meeting of 27 June 2014',
      bg: 'Пълномощно, общо събрание от 27 юни 2014 г.',
    },
    { meetingDate: '2014-06-27' },
  ),
  publicDocument(
    'assemblea-2014-invito',
    'meeting-paper',
    '2014-06-27',
    {
      it: 'Invito, assemblea del 27 giugno 2014',
      en: 'Invitation, general meeting of 27 June 2014',
      bg: 'Покана, общо събрание от 27 юни 2014 г.',
    },
    { meetingDate: '2014-06-27' },
  ),
  publicDocument(
    'assemblea-2014-verbale',
    'meeting-paper',
    '2014-06-27',
    {
      it: 'Verbale, assemblea del 27 giugno 2014',
      en: 'Minutes, general meeting of 27 June 2014',
      bg: 'Протокол, общо събрание от 27 юни 2014 г.',
    },
    { meetingDate: '2014-06-27' },
  ),
  publicDocument('presentazione-investitori-2019', 'presentation', '2019-05-16', {
    it: 'Presentazione agli investitori 2019',
    en: 'Investor presentation 2019',
    bg: 'Презентация за инвеститори 2019',
  }),
  publicDocument('presentazione-investitori-2017', 'presentation', '2017-09-21', {
    it: 'Presentazione agli investitori 2017',
    en: 'Investor presentation 2017',
    bg: 'Презентация за инвеститори 2017',
  }),
  publicDocument('catalogo-prodotti', 'catalogue', '2019-03-01', {
    it: 'Catalogo dei prodotti',
    en: 'Product catalogue',
    bg: 'Продуктов каталог',
  }),
  publicDocument('certificato-iso-27001', 'certificate', '2019-01-01', {
    it: 'Certificato ISO/IEC 27001:2013',
    en: 'ISO/IEC 27001:2013 certificate',
    bg: 'Сертификат ISO/IEC 27001:2013',
  }),
  publicDocument('certificato-iso-9001', 'certificate', '2018-01-01', {
    it: 'Certificato ISO 9001:2015',
    en: 'ISO 9001:2015 certificate',
    bg: 'Сертификат ISO 9001:2015',
  }),
  publicDocument('certificato-iatf-16949', 'certificate', '2018-01-01', {
    it: 'Certificato IATF 16949:2016',
    en: 'IATF 16949:2016 certificate',
    bg: 'Сертификат IATF 16949:2016',
  }),
  publicDocument('certificato-asi-performance', 'certificate', '2019-01-01', {
    it: 'Certificato ASI Performance Standard',
    en: 'ASI Performance Standard certificate',
    bg: 'Сертификат ASI Performance Standard',
  }),
  publicDocument('certificato-asi-chain-of-custody', 'certificate', '2019-01-01', {
    it: 'Certificato ASI Chain of Custody Standard',
    en: 'ASI Chain of Custody Standard certificate',
    bg: 'Сертификат ASI Chain of Custody Standard',
  }),
  publicDocument('certificato-iso-14001', 'certificate', '2018-01-01', {
    it: 'Certificato ISO 14001:2015',
    en: 'ISO 14001:2015 certificate',
    bg: 'Сертификат ISO 14001:2015',
  }),
  publicDocument('certificato-iso-45001', 'certificate', '2019-01-01', {
    it: 'Certificato ISO 45001:2018',
    en: 'ISO 45001:2018 certificate',
    bg: 'Сертификат ISO 45001:2018',
  }),
  publicDocument('certificato-marcatura-ce', 'certificate', '2018-01-01', {
    it: 'Marcatura CE',
    en: 'CE marking',
    bg: 'Маркировка CE',
  }),
  publicDocument('certificato-ukca', 'certificate', '2021-01-01', {
    it: 'Marcatura UKCA',
    en: 'UKCA marking',
    bg: 'Маркировка UKCA',
  }),
  publicDocument('certificato-regolamento-ue-333-2011', 'certificate', '2018-01-01', {
    it: 'Regolamento (UE) n. 333/2011',
    en: 'Regulation (EU) No 333/2011',
    bg: 'Регламент (ЕС) № 333/2011',
  }),
  publicDocument('certificato-qualicoat', 'certificate', '2018-01-01', {
    it: 'Certificato Qualicoat',
    en: 'Qualicoat certificate',
    bg: 'Сертификат Qualicoat',
  }),
  publicDocument('certificato-qualanod', 'certificate', '2018-01-01', {
    it: 'Certificato Qualanod',
    en: 'Qualanod certificate',
    bg: 'Сертификат Qualanod',
  }),
  publicDocument('certificato-kosher', 'certificate', '2019-01-01', {
    it: 'Certificato Kosher',
    en: 'Kosher certificate',
    bg: 'Сертификат Kosher',
  }),
];

type Answer = { readonly status: number; readonly body: unknown } | Error;

/**
 * A fetch that answers each kind's list with `documents` of that kind, newest first (the
 * API's order), or with what `answers` gives for a kind.
 */
export function stubDocumentsApi(
  documents: readonly PublicDocument[] = SEEDED_DOCUMENTS,
  answers: Partial<Record<DocumentKind, Answer>> = {},
): jest.Mock {
  const stub = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const kind = new URL(url, 'http://site.test').searchParams.get('kind') as DocumentKind;
    const answer: Answer =
      url.startsWith(DOCUMENTS_API.list) && url === documentsUrl(kind)
        ? (answers[kind] ?? {
            status: 200,
            body: {
              items: documents
                .filter((item) => item.kind === kind)
                .sort((a, b) => b.date.localeCompare(a.date)),
              nextCursor: null,
            },
          })
        : { status: 404, body: {} };
    if (answer instanceof Error) throw new TypeError('Failed to fetch', { cause: answer });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = stub as unknown as typeof fetch;
  return stub;
}
