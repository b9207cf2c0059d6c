import type { Product } from './catalogue.types';
import { cell, choice, coilSize, dimensions, range, specification, upTo, width } from './tables';
import standard1 from './images/standard-sheets-and-strips-1.jpg';
import standard2 from './images/standard-sheets-and-strips-2.jpg';
import standard3 from './images/standard-sheets-and-strips-3.jpg';
import exchanger1 from './images/heat-exchanger-strips-1.jpg';
import exchanger2 from './images/heat-exchanger-strips-2.jpg';
import exchanger3 from './images/heat-exchanger-strips-3.jpg';
import shields1 from './images/heat-shields-1.jpg';
import shields2 from './images/heat-shields-2.jpg';
import shields3 from './images/heat-shields-3.jpg';
import noise1 from './images/noise-protection-strips-1.jpg';
import noise2 from './images/noise-protection-strips-2.jpg';
import noise3 from './images/noise-protection-strips-3.jpg';
import omnia1 from './images/omnia-sheets-1.jpg';
import omnia2 from './images/omnia-sheets-2.jpg';
import omnia3 from './images/omnia-sheets-3.jpg';

// Sheets and strips from the continuous casting lines (strip 5–10 mm thick, up to 1,570 mm
// wide) cold-rolled to size; the new 6-high mill rolls up to 2,200 mm wide.

export const rolledSheets: readonly Product[] = [
  {
    name: 'Lamiere e nastri standard',
    url: 'standard-sheets-and-strips',
    category: 'rolled-sheets-and-strips',
    title: 'Lamiere e nastri standard',
    description:
      'Lamiere piane e nastri in bobina per la distribuzione e l’industria: lattoneria, carpenteria leggera, segnaletica e lavorazioni meccaniche.',
    tags: [
      'lamiere',
      'nastri',
      'sheets',
      'strips',
      'distribuzione',
      'lattoneria',
      '1050',
      '3003',
      '3105',
    ],
    images: [standard1, standard2, standard3],
    tables: [
      specification(
        'EN AW-1050, 1200, 3003, 3105, 8011',
        'O, H12, H14, H16, H18, H22, H24',
        range(0.2, 6, 'millimetre'),
      ),
      dimensions(
        width('20–1.570 mm (fino a 2.200 mm con il nuovo laminatoio)'),
        cell('Lunghezza delle lamiere', range(500, 6000, 'millimetre')),
      ),
      coilSize(
        choice([300, 400, 500, 610], 'millimetre'),
        upTo(1800, 'millimetre'),
        'Senza anima o su anima in acciaio',
      ),
    ],
    texts: [
      'Il nastro nasce dalle sei linee di colata continua (65.000 t l’anno) con spessori di 5–10 mm e viene laminato a freddo fino allo spessore finale.',
      'Nel 2020 nastri e lamiere hanno rappresentato insieme oltre il 21% delle vendite.',
    ],
    link: { url: '/markets/distribution', label: 'Il mercato della distribuzione' },
    lastText: 'Lamiere tagliate a misura e nastri rifilati su richiesta.',
  },
  {
    name: 'Nastri per scambiatori di calore',
    url: 'heat-exchanger-strips',
    category: 'rolled-sheets-and-strips',
    title: 'Nastri per scambiatori di calore',
    description:
      'Nastri per tubi, piastre e collettori di scambiatori: radiatori, intercooler ed evaporatori per veicoli e impianti di climatizzazione.',
    tags: ['heat exchanger', 'scambiatori', 'radiatori', 'intercooler', 'HVAC', '3003', '3103'],
    images: [exchanger1, exchanger2, exchanger3],
    tables: [
      specification('EN AW-3003, 3103, 8006', 'O, H14, H24', range(0.15, 2, 'millimetre')),
      dimensions(width(range(20, 1250, 'millimetre'))),
      coilSize(
        choice([150, 300, 500], 'millimetre'),
        upTo(1400, 'millimetre'),
        'Acciaio o senza anima',
      ),
    ],
    texts: [
      'Composizione chimica controllata a ogni colata per una buona resistenza alla corrosione e una formatura costante delle piastre.',
    ],
    link: { url: '/markets/automotive', label: 'Il mercato automotive' },
  },
  {
    name: 'Schermi termici',
    url: 'heat-shields',
    category: 'rolled-sheets-and-strips',
    title: 'Nastri per schermi termici',
    description:
      'Nastri lisci o goffrati per gli schermi che proteggono dal calore del motore e dello scarico la scocca e i componenti del veicolo.',
    tags: ['heat shield', 'schermi termici', 'goffrato', 'automotive', 'scarico', '1050', '3003'],
    images: [shields1, shields2, shields3],
    tables: [
      specification(
        'EN AW-1050, 3003, 8011',
        'O, H22',
        range(0.2, 0.8, 'millimetre'),
        cell('Superficie', 'Liscia o goffrata (stucco, a punta di diamante)'),
      ),
      dimensions(width(range(50, 1250, 'millimetre'))),
      coilSize(choice([300, 500], 'millimetre'), upTo(1400, 'millimetre'), 'Acciaio'),
    ],
    texts: [
      'La goffratura aumenta la rigidità del nastro sottile e riflette meglio il calore irraggiato.',
    ],
    link: { url: '/markets/automotive', label: 'Il mercato automotive' },
  },
  {
    name: 'Nastri fonoassorbenti',
    url: 'noise-protection-strips',
    category: 'rolled-sheets-and-strips',
    title: 'Nastri per barriere antirumore',
    description:
      'Nastri per pannelli fonoassorbenti di barriere stradali e ferroviarie, cassette e rivestimenti che riducono il rumore del traffico.',
    tags: [
      'noise protection',
      'barriere antirumore',
      'fonoassorbente',
      'strade',
      'ferrovie',
      '3003',
      '3105',
    ],
    images: [noise1, noise2, noise3],
    tables: [
      specification('EN AW-3003, 3105', 'H14, H24, H44', range(0.5, 1.5, 'millimetre')),
      dimensions(width(range(500, 1570, 'millimetre'))),
      coilSize(choice([500, 610], 'millimetre'), upTo(1800, 'millimetre'), 'Senza anima'),
    ],
    texts: [
      'Adatti alla perforazione e alla verniciatura in continuo: l’alluminio non arrugginisce e resta leggero da montare in quota.',
    ],
    link: { url: '/markets/transportation', label: 'Il mercato dei trasporti' },
  },
  {
    name: 'Lamiere Omnia',
    url: 'omnia-sheets',
    category: 'rolled-sheets-and-strips',
    title: 'Lamiere Omnia',
    description:
      'Lamiere multiuso per chi lavora piccoli lotti: un formato, una lega e uno stato fisico adatti a piegatura, taglio e verniciatura.',
    tags: ['omnia', 'lamiere multiuso', 'piccoli lotti', 'piegatura', 'verniciatura', '3003'],
    images: [omnia1, omnia2, omnia3],
    tables: [
      specification('EN AW-3003, 1050', 'H14, H24', range(0.5, 3, 'millimetre')),
      dimensions(
        cell('Formati', {
          sizes: [
            [1000, 2000],
            [1250, 2500],
            [1500, 3000],
          ],
          unit: 'millimetre',
        }),
        cell('Imballo', 'Pacchi da 1 t circa, con interfoglio su richiesta'),
      ),
    ],
    texts: [
      'I formati standard sono pronti a magazzino: consegna rapida per officine, carpenterie e rivenditori.',
    ],
    link: { url: '/markets/distribution', label: 'Il mercato della distribuzione' },
    lastText: 'Per quantità e formati speciali rivolgersi all’ufficio vendite.',
  },
];
