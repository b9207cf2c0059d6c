import type { ResponsiveImageData } from '@alu/common';
import photo1968 from '../images/storia-1968.jpg';
import photo1977 from '../images/storia-1977.jpg';
import photo1980 from '../images/storia-1980.jpg';
import photo1981 from '../images/storia-1981.jpg';
import photo1999 from '../images/storia-1999.jpg';
import photo2000 from '../images/storia-2000.jpg';
import photo2003 from '../images/storia-2003.jpg';
import photo2004 from '../images/storia-2004.jpg';
import photo2005 from '../images/storia-2005.jpg';
import photo2007to2008 from '../images/storia-2007-2008.jpg';
import photo2009 from '../images/storia-2009.jpg';
import photo2012 from '../images/storia-2012.jpg';
import photo2014 from '../images/storia-2014.jpg';
import photo2015 from '../images/storia-2015.jpg';
import photo2017 from '../images/storia-2017.jpg';
import photo2018 from '../images/storia-2018.jpg';

export interface Milestone {
  /** A year or a span of years, e.g. "2007-2008". */
  readonly year: string;
  /** Painted photo, 480 × 320. */
  readonly image: ResponsiveImageData;
  readonly text: string;
}

export const TIMELINE_HEADING = 'Dal 1968 a oggi';

export const TIMELINE_INTRO =
  'Più di cinquant’anni fa a Shumen iniziava la costruzione di uno stabilimento per l’alluminio. Queste sono le tappe che lo hanno trasformato in Alumis.';

/** The milestones in order; the list ends with an ellipsis marker. */
export const MILESTONES: readonly Milestone[] = [
  {
    year: '1968',
    image: photo1968,
    text: 'Iniziano a Shumen i lavori di costruzione dello stabilimento per la lavorazione dell’alluminio.',
  },
  {
    year: '1977',
    image: photo1977,
    text: 'Parte la produzione di profili estrusi: i primi profili per l’edilizia escono dalla pressa.',
  },
  {
    year: '1980',
    image: photo1980,
    text: 'Entra in funzione il laminatoio, con le prime linee di colata continua e di laminazione a freddo.',
  },
  {
    year: '1981',
    image: photo1981,
    text: 'Il 28 novembre 1981 lo stabilimento viene inaugurato ufficialmente.',
  },
  {
    year: '1999',
    image: photo1999,
    text: 'Il 13 settembre 1999 un investitore privato acquisisce la quota di maggioranza della società.',
  },
  {
    year: '2000',
    image: photo2000,
    text: 'Il 24 giugno 2000 la società prende il nome di Alumis.',
  },
  {
    year: '2003',
    image: photo2003,
    text: 'Il sistema di gestione della qualità ottiene la certificazione ISO 9001.',
  },
  {
    year: '2004',
    image: photo2004,
    text: 'Una nuova linea di colata continua aumenta la produzione di nastro destinato alla laminazione.',
  },
  {
    year: '2005',
    image: photo2005,
    text: 'Tutto lo stabilimento ottiene la certificazione ambientale ISO 14001.',
  },
  {
    year: '2007-2008',
    image: photo2007to2008,
    text: 'Ammodernamento del laminatoio a freddo e nuove linee di separazione per il foglio sottile per uso domestico.',
  },
  {
    year: '2009',
    image: photo2009,
    text: 'Entra in servizio l’impianto di verniciatura a polvere dei profili.',
  },
  {
    year: '2012',
    image: photo2012,
    text: 'Una nuova linea di anodizzazione amplia le finiture: dal naturale al nero, fino alla sabbiatura.',
  },
  {
    year: '2014',
    image: photo2014,
    text: 'Certificazioni BS OHSAS 18001 per la salute e la sicurezza sul lavoro ed EN 15088 per i profili strutturali.',
  },
  {
    year: '2015',
    image: photo2015,
    text: 'Arriva la pressa da 25 MN, per profili fino a 310 mm di diametro circoscritto e pareti da 0,8 mm.',
  },
  {
    year: '2017',
    image: photo2017,
    text: 'Approvato il progetto di ampliamento: 13 000 m² in più e un laminatoio a freddo a sei cilindri largo fino a 2200 mm.',
  },
  {
    year: '2018',
    image: photo2018,
    text: 'Iniziano i lavori di ampliamento, che entro il 2019 raddoppiano la capacità di laminazione a 100 000 t l’anno.',
  },
];

/** Text of the end marker for assistive technology: the story goes on. */
export const TIMELINE_END_LABEL = 'La storia continua';
