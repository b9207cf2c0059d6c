import finishing from '../images/estrusione-finiture.jpg';
import presses from '../images/estrusione-presse.jpg';
import { EXTRUSION_PRESSES, extrusionPressTable } from './extrusionPresses.data';
import type { PlantSection } from './plantContent';

export interface AnodizingColour {
  readonly name: string;
  readonly code: string;
  /** Approximate on-screen shade of the finish. */
  readonly swatch: string;
}

/** Anodizing colours. */
export const ANODIZING_COLOURS: readonly AnodizingColour[] = [
  { name: 'Naturale', code: 'C0', swatch: '#c9ced3' },
  { name: 'Champagne', code: 'C2', swatch: '#d6c39f' },
  { name: 'Oro', code: 'C3', swatch: '#c9a44c' },
  { name: 'Bronzo chiaro', code: 'C32', swatch: '#9a7752' },
  { name: 'Bronzo scuro', code: 'C33', swatch: '#4f3b2a' },
  { name: 'Nero', code: 'C35', swatch: '#1e1e1f' },
  { name: 'Sabbiato', code: 'E6/C0 SB', swatch: '#b5b9bd' },
];

/** extrusion-plant: the plant's sections, with its figures. */
export const EXTRUSION_PLANT_SECTIONS: readonly PlantSection[] = [
  {
    heading: 'Profili estrusi su misura',
    paragraphs: [
      'Lo stabilimento di estrusione produce circa 36 000 tonnellate l’anno di profili in alluminio con cinque presse da 600 a 2500 tonnellate. Il catalogo comprende oltre 7500 forme di profilo realizzate su disegno dei clienti e più di 1500 dimensioni di profili standard, pronti per la distribuzione.',
      'La pressa da 25 MN estrude profili fino a 310 mm di diametro circoscritto e con pareti di appena 0,8 mm: sezioni ampie e leggere per facciate, serramenti, veicoli e applicazioni industriali.',
    ],
    tables: [
      {
        caption: 'Estrusione in sintesi',
        rows: [
          ['Presse', { value: 5 }],
          ['Dimensione delle presse', { from: 600, to: 2500, unit: 'tonne' }],
          ['Capacità', { value: 36_000, unit: 'tonne-per-year', qualifier: 'about' }],
          ['Forme di profilo', { value: 7500, qualifier: 'over' }],
          ['Dimensioni di profili standard', { value: 1500, qualifier: 'over' }],
          ['Lunghezza dei profili', { value: 11_500, unit: 'millimetre', qualifier: 'upTo' }],
          [
            'Peso lineare',
            { value: 9, unit: 'kilogram-per-metre', qualifier: 'upTo', fractionDigits: 1 },
          ],
          ['Pressa da 25 MN', 'diametro circoscritto fino a 310 mm, pareti da 0,8 mm'],
        ],
      },
    ],
    figure: {
      picture: presses,
      caption: 'Profili estrusi all’uscita della pressa.',
    },
  },
  {
    heading: 'La fonderia di billette',
    paragraphs: [
      'Le presse sono alimentate dalla fonderia interna, che cola billette in leghe della serie 6xxx nei quattro diametri usati dalle presse. Avere la propria fonderia significa controllare la composizione della lega fin dall’inizio e riutilizzare gli sfridi di produzione.',
    ],
    tables: [
      {
        caption: 'Fonderia di billette',
        rows: [
          ['Capacità', { value: 25_000, unit: 'tonne-per-year' }],
          ['Diametri delle billette', '4", 6", 7", 8"'],
          ['Leghe', 'serie 6xxx'],
        ],
      },
    ],
  },
  {
    heading: 'Le presse',
    paragraphs: [
      'Ogni pressa ha il suo campo ideale: le più piccole per profili sottili e leggeri, la 2500 t per le sezioni più grandi. La tabella riassume le possibilità di ciascuna.',
    ],
    tables: [extrusionPressTable(EXTRUSION_PRESSES)],
  },
  {
    heading: 'Finiture e lavorazioni',
    paragraphs: [
      'I profili possono lasciare lo stabilimento già finiti: verniciati a polvere in un’ampia gamma di colori RAL, anodizzati, tagliati con precisione e lavorati a controllo numerico, pronti per il montaggio.',
    ],
    tables: [
      {
        caption: 'Verniciatura e anodizzazione',
        head: ['', 'Verniciatura a polvere', 'Anodizzazione'],
        rows: [
          [
            'Lunghezza massima dei profili',
            { value: 6500, unit: 'millimetre' },
            { value: 6500, unit: 'millimetre' },
          ],
          [
            'Spessore dello strato',
            { from: 60, to: 200, unit: 'micrometre' },
            { from: 10, to: 25, unit: 'micrometre' },
          ],
          [
            'Capacità',
            { value: 2500, unit: 'tonne-per-year' },
            { value: 2500, unit: 'tonne-per-year' },
          ],
        ],
      },
      {
        caption: 'Colori di anodizzazione',
        head: ['Colore', 'Codice'],
        rows: ANODIZING_COLOURS.map((colour) => [colour.name, colour.code]),
        swatches: ANODIZING_COLOURS.map((colour) => colour.swatch),
      },
      {
        caption: 'Taglio e lavorazioni meccaniche',
        rows: [
          ['Taglio di precisione a 90°', { from: 20, to: 8000, unit: 'millimetre' }],
          ['Taglio a 45°', { from: 200, to: 2800, unit: 'millimetre' }],
          ['Tolleranza di taglio', { value: 0.5, unit: 'millimetre', qualifier: 'plusOrMinus' }],
          ['Sezione massima del profilo', '120 × 95 mm'],
          ['Lavorazioni CNC', { from: 100, to: 6500, unit: 'millimetre' }],
        ],
      },
    ],
    figure: {
      picture: finishing,
      caption: 'Superficie di un profilo anodizzato.',
    },
  },
];
