// The files come from documents.manifest.json (npm run assets); a missing file fails the build.
import type { DocumentListItem } from '@alu/common/document-list';
import catalogoProdotti from './documents/catalogo-prodotti.pdf';
import catalogoProdottiThumbnail from './thumbnails/catalogo-prodotti.svg';
import certificatoIso27001 from './documents/certificato-iso-27001.pdf';
import certificatoIso27001Thumbnail from './thumbnails/certificato-iso-27001.svg';
import certificatoIso9001 from './documents/certificato-iso-9001.pdf';
import certificatoIso9001Thumbnail from './thumbnails/certificato-iso-9001.svg';
import certificatoIatf16949 from './documents/certificato-iatf-16949.pdf';
import certificatoIatf16949Thumbnail from './thumbnails/certificato-iatf-16949.svg';
import certificatoAsiPerformance from './documents/certificato-asi-performance.pdf';
import certificatoAsiPerformanceThumbnail from './thumbnails/certificato-asi-performance.svg';
import certificatoAsiChainOfCustody from './documents/certificato-asi-chain-of-custody.pdf';
import certificatoAsiChainOfCustodyThumbnail from './thumbnails/certificato-asi-chain-of-custody.svg';
import certificatoIso14001 from './documents/certificato-iso-14001.pdf';
import certificatoIso14001Thumbnail from './thumbnails/certificato-iso-14001.svg';
import certificatoIso45001 from './documents/certificato-iso-45001.pdf';
import certificatoIso45001Thumbnail from './thumbnails/certificato-iso-45001.svg';
import certificatoMarcaturaCe from './documents/certificato-marcatura-ce.pdf';
import certificatoMarcaturaCeThumbnail from './thumbnails/certificato-marcatura-ce.svg';
import certificatoUkca from './documents/certificato-ukca.pdf';
import certificatoUkcaThumbnail from './thumbnails/certificato-ukca.svg';
import certificatoRegolamentoUe3332011 from './documents/certificato-regolamento-ue-333-2011.pdf';
import certificatoRegolamentoUe3332011Thumbnail from './thumbnails/certificato-regolamento-ue-333-2011.svg';
import certificatoQualicoat from './documents/certificato-qualicoat.pdf';
import certificatoQualicoatThumbnail from './thumbnails/certificato-qualicoat.svg';
import certificatoQualanod from './documents/certificato-qualanod.pdf';
import certificatoQualanodThumbnail from './thumbnails/certificato-qualanod.svg';
import certificatoKosher from './documents/certificato-kosher.pdf';
import certificatoKosherThumbnail from './thumbnails/certificato-kosher.svg';

/** The product catalogue. */
export const CATALOGUES: readonly DocumentListItem[] = [
  {
    name: 'Catalogo dei prodotti',
    href: catalogoProdotti,
    thumbnail: catalogoProdottiThumbnail,
    format: 'PDF',
    date: '2019-03-01',
  },
];

/** The 13 certificates, in the order the download center lists them. */
export const CERTIFICATES: readonly DocumentListItem[] = [
  {
    name: 'Certificato ISO/IEC 27001:2013',
    href: certificatoIso27001,
    thumbnail: certificatoIso27001Thumbnail,
    format: 'PDF',
    detail: 'Sistema di gestione per la sicurezza delle informazioni',
  },
  {
    name: 'Certificato ISO 9001:2015',
    href: certificatoIso9001,
    thumbnail: certificatoIso9001Thumbnail,
    format: 'PDF',
    detail: 'Sistema di gestione per la qualità',
  },
  {
    name: 'Certificato IATF 16949:2016',
    href: certificatoIatf16949,
    thumbnail: certificatoIatf16949Thumbnail,
    format: 'PDF',
    detail: 'Sistema di gestione per la qualità nel settore automobilistico',
  },
  {
    name: 'Certificato ASI Performance Standard',
    href: certificatoAsiPerformance,
    thumbnail: certificatoAsiPerformanceThumbnail,
    format: 'PDF',
    detail: 'Aluminium Stewardship Initiative: requisiti ambientali, sociali e di governo',
  },
  {
    name: 'Certificato ASI Chain of Custody Standard',
    href: certificatoAsiChainOfCustody,
    thumbnail: certificatoAsiChainOfCustodyThumbnail,
    format: 'PDF',
    detail: 'Aluminium Stewardship Initiative: catena di custodia del metallo',
  },
  {
    name: 'Certificato ISO 14001:2015',
    href: certificatoIso14001,
    thumbnail: certificatoIso14001Thumbnail,
    format: 'PDF',
    detail: 'Sistema di gestione ambientale',
  },
  {
    name: 'Certificato ISO 45001:2018',
    href: certificatoIso45001,
    thumbnail: certificatoIso45001Thumbnail,
    format: 'PDF',
    detail: 'Sistema di gestione per la salute e sicurezza sul lavoro',
  },
  {
    name: 'Marcatura CE',
    href: certificatoMarcaturaCe,
    thumbnail: certificatoMarcaturaCeThumbnail,
    format: 'PDF',
    detail:
      'Certificato del controllo della produzione in fabbrica secondo il Regolamento (UE) n. 305/2011',
  },
  {
    name: 'Marcatura UKCA',
    href: certificatoUkca,
    thumbnail: certificatoUkcaThumbnail,
    format: 'PDF',
    detail: 'Certificato del controllo della produzione in fabbrica per il mercato del Regno Unito',
  },
  {
    name: 'Regolamento (UE) n. 333/2011',
    href: certificatoRegolamentoUe3332011,
    thumbnail: certificatoRegolamentoUe3332011Thumbnail,
    format: 'PDF',
    detail: 'Criteri per la cessazione della qualifica di rifiuto dei rottami di alluminio',
  },
  {
    name: 'Certificato Qualicoat',
    href: certificatoQualicoat,
    thumbnail: certificatoQualicoatThumbnail,
    format: 'PDF',
    detail: 'Marchio di qualità della verniciatura a polvere dell’alluminio per l’architettura',
  },
  {
    name: 'Certificato Qualanod',
    href: certificatoQualanod,
    thumbnail: certificatoQualanodThumbnail,
    format: 'PDF',
    detail: 'Marchio di qualità dell’ossidazione anodica dell’alluminio per l’architettura',
  },
  {
    name: 'Certificato Kosher',
    href: certificatoKosher,
    thumbnail: certificatoKosherThumbnail,
    format: 'PDF',
    detail: 'Idoneità dei prodotti al contatto con alimenti secondo le regole kasherut',
  },
];
