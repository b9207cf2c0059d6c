import type { ColourSwatch, Product, ProductTable } from './catalogue.types';
import { cell, dimensions, range, upTo } from './tables';
import building1 from './images/profiles-for-building-and-architecture-1.jpg';
import building2 from './images/profiles-for-building-and-architecture-2.jpg';
import building3 from './images/profiles-for-building-and-architecture-3.jpg';
import automotive1 from './images/profiles-for-automotive-and-transportation-1.jpg';
import automotive2 from './images/profiles-for-automotive-and-transportation-2.jpg';
import automotive3 from './images/profiles-for-automotive-and-transportation-3.jpg';
import distribution1 from './images/profiles-for-distribution-1.jpg';
import distribution2 from './images/profiles-for-distribution-2.jpg';
import distribution3 from './images/profiles-for-distribution-3.jpg';
import industrial1 from './images/industrial-profiles-1.jpg';
import industrial2 from './images/industrial-profiles-2.jpg';
import industrial3 from './images/industrial-profiles-3.jpg';

// Extruded profiles: 6xxx billets cast in house (4, 6, 7 and 8 inches), five presses from 600 to
// 2,500 t, about 36,000 t a year, finishing by powder coating and anodizing.

/** The anodizing colours; the CSS colours only approximate the real finishes. */
export const ANODIZING_COLOURS: readonly ColourSwatch[] = [
  { name: 'Naturale C0', colour: '#c9cdd0' },
  { name: 'Champagne C2', colour: '#d9c79f' },
  { name: 'Oro C3', colour: '#c8a14b' },
  { name: 'Bronzo chiaro C32', colour: '#9c7c56' },
  { name: 'Bronzo scuro C33', colour: '#5a4535' },
  { name: 'Nero C35', colour: '#1f1d1c' },
  { name: 'Sabbiato E6/C0 SB', colour: '#b4b8bb' },
];

const EXTRUSION_SPECIFICATION: ProductTable = {
  title: 'Specifiche tecniche',
  cells: [
    cell('Lega', 'EN AW-6060, 6063, 6005A, 6061, 6082'),
    cell('Stato fisico', 'T4, T5, T6, T64, T66'),
    cell('Diametro circoscritto', upTo(310, 'millimetre')),
    cell('Spessore minimo di parete', { value: 0.8, unit: 'millimetre', fractionDigits: 1 }),
  ],
};

const EXTRUSION_DIMENSIONS: ProductTable = dimensions(
  cell('Lunghezza', upTo(11500, 'millimetre')),
  cell('Peso lineare', 'Da pochi grammi a 9,0 kg/m'),
);

const FINISHES: ProductTable = {
  title: 'Finiture',
  cells: [
    cell('Verniciatura a polvere', 'Lunghezza fino a 6.500 mm, 60–200 µm'),
    cell('Anodizzazione', 'Lunghezza fino a 6.500 mm, 10–25 µm'),
  ],
  colors: ANODIZING_COLOURS,
};

const MACHINING: ProductTable = {
  title: 'Lavorazioni meccaniche',
  cells: [
    cell('Taglio di precisione a 90°', '20–8.000 mm, tolleranza ±0,5 mm'),
    cell('Taglio a 45°', range(200, 2800, 'millimetre')),
    cell('Sezione massima al taglio', { sizes: [[120, 95]], unit: 'millimetre' }),
    cell('Lavorazioni CNC', 'Pezzi da 100 a 6.500 mm'),
  ],
};

