import type { Product } from './catalogue.types';
import { cell, choice, coilSize, dimensions, range, specification, upTo, width } from './tables';
import household1 from './images/household-foil-1.jpg';
import household2 from './images/household-foil-2.jpg';
import household3 from './images/household-foil-3.jpg';
import container1 from './images/container-foil-1.jpg';
import container2 from './images/container-foil-2.jpg';
import container3 from './images/container-foil-3.jpg';
import converter1 from './images/converter-foil-1.jpg';
import converter2 from './images/converter-foil-2.jpg';
import converter3 from './images/converter-foil-3.jpg';
import insulation1 from './images/insulation-foil-1.jpg';
import insulation2 from './images/insulation-foil-2.jpg';
import insulation3 from './images/insulation-foil-3.jpg';
import technical1 from './images/technical-foil-1.jpg';
import technical2 from './images/technical-foil-2.jpg';
import technical3 from './images/technical-foil-3.jpg';
import finstock1 from './images/finstock-1.jpg';
import finstock2 from './images/finstock-2.jpg';
import finstock3 from './images/finstock-3.jpg';

// Thin and semi-thin foils: alloys of the 1xxx, 3xxx and 8xxx series, rolled from
// cast strip in Shumen. Figures are the plant's standard range; other sizes on request.

export const rolledFoils: readonly Product[] = [
  {
    name: 'Foglio per uso domestico',
    url: 'household-foil',
    category: 'rolled-foils',
    title: 'Foglio di alluminio per uso domestico',
    description:
      'Foglio sottile in bobine jumbo per la produzione di rotoli da cucina: conserva gli alimenti, resiste al forno e si piega senza strapparsi.',
    tags: [
      'household foil',
      'foglio da cucina',
      'rotoli',
      'alimenti',
      'imballaggio',
      '8011',
      '8079',
    ],
    images: [household1, household2, household3],
    tables: [
      specification(
        'EN AW-8011, 8079, 1235',
        'O (ricotto), H22',
        range(9, 25, 'micrometre'),
        cell('Finitura', 'Un lato lucido e uno opaco'),
      ),
      dimensions(
        width(range(200, 1250, 'millimetre')),
        cell('Lunghezza del nastro', 'Fino a 25.000 m per bobina'),
      ),
      coilSize(choice([76, 152], 'millimetre'), upTo(800, 'millimetre'), 'Acciaio o alluminio'),
    ],
    texts: [
      'Il foglio domestico è il prodotto di punta della laminazione: ne produciamo più di 7.000 tonnellate l’anno e nel 2020 ha rappresentato il 26,3% delle vendite del gruppo.',
      'Il foglio è adatto al contatto con gli alimenti, privo di residui di olio di laminazione e avvolto con tensione costante, perché le linee di riavvolgimento dei clienti lavorino senza fermi.',
    ],
    link: { url: '/markets/packaging', label: 'Il mercato dell’imballaggio' },
    lastText: 'Larghezze, spessori e anime diverse sono disponibili su richiesta.',
  },
  {
    name: 'Foglio per contenitori',
    url: 'container-foil',
    category: 'rolled-foils',
    title: 'Foglio per contenitori semirigidi',
    description:
      'Foglio più spesso e resistente, liscio o lubrificato, per vaschette, teglie e contenitori alimentari formati a stampo.',
    tags: [
      'container foil',
      'vaschette',
      'teglie',
      'foglio lubrificato',
      'lubricated foil',
      '3003',
      '8011',
    ],
    images: [container1, container2, container3],
    tables: [
      specification(
        'EN AW-3003, 8011, 8006',
        'O, H22, H24',
        range(30, 200, 'micrometre'),
        cell('Superficie', 'Naturale o lubrificata'),
      ),
      dimensions(width(range(200, 1250, 'millimetre'))),
      coilSize(choice([152, 305], 'millimetre'), upTo(1200, 'millimetre'), 'Acciaio'),
    ],
    texts: [
      'La lubrificazione uniforme in linea permette l’imbutitura profonda senza pieghe né crepe e riduce l’usura degli stampi.',
      'Il foglio lubrificato ha rappresentato il 7% delle vendite del 2020.',
    ],
    link: { url: '/markets/packaging', label: 'Il mercato dell’imballaggio' },
  },
  {
    name: 'Foglio per converter',
    url: 'converter-foil',
    category: 'rolled-foils',
    title: 'Foglio per converter e imballaggio flessibile',
    description:
      'Foglio sottilissimo per chi lo accoppia, stampa o laccatura: imballaggi farmaceutici, capsule, coperchi e confezioni per alimenti.',
    tags: [
      'converter foil',
      'imballaggio flessibile',
      'accoppiato',
      'farmaceutico',
      'blister',
      '8079',
      '1235',
    ],
    images: [converter1, converter2, converter3],
    tables: [
      specification(
        'EN AW-8079, 8011, 1235',
        'O, H18',
        range(6, 40, 'micrometre'),
        cell('Bagnabilità', 'Classe A (prova con acqua)'),
      ),
      dimensions(width(range(300, 1250, 'millimetre'))),
      coilSize(choice([76, 152], 'millimetre'), upTo(900, 'millimetre'), 'Alluminio o acciaio'),
    ],
    texts: [
      'Superficie pulita e bagnabile, planarità controllata e giunte segnalate: il foglio entra nelle linee di accoppiamento senza preparazione.',
    ],
    lastText: 'Certificati di idoneità al contatto alimentare disponibili su richiesta.',
  },
  {
    name: 'Foglio per isolamento',
    url: 'insulation-foil',
    category: 'rolled-foils',
    title: 'Foglio per isolamento termico',
    description:
      'Foglio per pannelli isolanti, barriere al vapore e nastri adesivi: riflette il calore e blocca l’umidità in edilizia e nella climatizzazione.',
    tags: [
      'insulation foil',
      'isolamento',
      'barriera al vapore',
      'pannelli',
      'edilizia',
      '8011',
      '1200',
    ],
    images: [insulation1, insulation2, insulation3],
    tables: [
      specification('EN AW-8011, 1200', 'O, H18', range(6, 50, 'micrometre')),
      dimensions(width(range(500, 1570, 'millimetre'))),
      coilSize(choice([76, 152], 'millimetre'), upTo(900, 'millimetre'), 'Acciaio o cartone'),
    ],
    texts: [
      'Le larghezze fino a 1.570 mm riducono le giunte nei pannelli sandwich e nei materassini isolanti.',
    ],
    link: { url: '/markets/building-and-architecture', label: 'Edilizia e architettura' },
  },
  {
    name: 'Foglio tecnico',
    url: 'technical-foil',
    category: 'rolled-foils',
    title: 'Foglio tecnico',
    description:
      'Foglio per usi industriali: schermature di cavi, condensatori, trasformatori e nastri per l’industria elettrica ed elettronica.',
    tags: ['technical foil', 'cavi', 'schermatura', 'trasformatori', 'elettrico', '1050', '3003'],
    images: [technical1, technical2, technical3],
    tables: [
      specification(
        'EN AW-1050, 1200, 3003, 8011',
        'O, H14, H18, H24',
        range(30, 200, 'micrometre'),
      ),
      dimensions(width('20–1.250 mm (anche nastri tagliati)')),
      coilSize(
        choice([76, 152, 200], 'millimetre'),
        upTo(1000, 'millimetre'),
        'Acciaio, alluminio o cartone',
      ),
    ],
    texts: [
      'Tolleranze di spessore strette e bordi rifilati senza bave, per avvolgimenti regolari ad alta velocità.',
    ],
  },
  {
    name: 'Finstock',
    url: 'finstock',
    category: 'rolled-foils',
    title: 'Finstock per scambiatori di calore',
    description:
      'Nastro sottile per le alette degli scambiatori di calore: condizionatori, radiatori e condensatori per l’automotive e la climatizzazione.',
    tags: [
      'finstock',
      'alette',
      'scambiatori di calore',
      'HVAC',
      'radiatori',
      'automotive',
      '8006',
    ],
    images: [finstock1, finstock2, finstock3],
    tables: [
      specification(
        'EN AW-8011, 8006, 1100, 3003',
        'H22, H24, H26, H18',
        range(0.08, 0.2, 'millimetre', 2),
        cell('Superficie', 'Naturale, idrofila o con rivestimento epossidico'),
      ),
      dimensions(width(range(30, 1250, 'millimetre'))),
      coilSize(choice([76, 152, 200], 'millimetre'), upTo(1200, 'millimetre'), 'Acciaio'),
    ],
    texts: [
      'Allungamento e resistenza bilanciati per la formatura delle alette a collare, anche con passo fitto.',
    ],
    link: { url: '/markets/automotive', label: 'Il mercato automotive' },
  },
];
