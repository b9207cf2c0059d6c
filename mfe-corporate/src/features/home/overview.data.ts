import type { ResponsiveImageData } from '@alu/common';
import poster from './images/panoramica-poster.jpg';
import posterMobile from './images/panoramica-poster-mobile.jpg';

export interface OverviewFact {
  readonly value: string;
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
    { value: '35+', label: 'anni di esperienza' },
    { value: '95 %', label: 'della produzione esportata' },
    { value: '100 000 t', label: 'di capacità di laminazione l’anno' },
    { value: '168+ mln €', label: 'di fatturato' },
  ],
  aboutLink: { to: '/about-the-company/about-us', label: 'Chi siamo' },
  videoLinkLabel: 'Guarda il video',
  poster,
  posterMobile,
};
