import type { ResponsiveImageData } from '@alu/common';
import type { Measure } from '@alu/common/locale-format';
import poster from './images/panoramica-poster.jpg';
import posterMobile from './images/panoramica-poster-mobile.jpg';

export interface OverviewFact {
  /** Shown by the page's language (`100,000 tonnes`, `100 000 т`). */
  readonly figure: Measure;
  readonly label: string;
}

export interface OverviewContent {
  readonly eyebrow: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly facts: readonly OverviewFact[];
  readonly aboutLink: { readonly to: string; readonly label: string };
  readonly videoLinkLabel: string;
  readonly poster: ResponsiveImageData;
  readonly posterMobile: ResponsiveImageData;
}

export const overview: OverviewContent = {
  eyebrow: 'Panoramica',
  heading: 'Alluminio laminato ed estruso dal cuore della Bulgaria',
  paragraphs: [
    'Da oltre 35 anni Alumis trasforma l’alluminio a Shumen, in Bulgaria: fogli, nastri e lamiere laminati e profili estrusi per l’edilizia, l’automotive, i trasporti e l’imballaggio.',
    'Il 95 % della produzione va all’estero, soprattutto in Europa e negli Stati Uniti, a clienti che ci scelgono per la qualità certificata, la flessibilità e la puntualità delle consegne.',
  ],
  facts: [
    { figure: { value: 35, qualifier: 'over' }, label: 'anni di esperienza' },
    { figure: { value: 95, unit: 'percent' }, label: 'della produzione esportata' },
    { figure: { value: 100_000, unit: 'tonne' }, label: 'di capacità di laminazione l’anno' },
    {
      figure: { amount: 168_000_000, currency: 'EUR', compact: true, qualifier: 'over' },
      label: 'di fatturato',
    },
  ],
  aboutLink: { to: '/about-the-company/about-us', label: 'Chi siamo' },
  videoLinkLabel: 'Guarda il video',
  poster,
  posterMobile,
};
