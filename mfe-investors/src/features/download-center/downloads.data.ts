// The catalogues and certificates are documents of the API (editors publish them). What stays
// here is what the API does not hold for the ones published before editors managed them: their
// covers, the certificates' one-line scope, and the certificates' order on the page.
import type { DocumentExtras } from '../../shared/documents/publishedDocuments';
import catalogoProdottiThumbnail from './thumbnails/catalogo-prodotti.svg';
import certificatoIso27001Thumbnail from './thumbnails/certificato-iso-27001.svg';
import certificatoIso9001Thumbnail from './thumbnails/certificato-iso-9001.svg';
import certificatoIatf16949Thumbnail from './thumbnails/certificato-iatf-16949.svg';
import certificatoAsiPerformanceThumbnail from './thumbnails/certificato-asi-performance.svg';
import certificatoAsiChainOfCustodyThumbnail from './thumbnails/certificato-asi-chain-of-custody.svg';
import certificatoIso14001Thumbnail from './thumbnails/certificato-iso-14001.svg';
import certificatoIso45001Thumbnail from './thumbnails/certificato-iso-45001.svg';
import certificatoMarcaturaCeThumbnail from './thumbnails/certificato-marcatura-ce.svg';
import certificatoUkcaThumbnail from './thumbnails/certificato-ukca.svg';
import certificatoRegolamentoUe3332011Thumbnail from './thumbnails/certificato-regolamento-ue-333-2011.svg';
import certificatoQualicoatThumbnail from './thumbnails/certificato-qualicoat.svg';
import certificatoQualanodThumbnail from './thumbnails/certificato-qualanod.svg';
import certificatoKosherThumbnail from './thumbnails/certificato-kosher.svg';

export const CATALOGUE_EXTRAS: Readonly<Record<string, DocumentExtras>> = {
  'catalogo-prodotti': { thumbnail: catalogoProdottiThumbnail },
};

/** The 13 certificates, by address, in the order the download center lists them. */
export const CERTIFICATE_EXTRAS: Readonly<Record<string, DocumentExtras>> = {
  'certificato-iso-27001': {
    thumbnail: certificatoIso27001Thumbnail,
    detail: 'Sistema di gestione per la sicurezza delle informazioni',
  },
  'certificato-iso-9001': {
    thumbnail: certificatoIso9001Thumbnail,
    detail: 'Sistema di gestione per la qualità',
  },
  'certificato-iatf-16949': {
    thumbnail: certificatoIatf16949Thumbnail,
    detail: 'Sistema di gestione per la qualità nel settore automobilistico',
  },
  'certificato-asi-performance': {
    thumbnail: certificatoAsiPerformanceThumbnail,
    detail: 'Aluminium Stewardship Initiative: requisiti ambientali, sociali e di governo',
  },
  'certificato-asi-chain-of-custody': {
    thumbnail: certificatoAsiChainOfCustodyThumbnail,
    detail: 'Aluminium Stewardship Initiative: catena di custodia del metallo',
  },
  'certificato-iso-14001': {
    thumbnail: certificatoIso14001Thumbnail,
    detail: 'Sistema di gestione ambientale',
  },
  'certificato-iso-45001': {
    thumbnail: certificatoIso45001Thumbnail,
    detail: 'Sistema di gestione per la salute e sicurezza sul lavoro',
  },
  'certificato-marcatura-ce': {
    thumbnail: certificatoMarcaturaCeThumbnail,
    detail:
      'Certificato del controllo della produzione in fabbrica secondo il Regolamento (UE) n. 305/2011',
  },
  'certificato-ukca': {
    thumbnail: certificatoUkcaThumbnail,
    detail: 'Certificato del controllo della produzione in fabbrica per il mercato del Regno Unito',
  },
  'certificato-regolamento-ue-333-2011': {
    thumbnail: certificatoRegolamentoUe3332011Thumbnail,
    detail: 'Criteri per la cessazione della qualifica di rifiuto dei rottami di alluminio',
  },
  'certificato-qualicoat': {
    thumbnail: certificatoQualicoatThumbnail,
    detail: 'Marchio di qualità della verniciatura a polvere dell’alluminio per l’architettura',
  },
  'certificato-qualanod': {
    thumbnail: certificatoQualanodThumbnail,
    detail: 'Marchio di qualità dell’ossidazione anodica dell’alluminio per l’architettura',
  },
  'certificato-kosher': {
    thumbnail: certificatoKosherThumbnail,
    detail: 'Idoneità dei prodotti al contatto con alimenti secondo le regole kasherut',
  },
};
