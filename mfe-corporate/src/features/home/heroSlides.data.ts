import type { ResponsiveImageData } from '@alu/common';
import miglioramento from './images/hero-miglioramento.jpg';
import miglioramentoMobile from './images/hero-miglioramento-mobile.jpg';
import miglioramentoMini from './images/hero-miglioramento-mini.jpg';
import edilizia from './images/hero-edilizia.jpg';
import ediliziaMobile from './images/hero-edilizia-mobile.jpg';
import ediliziaMini from './images/hero-edilizia-mini.jpg';
import laminazione from './images/hero-laminazione.jpg';
import laminazioneMobile from './images/hero-laminazione-mobile.jpg';
import laminazioneMini from './images/hero-laminazione-mini.jpg';
import investimenti from './images/hero-investimenti.jpg';
import investimentiMobile from './images/hero-investimenti-mobile.jpg';
import investimentiMini from './images/hero-investimenti-mini.jpg';
import capacita2019 from './images/hero-capacita-2019.jpg';
import capacita2019Mobile from './images/hero-capacita-2019-mobile.jpg';
import capacita2019Mini from './images/hero-capacita-2019-mini.jpg';

/** A hero slide, plus an optional link to the page that tells more. */
export interface HeroSlide {
  readonly id: string;
  /** Wide picture (1600×700), shown from 1000 px up. */
  readonly img: ResponsiveImageData;
  /** Tall picture (720×1080) for narrow screens. */
  readonly imgMobile: ResponsiveImageData;
  /** Thumbnail (320×180) of the slide's navigation button. */
  readonly imgMini: ResponsiveImageData;
  readonly title: string;
  readonly subtitle: string;
  /** The picture is dark: white text on it; a light picture gets dark text on a light veil. */
  readonly dark: boolean;
  readonly link?: { readonly to: string; readonly label: string };
}

export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'miglioramento-continuo',
    img: miglioramento,
    imgMobile: miglioramentoMobile,
    imgMini: miglioramentoMini,
    title: 'Miglioramento continuo',
    subtitle:
      'Ogni anno investiamo in impianti, processi e persone per offrire laminati ed estrusi sempre più affidabili.',
    dark: false,
    link: { to: '/about-the-company/mission-and-values', label: 'Missione e valori' },
  },
  {
    id: 'edilizia-e-costruzioni',
    img: edilizia,
    imgMobile: ediliziaMobile,
    imgMini: ediliziaMini,
    title: 'Edilizia e costruzioni',
    subtitle:
      'Profili estrusi e lamiere in alluminio per facciate, porte, finestre e sistemi architettonici.',
    dark: true,
    link: { to: '/markets/building-and-architecture', label: 'Scopri il mercato' },
  },
  {
    id: 'capacita-di-laminazione',
    img: laminazione,
    imgMobile: laminazioneMobile,
    imgMini: laminazioneMini,
    title: '100 000 tonnellate l’anno di capacità di laminazione',
    subtitle:
      'Fogli, nastri e lamiere prodotti a Shumen ed esportati per il 95 % in Europa e negli Stati Uniti.',
    dark: true,
    link: { to: '/about-the-company/rolling-plant', label: 'Il laminatoio' },
  },
  {
    id: 'anni-di-investimenti',
    img: investimenti,
    imgMobile: investimentiMobile,
    imgMini: investimentiMini,
    title: '37 anni di investimenti',
    subtitle:
      'Dall’inaugurazione dello stabilimento nel 1981 cresciamo con nuove linee, nuove presse e nuove tecnologie.',
    dark: true,
    link: { to: '/about-the-company/timeline', label: 'La nostra storia' },
  },
  {
    id: 'nuove-capacita-2019',
    img: capacita2019,
    imgMobile: capacita2019Mobile,
    imgMini: capacita2019Mini,
    title: 'Nuove capacità produttive nel 2019',
    subtitle:
      'Oltre 13 000 m² in più e un nuovo laminatoio a freddo a sei cilindri, largo fino a 2 200 mm, raddoppiano la capacità.',
    dark: false,
    link: { to: '/about-the-company/key-figures', label: 'I numeri chiave' },
  },
];
