import casting from '../images/laminatoio-colata.jpg';
import foil from '../images/laminatoio-foglio.jpg';
import type { PlantSection } from './plantContent';

/** rolling-plant: the plant's sections, with its figures. */
export const ROLLING_PLANT_SECTIONS: readonly PlantSection[] = [
  {
    heading: 'Dalla colata al nastro',
    paragraphs: [
      'Il laminatoio di Shumen parte dall’alluminio fuso. Sei linee di colata continua solidificano il metallo direttamente in un nastro di 5–10 mm di spessore, largo fino a 1570 mm, avvolto in coil pronti per la laminazione a freddo. Si evita così la laminazione a caldo di grandi lastre, con un risparmio di energia e di tempo.',
      'Le linee lavorano leghe delle serie 1xxx, 3xxx e 8xxx, adatte sia ai fogli per l’imballaggio sia ai nastri e alle lamiere per l’edilizia e l’industria.',
    ],
    tables: [
      {
        caption: 'Colata continua',
        rows: [
          ['Linee di colata continua', '6'],
          ['Capacità di colata', { value: 65_000, unit: 'tonne-per-year' }],
          ['Spessore del nastro colato', { from: 5, to: 10, unit: 'millimetre' }],
          ['Larghezza massima del nastro', { value: 1570, unit: 'millimetre' }],
          ['Leghe', 'serie 1xxx, 3xxx, 8xxx'],
        ],
      },
    ],
    figure: {
      picture: casting,
      caption: 'Coil di nastro colato in attesa della laminazione a freddo.',
    },
  },
  {
    heading: 'Laminazione a freddo e foglio sottile',
    paragraphs: [
      'I laminatoi a freddo riducono il nastro fino agli spessori richiesti per lamiere, nastri e fogli. Forni di ricottura, spianatrici e linee di taglio completano il ciclo e preparano ogni coil secondo le specifiche del cliente.',
      'Una parte importante della produzione è il foglio sottile per uso domestico, oltre 7000 tonnellate l’anno, affiancato da foglio per contenitori, foglio tecnico, finstock per scambiatori di calore e foglio per l’industria della trasformazione.',
    ],
    tables: [
      {
        caption: 'Laminazione',
        rows: [
          ['Capacità di laminazione', { value: 50_000, unit: 'tonne-per-year' }],
          ['Capacità dopo l’ampliamento', { value: 100_000, unit: 'tonne-per-year' }],
          ['Foglio per uso domestico', { value: 7000, unit: 'tonne-per-year', qualifier: 'over' }],
          ['Prodotti', 'fogli sottili e semisottili, lamiere, nastri, finstock'],
        ],
      },
    ],
    figure: {
      picture: foil,
      caption: 'Rotoli di foglio sottile dopo la separazione e il taglio.',
    },
  },
  {
    heading: 'L’ampliamento',
    paragraphs: [
      'Con un nuovo capannone di 13 000 m² e un laminatoio a freddo a sei cilindri (6-high) per nastri larghi fino a 2200 mm, la capacità di laminazione raddoppia entro il 2019, fino a 100 000 tonnellate l’anno. I nastri più larghi aprono nuovi mercati nell’edilizia, nei trasporti e negli scambiatori di calore.',
    ],
    tables: [
      {
        caption: 'Progetto di ampliamento',
        rows: [
          ['Nuova superficie', { value: 13_000, unit: 'square-metre' }],
          ['Nuovo laminatoio a freddo', 'a 6 cilindri (6-high), larghezza fino a 2200 mm'],
          ['Capacità di laminazione', { from: 50_000, to: 100_000, unit: 'tonne-per-year' }],
          ['Completamento', '2019'],
        ],
      },
    ],
  },
];
