import type { TextBlock as BaseTextBlock } from '../../shared/text-block/TextBlockView';
import type { ResponsiveImageData } from '@alu/common';
import heroEnvironment from './images/hero-ambiente.jpg';
import heroHealth from './images/hero-salute-sicurezza.jpg';
import heroResponsibility from './images/hero-responsabilita.jpg';
import recyclingImage from './images/ambiente-riciclo.jpg';
import trainingImage from './images/salute-formazione.jpg';
import type { SectionPages } from '@alu/common/section-page';
import type { NamedPolicy } from '../../shared/documents/corporateDocuments';

/** The `{page}` values of /sustainability, in the order of the side menu. */
export const SUSTAINABILITY_PAGES = ['environment', 'health-and-safety', 'responsibility'] as const;

export type SustainabilityPageKey = (typeof SUSTAINABILITY_PAGES)[number];

export const sustainabilityPagePath = (page: SustainabilityPageKey) => `/sustainability/${page}`;

/** A block of text of a sustainability page; each has its heading. */
export interface TextBlock extends BaseTextBlock {
  readonly heading: string;
}

export interface PageImage {
  readonly picture: ResponsiveImageData;
  readonly alt: string;
  readonly caption?: string;
}

/**
 * A policy the page lists: the API's document at this address (its title in the page's
 * language and its file), with a line the page adds under the name.
 */
export interface PolicyDocument {
  readonly slug: NamedPolicy;
  readonly detail?: string;
}

export interface SustainabilityPageContent {
  /** Side-menu label, the page's h1 and its `<title>`. */
  readonly label: string;
  readonly description: string;
  /** Environment and health-and-safety have the mini header. */
  readonly heroSize: 'cover' | 'mini';
  readonly hero: ResponsiveImageData;
  readonly blocks: readonly TextBlock[];
  /** Shown after the first text block. */
  readonly image?: PageImage;
  readonly documentsHeading: string;
  readonly documents: readonly PolicyDocument[];
  /** Lists the policies no page names too (an editor's new ones), before its own. */
  readonly listsOtherPolicies?: true;
}

export const SUSTAINABILITY_CONTENT: Readonly<
  Record<SustainabilityPageKey, SustainabilityPageContent>
