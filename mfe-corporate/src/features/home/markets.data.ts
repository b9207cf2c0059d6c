import type { ResponsiveImageData } from '@alu/common';
import edilizia from './images/mercato-edilizia.jpg';
import automotive from './images/mercato-automotive.jpg';
import trasporti from './images/mercato-trasporti.jpg';
import imballaggio from './images/mercato-imballaggio.jpg';
import distribuzione from './images/mercato-distribuzione.jpg';

/** The market pages, /markets/{page}. */
export type MarketPage =
  'building-and-architecture' | 'automotive' | 'transportation' | 'packaging' | 'distribution';

export interface MarketTeaser {
  readonly page: MarketPage;
  readonly name: string;
  readonly summary: string;
  readonly image: ResponsiveImageData;
}

export const marketTeasers: readonly MarketTeaser[] = [
  {
    page: 'building-and-architecture',
    name: 'Edilizia e architettura',
    summary: 'Profili per facciate, porte e finestre; lamiere per coperture e rivestimenti.',
    image: edilizia,
  },
  {
    page: 'automotive',
    name: 'Automotive',
    summary: 'Nastri per schermi termici, finstock, barre portatutto e modanature decorative.',
    image: automotive,
  },
  {
    page: 'transportation',
    name: 'Trasporti',
    summary: 'Soluzioni leggere per la nautica, il trasporto ferroviario, camion e rimorchi.',
    image: trasporti,
  },
  {
    page: 'packaging',
    name: 'Imballaggio',
    summary: 'Foglio per uso domestico, per contenitori e per imballaggi flessibili.',
    image: imballaggio,
  },
  {
    page: 'distribution',
    name: 'Distribuzione',
    summary: 'Nastri, lamiere e profili standard, sempre disponibili per i distributori.',
    image: distribuzione,
  },
];

export const marketHref = (page: MarketPage) => `/markets/${page}`;