export const extruded: readonly Product[] = [
  {
    name: 'Profili per edilizia e architettura',
    url: 'profiles-for-building-and-architecture',
    category: 'extruded',
    title: 'Profili per edilizia e architettura',
    description:
      'Profili per serramenti, facciate continue, verande e frangisole, a taglio termico o freddi, verniciati o anodizzati.',
    tags: [
      'building',
      'architettura',
      'serramenti',
      'finestre',
      'facciate',
      'anodizzazione',
      '6060',
      '6063',
    ],
    images: [building1, building2, building3],
    tables: [EXTRUSION_SPECIFICATION, EXTRUSION_DIMENSIONS, FINISHES],
    texts: [
      'Estrudiamo i profili dei principali sistemi per serramenti e facciate e le matrici dei clienti: oltre 7.500 sezioni realizzate.',
      'Verniciatura a polvere e anodizzazione avvengono nello stesso stabilimento, con una capacità di 2.500 t l’anno ciascuna.',
    ],
    link: { url: '/markets/building-and-architecture', label: 'Il mercato dell’edilizia' },
    lastText: 'I colori mostrati sono indicativi: campioni anodizzati disponibili su richiesta.',
  },
  {
    name: 'Profili per automotive e trasporti',
    url: 'profiles-for-automotive-and-transportation',
    category: 'extruded',
    title: 'Profili per automotive e trasporti',
    description:
      'Profili strutturali e decorativi per veicoli, rimorchi, carrozzerie ferroviarie e nautica: barre portatutto, traverse, modanature.',
    tags: [
      'automotive',
      'trasporti',
      'rimorchi',
      'barre portatutto',
      'roof rails',
      'ferroviario',
      '6082',
      '6005A',
    ],
    images: [automotive1, automotive2, automotive3],
    tables: [EXTRUSION_SPECIFICATION, EXTRUSION_DIMENSIONS, MACHINING],
    texts: [
      'Profili cavi complessi, tagliati e lavorati a CNC: il cliente riceve il componente pronto per il montaggio.',
    ],
    link: { url: '/markets/transportation', label: 'Il mercato dei trasporti' },
  },
  {
    name: 'Profili per la distribuzione',
    url: 'profiles-for-distribution',
    category: 'extruded',
    title: 'Profili standard per la distribuzione',
    description:
      'Barre tonde, quadre e piatte, tubi, angolari, profili a T, a U e a L in lunghezze commerciali per rivenditori e magazzini.',
    tags: ['profili standard', 'distribuzione', 'barre', 'tubi', 'angolari', 'stock', '6060'],
    images: [distribution1, distribution2, distribution3],
    tables: [
      EXTRUSION_SPECIFICATION,
      {
        title: 'Dimensioni',
        cells: [
          cell('Sezioni a catalogo', 'Oltre 1.500 misure standard'),
          {
            label: 'Lunghezze commerciali',
            value: '3.000, 6.000 mm; fino a 11.500 mm su richiesta',
          },
          cell('Peso lineare', upTo(9, 'kilogram-per-metre', 1)),
        ],
      },
    ],
    texts: [
      'I profili standard sono il 26% delle vendite: disponibili grezzi, verniciati o anodizzati, in pacchi facili da stoccare.',
    ],
    link: { url: '/markets/distribution', label: 'Il mercato della distribuzione' },
  },
  {
    name: 'Profili industriali',
    url: 'industrial-profiles',
    category: 'extruded',
    title: 'Profili industriali su disegno',
    description:
      'Profili su disegno del cliente per macchine, automazione, elettronica, arredo e illuminazione: dissipatori, guide, telai.',
    tags: [
      'profili industriali',
      'su disegno',
      'dissipatori',
      'automazione',
      'cave a T',
      'matrici',
      '6063',
    ],
    images: [industrial1, industrial2, industrial3],
    tables: [
      EXTRUSION_SPECIFICATION,
      {
        title: 'Presse e billette',
        cells: [
          cell('Presse', { value: 5 }),
          cell('Dimensione delle presse', range(600, 2500, 'tonne')),
          cell('Capacità', { value: 36_000, unit: 'tonne-per-year', qualifier: 'about' }),
          cell('Diametro delle billette', '4, 6, 7 e 8 pollici'),
          cell('Fonderia billette', '25.000 t l’anno, leghe 6xxx'),
        ],
      },
      MACHINING,
    ],
    texts: [
      'Progettiamo la matrice con il cliente e campioniamo il profilo prima della serie; dal campione alla produzione lo seguono gli stessi tecnici.',
    ],
    lastText: 'Inviateci il disegno del profilo: rispondiamo con fattibilità e offerta.',
  },
];
