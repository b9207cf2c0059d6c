import type { ResponsiveImageData } from '@alu/common';
import heroEdilizia from './images/hero-edilizia.jpg';
import heroAutomotive from './images/hero-automotive.jpg';
import heroTrasporti from './images/hero-trasporti.jpg';
import heroImballaggio from './images/hero-imballaggio.jpg';
import heroDistribuzione from './images/hero-distribuzione.jpg';
import ediliziaPanoramica from './images/sezione-edilizia-panoramica.jpg';
import facciate from './images/sezione-facciate.jpg';
import nautica from './images/sezione-nautica.jpg';
import camionRimorchi from './images/sezione-camion-rimorchi.jpg';
import foglioDomestico from './images/sezione-foglio-domestico.jpg';
import foglioContenitori from './images/sezione-foglio-contenitori.jpg';
import nastriLamiere from './images/sezione-nastri-lamiere.jpg';
import profiliStandard from './images/sezione-profili-standard.jpg';
import schermiTermici from './images/sezione-schermi-termici.jpg';
import finstock from './images/sezione-finstock.jpg';
import type { SectionPages } from '@alu/common/section-page';

/** The market pages, `/markets/{page}`. */
export const MARKET_KEYS = [
  'building-and-architecture',
  'automotive',
  'transportation',
  'packaging',
  'distribution',
] as const;

export type MarketKey = (typeof MARKET_KEYS)[number];

export interface MarketLink {
  /** A route of the site. */
  readonly to: string;
  readonly label: string;
}

export interface MarketSectionImage {
  readonly picture: ResponsiveImageData;
  readonly alt: string;
}

export interface MarketSection {
  /** Stable id of the section within its market (used in the element ids). */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly image?: MarketSectionImage;
  readonly links?: readonly MarketLink[];
}

export interface Market {
  readonly key: MarketKey;
  readonly title: string;
  /** Meta description of the page. */
  readonly description: string;
  readonly intro: string;
  readonly heroImage: ResponsiveImageData;
  readonly sections: readonly MarketSection[];
}

const PRODUCT_LINKS = {
  householdFoil: {
    to: '/products/rolled-foils/household-foil',
    label: 'Scheda prodotto: foglio per uso domestico',
  },
  sheetsAndStrips: {
    to: '/products/rolled-sheets-and-strips/standard-sheets-and-strips',
    label: 'Scheda prodotto: lamiere e nastri standard',
  },
  buildingProfiles: {
    to: '/products/extruded/profiles-for-building-and-architecture',
    label: 'Scheda prodotto: profili per edilizia e architettura',
  },
} as const satisfies Record<string, MarketLink>;

