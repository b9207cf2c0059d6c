export interface TextSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export const ABOUT_INTRO: TextSection = {
  heading: 'Alluminio laminato ed estruso da Shumen',
  paragraphs: [
    'Alumis è un produttore bulgaro di semilavorati in alluminio. Nello stabilimento di Shumen, nel nord-est della Bulgaria, nascono fogli sottili e semisottili, lamiere, nastri e profili estrusi destinati all’edilizia, all’industria automobilistica, ai trasporti, all’imballaggio e alla distribuzione.',
    'Con oltre 35 anni di esperienza nella lavorazione dell’alluminio, Alumis esporta circa il 95 % della sua produzione, soprattutto nei paesi dell’Unione europea e negli Stati Uniti. Il fatturato ha superato i 168 milioni di euro e l’azienda è tra le prime 100 imprese della Bulgaria.',
  ],
};

export const ABOUT_SECTIONS: readonly TextSection[] = [
  {
    heading: 'Due stabilimenti, un solo sito',
    paragraphs: [
      'Il laminatoio parte dal metallo fuso: sei linee di colata continua producono il nastro che viene poi laminato a freddo fino ai fogli più sottili per uso domestico e tecnico. Lo stabilimento di estrusione, con cinque presse e una propria fonderia di billette, realizza profili standard e su disegno, verniciati, anodizzati e lavorati a misura.',
      'Avere colata, laminazione, estrusione e finitura nello stesso sito permette di controllare la qualità lungo tutto il processo e di rispondere con rapidità alle richieste dei clienti.',
    ],
  },
  {
    heading: 'Investire per crescere',
    paragraphs: [
      'In 37 anni di investimenti continui Alumis ha rinnovato impianti e processi. L’ampliamento di 13 000 m² previsto entro il 2019, con un nuovo laminatoio a freddo a sei cilindri largo fino a 2200 mm, porta la capacità di laminazione a 100 000 tonnellate l’anno, il doppio di quella attuale.',
      'Qualità, ambiente e sicurezza sono gestiti secondo le norme ISO 9001:2015, ISO 14001:2015 e BS OHSAS 18001:2007; i profili strutturali rispondono alla norma EN 15088:2005.',
    ],
  },
];

export const VIDEO_LABEL = 'Video: visita allo stabilimento';