> = {
  environment: {
    label: 'Ambiente',
    description:
      'La politica ambientale di Alumis: sistema di gestione certificato ISO 14001:2015, riciclo dell’alluminio, efficienza energetica e tutela del territorio di Shumen.',
    heroSize: 'mini',
    hero: heroEnvironment,
    blocks: [
      {
        heading: 'La nostra politica ambientale',
        paragraphs: [
          'L’alluminio si ricicla infinite volte senza perdere le sue qualità, e rifonderlo richiede solo una piccola parte dell’energia necessaria a produrlo dal minerale. Per questo crediamo che un buon prodotto in alluminio sia anche un buon investimento per l’ambiente, a condizione che chi lo produce lavori con la stessa cura.',
          'Nello stabilimento di Shumen il sistema di gestione ambientale è certificato secondo la norma ISO 14001:2015. Ogni anno fissiamo obiettivi misurabili, ne seguiamo l’andamento e li riesaminiamo con la direzione.',
        ],
      },
      {
        heading: 'I nostri impegni',
        paragraphs: [
          'Dalla fonderia alla finitura dei profili, ogni reparto conosce i propri aspetti ambientali e lavora per ridurli:',
        ],
        list: [
          'rispettare le leggi bulgare ed europee e le autorizzazioni dello stabilimento;',
          'rifondere in casa gli sfridi di laminazione e di estrusione, chiudendo il ciclo del materiale;',
          'ridurre i consumi di energia e di gas naturale per tonnellata prodotta, a ogni rinnovo degli impianti;',
          'controllare le emissioni in atmosfera, gli scarichi idrici e il rumore verso il territorio;',
          'separare i rifiuti e affidarli a operatori autorizzati, preferendo sempre il recupero allo smaltimento;',
          'formare il personale e coinvolgere fornitori e appaltatori nelle stesse regole.',
        ],
      },
      {
        heading: 'Trasparenza',
        paragraphs: [
          'La politica ambientale è a disposizione di dipendenti, clienti, autorità e cittadini. Segnalazioni e domande sui temi ambientali sono benvenute: ci aiutano a migliorare.',
        ],
      },
    ],
    image: {
      picture: recyclingImage,
      alt: 'Bobine di alluminio laminato pronte per la spedizione',
      caption: 'Gli sfridi di produzione tornano in fonderia e diventano nuovo metallo.',
    },
    documentsHeading: 'Documenti',
    documents: [{ slug: 'politica-ambientale', detail: 'ISO 14001:2015' }],
  },
  'health-and-safety': {
    label: 'Salute e sicurezza',
    description:
      'Salute e sicurezza sul lavoro in Alumis: valutazione dei rischi, formazione continua e sistema di gestione certificato ISO 45001 dal 2019.',
    heroSize: 'mini',
    hero: heroHealth,
    blocks: [
      {
        heading: 'La sicurezza prima di tutto',
        paragraphs: [
          'Fonderie, laminatoi e presse di estrusione lavorano con metallo fuso, carichi pesanti e macchine potenti. Nessun obiettivo di produzione vale un rischio per la salute di chi lavora: è il principio che guida ogni decisione nello stabilimento di Shumen.',
        ],
      },
      {
        heading: 'Valutazione dei rischi',
        paragraphs: [
          'Per ogni posto di lavoro, macchina e sostanza valutiamo i pericoli prima dell’avvio di un impianto e a ogni modifica dei processi. Dove possiamo eliminiamo il rischio alla fonte; dove non è possibile lo riduciamo con protezioni collettive, procedure e, per ultimi, dispositivi di protezione individuale.',
          'Infortuni e mancati infortuni vengono registrati e analizzati insieme ai lavoratori, per capirne le cause e impedire che si ripetano.',
        ],
      },
      {
        heading: 'Formazione',
        paragraphs: [
          'Ogni nuovo collega riceve una formazione sui rischi del proprio reparto prima di iniziare. Seguono aggiornamenti periodici, esercitazioni di emergenza e corsi specifici per carrellisti, gruisti, addetti alla manutenzione e al primo soccorso.',
          'Chi lavora in stabilimento ha il diritto e il dovere di fermare un’attività che ritiene pericolosa.',
        ],
      },
      {
        heading: 'Certificazione ISO 45001',
        paragraphs: [
          'Nel 2019 il sistema di gestione della salute e sicurezza sul lavoro ha ottenuto la certificazione secondo la norma ISO 45001, che ha preso il posto della precedente BS OHSAS 18001:2007. Audit interni ed esterni ne verificano ogni anno l’applicazione.',
        ],
      },
    ],
    image: {
      picture: trainingImage,
      alt: 'Profili estrusi in alluminio nel reparto di estrusione',
    },
    documentsHeading: 'Documenti',
    documents: [{ slug: 'politica-salute-sicurezza', detail: 'ISO 45001' }],
  },
  responsibility: {
    label: 'Responsabilità sociale',
    description:
      'La responsabilità sociale di Alumis verso dipendenti, comunità di Shumen e fornitori: politiche, divieto del lavoro minorile e codice di condotta dei fornitori.',
    heroSize: 'cover',
    hero: heroResponsibility,
    blocks: [
      {
        heading: 'Persone, comunità, partner',
        paragraphs: [
          'Alumis è uno dei principali datori di lavoro di Shumen, con oltre 1.300 dipendenti. Ne siamo consapevoli: il nostro successo dipende dalle persone che lavorano con noi e dalla comunità in cui viviamo.',
          'Offriamo condizioni di lavoro eque e sicure, retribuzioni puntuali e pari opportunità, senza discriminazioni di genere, origine, religione o opinione. Rispettiamo la libertà di associazione e il dialogo con i rappresentanti dei lavoratori.',
        ],
      },
      {
        heading: 'Il nostro impegno sul territorio',
        paragraphs: [
          'Collaboriamo con scuole e università della regione, con tirocini e visite allo stabilimento, per formare i tecnici di domani. Sosteniamo iniziative culturali, sportive e sociali della città di Shumen.',
        ],
      },
      {
        heading: 'Una catena di fornitura responsabile',
        paragraphs: [
          'Chiediamo ai nostri fornitori gli stessi principi che applichiamo a noi stessi: rispetto dei diritti umani, divieto assoluto del lavoro minorile e forzato, sicurezza, tutela dell’ambiente e integrità negli affari. Le nostre politiche e il codice di condotta dei fornitori sono pubblici.',
        ],
      },
    ],
    documentsHeading: 'Politiche e codici',
    listsOtherPolicies: true,
    documents: [
      { slug: 'politica-responsabilita-sociale' },
      { slug: 'politica-lavoro-minorile' },
      { slug: 'codice-condotta-fornitori' },
    ],
  },
};

/** The section's pages for its side menu and `{page}` route. */
export const SUSTAINABILITY_SECTION_PAGES: SectionPages<SustainabilityPageKey> = {
  keys: SUSTAINABILITY_PAGES,
  defaultPage: 'environment',
  pathOf: sustainabilityPagePath,
  labelOf: (page) => SUSTAINABILITY_CONTENT[page].label,
  menuLabel: 'Pagine sulla sostenibilità',
};
