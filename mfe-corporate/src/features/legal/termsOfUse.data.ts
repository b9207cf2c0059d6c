import { siteConfig } from '@alu/common';
import type { LegalText } from './legalText';

const { companyName: company, legalName, address } = siteConfig;

/**
 * /terms-of-use. Every topic the terms must cover has its own section;
 * `TERMS_TOPICS` names them so tests can check none is lost.
 */
export const termsOfUse: LegalText = {
  meta: {
    title: 'Condizioni d’uso',
    description:
      'Le condizioni d’uso del sito di Alumis: titolarità, accettazione, uso dei contenuti, marchi e diritto d’autore, richieste di offerta non vincolanti e conformità alla legge.',
  },
  title: 'Condizioni d’uso',
  subtitle: 'Le regole per la consultazione di questo sito',
  intro: [
    'Ti chiediamo di leggere con attenzione queste condizioni prima di usare il sito. Se non le accetti, ti preghiamo di non proseguire la navigazione.',
  ],
  sections: [
    {
      id: 'titolarita',
      heading: 'Titolarità del sito',
      paragraphs: [
        `Questo sito è di proprietà di ${legalName}, con sede in ${address.street}, ${address.postalCode} ${address.city}, ${address.country} (di seguito «${company}»), che ne gestisce i contenuti. Per qualsiasi comunicazione puoi scrivere a ${siteConfig.email.office}.`,
      ],
    },
    {
      id: 'accettazione',
      heading: 'Accettazione delle condizioni',
      paragraphs: [
        'Accedendo al sito e navigando tra le sue pagine accetti queste condizioni d’uso nella versione pubblicata in quel momento. Le condizioni valgono per ogni visitatore, qualunque sia il dispositivo o il Paese da cui si collega.',
      ],
    },
    {
      id: 'uso-contenuti',
      heading: 'Uso dei contenuti',
      paragraphs: [
        'Testi, immagini, video, disegni tecnici, cataloghi e documenti del sito sono destinati alla sola consultazione personale e informativa. Puoi stamparli o scaricarli per uso interno, senza modificarli.',
        `Non è consentito copiare, riprodurre, ripubblicare, distribuire, trasmettere o vendere, in tutto o in parte, i contenuti del sito, né inserirli in altri siti o pubblicazioni, senza il consenso scritto di ${company}.`,
      ],
    },
    {
      id: 'modifiche',
      heading: 'Modifiche e sospensione del sito',
      paragraphs: [
        `${company} può modificare in qualsiasi momento, senza preavviso, i contenuti e la struttura del sito, queste condizioni d’uso e le informazioni sui prodotti, nonché sospendere o interrompere, temporaneamente o definitivamente, l’accesso al sito o a una sua parte, anche per manutenzione.`,
      ],
    },
    {
      id: 'nessuna-garanzia',
      heading: 'Nessuna garanzia di servizio senza errori',
      paragraphs: [
        `Curiamo i contenuti con attenzione, ma non possiamo garantire che il sito sia sempre disponibile, privo di errori o di interruzioni, né che sia esente da virus o da altri elementi dannosi. Le informazioni tecniche hanno carattere indicativo: prima di prendere decisioni, verifica i dati con il nostro ufficio vendite. Nei limiti consentiti dalla legge, ${company} non risponde dei danni derivanti dall’uso del sito o dall’impossibilità di usarlo.`,
      ],
    },
    {
      id: 'marchi',
      heading: 'Marchi e diritto d’autore',
      paragraphs: [
        `Il nome e il logo ${company}, gli altri marchi e segni distintivi presenti sul sito appartengono a ${legalName} o ai rispettivi titolari e sono protetti dalle leggi sui marchi. Nessun elemento del sito concede una licenza o un diritto d’uso su di essi.`,
        `I contenuti del sito e la loro organizzazione sono protetti dal diritto d’autore. © ${siteConfig.copyrightYear} ${legalName}. Tutti i diritti riservati.`,
      ],
    },
    {
      id: 'richieste',
      heading: 'Richieste di informazioni e di offerta',
      paragraphs: [
        `Le richieste inviate con i moduli del sito o per e-mail hanno carattere soltanto preliminare e informativo: non costituiscono un ordine né una proposta contrattuale vincolante, né per il visitatore né per ${company}. Un contratto nasce soltanto da un’offerta scritta di ${company} e dalla sua accettazione, alle condizioni generali di vendita in vigore.`,
        'Allo stesso modo, prezzi, disponibilità e caratteristiche dei prodotti indicati sul sito non sono un’offerta al pubblico.',
      ],
    },
    {
      id: 'conformita',
      heading: 'Conformità alla legge',
      paragraphs: ['Usando il sito ti impegni a rispettare la legge e in particolare a non:'],
      list: [
        'usare il sito per scopi illeciti o contrari a queste condizioni;',
        'tentare di accedere senza autorizzazione ai sistemi, ai server o alle aree riservate del sito;',
        'caricare o trasmettere virus, programmi dannosi o contenuti che possano danneggiare il sito o i suoi utenti;',
        'raccogliere in modo automatico i dati del sito o i recapiti del personale per inviare comunicazioni non richieste;',
        'violare i diritti di proprietà intellettuale di Alumis o di terzi;',
        'fornire dati falsi o di altre persone nelle richieste e nelle candidature.',
      ],
      closing:
        'Queste condizioni sono regolate dalla legge della Repubblica di Bulgaria, fatte salve le norme inderogabili a tutela dei consumatori del Paese in cui risiedi.',
    },
  ],
  updated: '2026-01-01',
};

/** The topics the terms of use must cover, by section id. */
export const TERMS_TOPICS = [
  'titolarita',
  'accettazione',
  'uso-contenuti',
  'modifiche',
  'nessuna-garanzia',
  'marchi',
  'richieste',
  'conformita',
] as const;
