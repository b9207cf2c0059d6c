import { siteConfig } from '@alu/common';
import type { LegalText } from './legalText';

const { companyName: company, legalName } = siteConfig;

/** /disclosure-policy: how the listed company discloses inside information. */
export const disclosurePolicy: LegalText = {
  meta: {
    title: 'Politica di divulgazione',
    description:
      'Come Alumis AD, società quotata, comunica al mercato le informazioni privilegiate: a chi, con quali tempi e con quali canali, nel rispetto del Regolamento (UE) n. 596/2014.',
  },
  title: 'Politica di divulgazione',
  subtitle: 'Come comunichiamo le informazioni privilegiate a investitori e mercato',
  intro: [
    `Le azioni di ${legalName} sono negoziate in borsa. Come ogni emittente quotato, ${company} ha il dovere di informare il pubblico in modo tempestivo, completo e uguale per tutti su ogni fatto che possa influire in misura sensibile sul prezzo dei suoi strumenti finanziari.`,
    'Questa politica descrive le regole che il Consiglio di gestione e il Consiglio di sorveglianza applicano alla comunicazione di tali informazioni. Vale per tutti gli amministratori, i dirigenti e i dipendenti che, per il loro lavoro, vengono a conoscenza di informazioni non ancora pubbliche.',
  ],
  sections: [
    {
      id: 'informazioni-privilegiate',
      heading: 'Che cosa sono le informazioni privilegiate',
      paragraphs: [
        'Sono informazioni precise, non ancora rese pubbliche, che riguardano direttamente o indirettamente la società o le sue azioni e che, se divulgate, potrebbero influire in modo significativo sul loro prezzo, secondo la definizione dell’articolo 7 del Regolamento (UE) n. 596/2014 sugli abusi di mercato (MAR).',
        'Possono esserlo, ad esempio:',
      ],
      list: [
        'i risultati economici e finanziari, annuali e infrannuali, e gli scostamenti rilevanti dalle previsioni;',
        'le decisioni su dividendi, aumenti o riduzioni del capitale e operazioni sulle azioni proprie;',
        'grandi investimenti, come nuove linee di laminazione o di estrusione, e l’acquisto o la cessione di partecipazioni;',
        'la firma o la perdita di contratti di particolare rilievo;',
        'i cambiamenti negli organi di amministrazione e di controllo;',
        'procedimenti giudiziari o amministrativi ed eventi straordinari che incidano sull’attività produttiva.',
      ],
    },
    {
      id: 'destinatari',
      heading: 'A chi comunichiamo',
      paragraphs: ['Le informazioni privilegiate sono comunicate contemporaneamente:'],
      list: [
        'alla Commissione di vigilanza finanziaria della Repubblica di Bulgaria;',
        'alla Borsa di Bulgaria, il mercato su cui sono negoziate le azioni;',
        'al pubblico, attraverso un’agenzia di informazione finanziaria e i media, in modo da raggiungere rapidamente gli investitori di tutta l’Unione europea;',
        'sul nostro sito, nella sezione Investitori, dove ogni comunicato resta consultabile per almeno cinque anni.',
      ],
      closing:
        'Nessun investitore, analista o giornalista riceve in anticipo o in via riservata informazioni che il mercato non conosce. Gli incontri con investitori e analisti trattano soltanto informazioni già pubbliche.',
    },
    {
      id: 'tempi',
      heading: 'Tempi della comunicazione',
      paragraphs: [
        'Comunichiamo un’informazione privilegiata non appena possibile, di norma nello stesso giorno in cui si verifica il fatto o viene presa la decisione. I comunicati sono diffusi preferibilmente fuori dall’orario di negoziazione, così che tutti gli investitori possano valutarli prima di operare.',
        'La società può ritardare la comunicazione soltanto alle condizioni dell’articolo 17, paragrafo 4, del MAR: quando la diffusione immediata pregiudicherebbe un suo interesse legittimo, il ritardo non rischia di fuorviare il pubblico e la riservatezza è garantita. In questo caso la decisione è documentata e, alla pubblicazione, la Commissione di vigilanza finanziaria ne è informata. Se la riservatezza viene meno, per esempio per una fuga di notizie, l’informazione è resa pubblica senza indugio.',
        'Le relazioni finanziarie annuali, semestrali e trimestrali sono pubblicate entro i termini stabiliti dalla legge bulgara sull’offerta pubblica di strumenti finanziari; le date previste sono indicate nel calendario degli eventi per gli investitori.',
      ],
    },
    {
      id: 'portavoce',
      heading: 'Chi parla per la società',
      paragraphs: [
        'Soltanto il Presidente del Consiglio di gestione, il Direttore finanziario e il responsabile delle relazioni con gli investitori sono autorizzati a rilasciare dichiarazioni su risultati, strategie e prospettive della società. Gli altri dipendenti indirizzano ogni domanda di questo tipo all’ufficio Relazioni con gli investitori.',
        'Non commentiamo voci di mercato né indiscrezioni, a meno che non riguardino un’informazione privilegiata che non è più riservata: in quel caso la comunichiamo al mercato.',
      ],
    },
    {
      id: 'riservatezza',
      heading: 'Riservatezza e registro degli insider',
      paragraphs: [
        'Fino alla pubblicazione, le informazioni privilegiate sono note soltanto alle persone che devono conoscerle per il loro lavoro. La società tiene l’elenco di queste persone, come richiede l’articolo 18 del MAR, e le informa per iscritto dei loro obblighi.',
        'Gli amministratori e le persone a loro strettamente legate comunicano le proprie operazioni sulle azioni della società e non possono effettuarne nei trenta giorni di calendario che precedono l’annuncio di una relazione finanziaria intermedia o di fine anno.',
      ],
    },
    {
      id: 'contatti',
      heading: 'Contatti',
      paragraphs: [
        'Per domande sulla comunicazione al mercato potete scrivere all’ufficio Relazioni con gli investitori:',
      ],
      email: siteConfig.email.investors,
    },
  ],
  updated: '2026-01-01',
};
