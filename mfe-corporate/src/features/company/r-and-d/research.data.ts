import type { TextBlock } from '../../../shared/text-block/TextBlockView';

export interface Certification {
  readonly standard: string;
  readonly scope: string;
}

/** A text block of the research page; each has its heading. */
export interface ResearchSection extends TextBlock {
  readonly heading: string;
}

export const RESEARCH_SECTIONS: readonly ResearchSection[] = [
  {
    heading: 'Ricerca al servizio dei clienti',
    paragraphs: [
      'In Alumis la ricerca nasce dalle richieste dei clienti: una lega più formabile per un profilo di facciata, un foglio più sottile e resistente per l’imballaggio, un nastro con tolleranze più strette per gli scambiatori di calore. Tecnici di produzione, qualità e vendite lavorano insieme su ogni nuovo prodotto, dalla prima prova alla fornitura di serie.',
    ],
  },
  {
    heading: 'Il laboratorio qualità',
    paragraphs: [
      'Il laboratorio dello stabilimento controlla il metallo in ogni fase: dalla composizione chimica della colata alle proprietà meccaniche dei laminati, fino alle dimensioni e alle finiture dei profili estrusi.',
    ],
    list: [
      'analisi spettrometrica della composizione di leghe e billette',
      'prove di trazione, durezza e piegatura su laminati e profili',
      'misura di spessore, planarità e rugosità di fogli e nastri',
      'controllo dello spessore e dell’aderenza di vernici e strati anodici',
      'verifica dimensionale dei profili rispetto ai disegni del cliente',
    ],
  },
  {
    heading: 'Miglioramento continuo dei processi',
    paragraphs: [
      'Ogni anno una parte degli investimenti è dedicata a rendere i processi più stabili ed efficienti: automazione delle linee di colata continua, nuovi sistemi di controllo dello spessore nel laminatoio, matrici di estrusione progettate e verificate in casa, recupero degli scarti di lavorazione nella fonderia di billette.',
      'I risultati si misurano in meno scarti, consumi energetici più bassi e una qualità più costante. Il nuovo laminatoio a freddo a sei cilindri, largo fino a 2200 mm, e la pressa da 25 MN per profili fino a 310 mm di diametro circoscritto e pareti di 0,8 mm ampliano la gamma di prodotti che possiamo sviluppare.',
    ],
  },
];

export const CERTIFICATIONS_HEADING = 'Certificazioni';

export const CERTIFICATIONS_INTRO =
  'I sistemi di gestione dello stabilimento sono certificati da enti indipendenti secondo le norme internazionali:';

export const CERTIFICATIONS: readonly Certification[] = [
  { standard: 'ISO 9001:2015', scope: 'Sistema di gestione per la qualità' },
  { standard: 'ISO 14001:2015', scope: 'Sistema di gestione ambientale' },
  { standard: 'BS OHSAS 18001:2007', scope: 'Salute e sicurezza sul lavoro' },
  {
    standard: 'EN 15088:2005',
    scope: 'Prodotti strutturali in alluminio per le costruzioni: controllo e consegna',
  },
];