export const markets: Readonly<Record<MarketKey, Market>> = {
  'building-and-architecture': {
    key: 'building-and-architecture',
    title: 'Edilizia e architettura',
    description:
      'Profili estrusi, finiture e laminati Alumis per facciate continue, porte, finestre e coperture: leghe 6xxx, verniciatura e anodizzazione in stabilimento.',
    intro:
      "Leggero, resistente alla corrosione e libero nella forma, l'alluminio è il materiale dell'involucro edilizio contemporaneo. Progettisti, sistemisti e serramentisti trovano in Alumis profili estrusi e laminati pronti per il cantiere.",
    heroImage: heroEdilizia,
    sections: [
      {
        id: 'overview',
        title: 'Panoramica',
        paragraphs: [
          'Dallo stabilimento di Shumen, in Bulgaria, escono ogni anno circa 36.000 tonnellate di profili estrusi, prodotti su cinque presse da 600 a 2.500 tonnellate a partire da billette in lega della serie 6xxx colate in casa. Il catalogo supera le 7.500 sezioni, con lunghezze di estrusione fino a 11.500 mm.',
          "Per le costruzioni il sistema di gestione è certificato secondo ISO 9001:2015 e secondo EN 15088:2005, la norma europea dei prodotti strutturali in alluminio per l'edilizia. Il 95% della produzione è esportato, soprattutto in Europa e negli Stati Uniti.",
        ],
        image: {
          picture: ediliziaPanoramica,
          alt: 'Profili estrusi in alluminio di diverse sezioni',
        },
        links: [PRODUCT_LINKS.buildingProfiles],
      },
      {
        id: 'facades',
        title: 'Facciate',
        paragraphs: [
          'Facciate continue, sistemi a montanti e traversi, frangisole e rivestimenti ventilati chiedono tolleranze strette e superfici impeccabili su grandi lunghezze. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto e pareti fino a 0,8 mm: strutture leggere, ma rigide.',
          'La finitura si fa in stabilimento: verniciatura a polvere da 60 a 200 micron e ossidazione anodica da 10 a 25 micron, su barre lunghe fino a 6.500 mm, nelle tinte dal naturale C0 al nero C35. Il facciatista riceve profili pronti per il montaggio.',
        ],
        image: { picture: facciate, alt: 'Edifici con facciate in vetro e alluminio' },
      },
      {
        id: 'doors-and-windows',
        title: 'Porte e finestre',
        paragraphs: [
          "Per finestre, porte, verande e giardini d'inverno estrudiamo serie standard e profili a disegno del cliente. Il taglio di precisione, da 20 a 8.000 mm a 90° o da 200 a 2.800 mm a 45° con tolleranza di ±0,5 mm, e le lavorazioni CNC fino a 6.500 mm riducono il lavoro in officina.",
          'Per davanzali, coperture e lattonerie forniamo anche lamiere e nastri laminati nelle leghe delle serie 1xxx e 3xxx, lisci o verniciati.',
        ],
        links: [PRODUCT_LINKS.buildingProfiles, PRODUCT_LINKS.sheetsAndStrips],
      },
    ],
  },
  automotive: {
    key: 'automotive',
    title: 'Automotive',
    description:
      "Nastri per schermi termici, finstock, barre portatutto, modanature e materiali per scambiatori di calore: l'alluminio Alumis per l'industria automobilistica.",
    intro:
      "L'industria automobilistica usa l'alluminio per alleggerire i veicoli, governare il calore e disegnare finiture di pregio. Alumis fornisce ai costruttori e ai loro fornitori nastri laminati e profili estrusi con le tolleranze e la tracciabilità che il settore richiede.",
    heroImage: heroAutomotive,
    sections: [
      {
        id: 'overview',
        title: 'Panoramica',
        paragraphs: [
          'Un veicolo più leggero consuma ed emette meno e, se elettrico, percorre più chilometri con la stessa batteria. Laminati e profili in alluminio prendono il posto di acciaio e plastica negli schermi termici, negli scambiatori di calore, nelle barre portatutto e nelle finiture.',
          'Ogni lotto è tracciabile dalla colata al prodotto finito. Per un audit o una visita tecnica siete i benvenuti nello stabilimento di Shumen.',
        ],
        links: [{ to: '/contacts/factory-location', label: 'Come raggiungere lo stabilimento' }],
      },
      {
        id: 'heat-shield-strips',
        title: 'Nastri per schermi termici',
        paragraphs: [
          'Gli schermi termici proteggono scocca, cablaggi e componenti vicini al motore e allo scarico dal calore irradiato. I nostri clienti li stampano da nastri delle serie 1xxx e 3xxx, lisci o da goffrare, con spessori e stati fisici studiati per la formatura profonda.',
        ],
        image: { picture: schermiTermici, alt: 'Superficie di un nastro di alluminio spazzolato' },
      },
      {
        id: 'finstock',
        title: 'Finstock',
        paragraphs: [
          'Il finstock è il nastro sottile da cui si stampano le alette di radiatori, condensatori e climatizzatori. Deve avere proprietà meccaniche uniformi lungo tutta la bobina, per formare alette fitte senza strappi: lo laminiamo in leghe delle serie 8xxx e 3xxx.',
        ],
        image: { picture: finstock, alt: 'Bobine di nastro sottile di alluminio' },
      },
      {
        id: 'roof-rails',
        title: 'Barre portatutto',
        paragraphs: [
          "Le barre portatutto longitudinali sono profili estrusi di forma complessa che devono essere leggeri, rigidi e perfetti alla vista. Le estrudiamo in leghe della serie 6xxx, pronte per la curvatura, la lavorazione CNC e l'anodizzazione.",
        ],
      },
      {
        id: 'decorative-trim',
        title: 'Modanature decorative',
        paragraphs: [
          "Cornici dei finestrini, listelli e modanature danno carattere alla carrozzeria e all'abitacolo. Per queste parti in vista scegliamo leghe e superfici adatte all'anodizzazione brillante o satinata, dal naturale C0 al nero C35.",
        ],
      },
      {
        id: 'heat-exchangers',
        title: 'Scambiatori di calore',
        paragraphs: [
          'Radiatori, intercooler e condensatori uniscono alette in finstock e tubi o piastre ricavati da nastri. Forniamo nastri per scambiatori di calore nelle serie 3xxx e 8xxx, con la formabilità e la resistenza alla corrosione che questi componenti chiedono per tutta la vita del veicolo.',
        ],
      },
    ],
  },
  transportation: {
    key: 'transportation',
    title: 'Trasporti',
    description:
      'Profili estrusi e lamiere in alluminio Alumis per imbarcazioni, rotabili ferroviari, camion e rimorchi: più carico utile, meno peso e meno manutenzione.',
    intro:
      'Ogni chilogrammo risparmiato su un mezzo di trasporto è carico utile in più e carburante in meno. Laminati e profili Alumis aiutano cantieri navali, costruttori di rotabili e carrozzerie industriali a ridurre il peso senza rinunciare alla robustezza.',
    heroImage: heroTrasporti,
    sections: [
      {
        id: 'marine',
        title: 'Nautica',
        paragraphs: [
          "A bordo di imbarcazioni da diporto e da lavoro l'alluminio resiste all'ambiente marino e riduce la manutenzione. Forniamo profili per tughe, passerelle, corrimano, battagliole e arredi di coperta, e lamiere per paratie e rivestimenti interni.",
          "L'ossidazione anodica da 10 a 25 micron protegge le superfici esposte alla salsedine; taglio e lavorazioni CNC consegnano al cantiere componenti pronti per il montaggio.",
        ],
        image: { picture: nautica, alt: 'Lamiera di alluminio spazzolata' },
      },
      {
        id: 'rail',
        title: 'Trasporto ferroviario',
        paragraphs: [
          'In treni regionali, tram e metropolitane i profili estrusi formano pavimenti, pannelli laterali, canaline e strutture degli arredi interni. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto, in barre lunghe fino a 11.500 mm.',
          'Barre lunghe significano meno giunzioni e montaggi più rapidi; le tolleranze sono controllate lungo tutta la lunghezza del profilo.',
        ],
      },
      {
        id: 'trucks-and-trailers',
        title: 'Camion e rimorchi',
        paragraphs: [
          "Sponde, montanti, longheroni, pianali e profili per centinati: nei veicoli industriali l'alluminio riduce la tara e aumenta la merce trasportata a ogni viaggio.",
          'Alle carrozzerie forniamo profili estrusi in leghe della serie 6xxx e lamiere laminate per pareti e tetti di furgoni e semirimorchi, tagliati a misura.',
        ],
        image: {
          picture: camionRimorchi,
          alt: 'Profili estrusi in alluminio pronti per il taglio',
        },
        links: [PRODUCT_LINKS.sheetsAndStrips],
      },
    ],
  },
  packaging: {
    key: 'packaging',
    title: 'Imballaggio',
    description:
      'Foglio di alluminio Alumis per uso domestico, per contenitori alimentari, per imballaggi flessibili e la gamma Omnia: barriera totale e riciclabile.',
    intro:
      'Il foglio sottile di alluminio è una barriera totale contro luce, ossigeno, umidità e odori, si piega senza rompersi ed è riciclabile senza fine. È il primo prodotto di Alumis: il solo foglio per uso domestico vale oltre un quarto delle vendite.',
    heroImage: heroImballaggio,
    sections: [
      {
        id: 'household-foil',
        title: 'Foglio per uso domestico',
        paragraphs: [
          'Produciamo ogni anno oltre 7.000 tonnellate di foglio per uso domestico, in leghe delle serie 1xxx e 8xxx: il rotolo che si trova in ogni cucina. Lo forniamo in bobine madri ai trasformatori, che lo riavvolgono in rotoli per la vendita al dettaglio.',
          'Planarità, pulizia della superficie e resistenza allo strappo sono controllate lungo tutta la bobina, perché il foglio scorra senza difetti sulle linee di riavvolgimento veloci.',
        ],
        image: { picture: foglioDomestico, alt: 'Rotoli di foglio sottile di alluminio' },
        links: [PRODUCT_LINKS.householdFoil],
      },
      {
        id: 'container-foil',
        title: 'Foglio per contenitori',
        paragraphs: [
          'Vaschette, teglie e vassoi per alimenti chiedono un foglio più spesso e formabile, che sopporti la formatura senza cricche e passi dal congelatore al forno. Lo produciamo in leghe delle serie 3xxx e 8xxx, anche lubrificato e pronto per le presse.',
        ],
        image: { picture: foglioContenitori, alt: 'Foglio di alluminio in bobina' },
      },
      {
        id: 'packaging-foil',
        title: 'Foglio per imballaggi flessibili',
        paragraphs: [
          'Negli imballaggi flessibili il foglio è lo strato barriera accoppiato a carta e film plastici: caffè, cioccolato, farmaci, bevande in cartone e capsule. Ai converter forniamo foglio sottile con bagnabilità e porosità controllate, pronto per laccatura, stampa e accoppiamento.',
        ],
      },
      {
        id: 'omnia-foils',
        title: 'Fogli Omnia',
        paragraphs: [
          'Omnia è la nostra gamma di fogli per gli impieghi tecnici e speciali, quando lega, stato fisico o spessore escono dallo standard. Con il cliente definiamo la specifica, dalla lega alla larghezza della bobina, e la manteniamo identica lotto dopo lotto.',
        ],
      },
    ],
  },
  distribution: {
    key: 'distribution',
    title: 'Distribuzione',
    description:
      'Nastri, lamiere e oltre 1.500 misure di profili standard in alluminio per distributori e centri servizio, con consegne regolari in Europa e negli Stati Uniti.',
    intro:
      'Distributori e centri servizio hanno bisogno di un assortimento ampio, sempre disponibile e costante nel tempo. Alumis fornisce nastri, lamiere e profili standard in quantità programmate, con consegne regolari in Europa e negli Stati Uniti.',
    heroImage: heroDistribuzione,
    sections: [
      {
        id: 'standard-strips-and-sheets',
        title: 'Nastri e lamiere standard',
        paragraphs: [
          'Nastri e lamiere nelle leghe delle serie 1xxx, 3xxx e 8xxx coprono gli impieghi più comuni: lattoneria, coperture, pannelli, parti stampate e piegate. Con il nuovo laminatoio a freddo a sei cilindri la larghezza arriva a 2.200 mm.',
          'Forniamo bobine, nastri tagliati e lamiere in formato, con imballi adatti allo stoccaggio e alla movimentazione con carrello.',
        ],
        image: { picture: nastriLamiere, alt: 'Bobine di nastro di alluminio in magazzino' },
        links: [PRODUCT_LINKS.sheetsAndStrips],
      },
      {
        id: 'standard-profiles',
        title: 'Profili standard',
        paragraphs: [
          'Oltre 1.500 misure di profili standard: angolari, profili a T e a U, tubi tondi, quadri e rettangolari, barre piene e piatti, in leghe della serie 6xxx, grezzi, anodizzati o verniciati.',
          'I profili standard valgono più di un quarto delle nostre vendite: una produzione continua che garantisce ai distributori disponibilità e qualità costanti.',
        ],
        image: { picture: profiliStandard, alt: 'Profili standard in alluminio di varie sezioni' },
      },
    ],
  },
};

/** The markets in menu order, for the "Altri mercati" list. */
export const marketList: readonly Market[] = MARKET_KEYS.map((key) => markets[key]);

export const marketPath = (key: MarketKey) => `/markets/${key}`;

/** The section's pages for its side menu and `{page}` route. */
export const MARKET_SECTION_PAGES: SectionPages<MarketKey> = {
  keys: MARKET_KEYS,
  defaultPage: 'packaging',
  pathOf: marketPath,
  labelOf: (page) => markets[page].title,
  menuLabel: 'Sezioni della pagina',
};
