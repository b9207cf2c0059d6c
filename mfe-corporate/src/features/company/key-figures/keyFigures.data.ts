import type { Measure } from '@alu/common/locale-format';

export interface KeyFigure {
  readonly key: 'founded' | 'area' | 'workforce' | 'turnover' | 'utilisation';
  /** A number, shown by the page's language; a year is written as it is. */
  readonly figure: Measure | string;
  readonly label: string;
}

/** The circles of key-figures (the turnover is 2024's). */
export const KEY_FIGURES: readonly KeyFigure[] = [
  { key: 'founded', figure: '1981', label: 'Anno di fondazione' },
  { key: 'area', figure: { value: 370_000, unit: 'square-metre' }, label: 'Superficie totale' },
  { key: 'workforce', figure: { value: 1315 }, label: 'Dipendenti' },
  {
    key: 'turnover',
    figure: { amount: 168_000_000, currency: 'EUR', compact: true, qualifier: 'over' },
    label: 'Fatturato 2024',
  },
  {
    key: 'utilisation',
    figure: { value: 95, unit: 'percent' },
    label: 'Utilizzo della capacità produttiva',
  },
];

export const KEY_FIGURES_TEXT = {
  heading: 'Alumis in cifre',
  intro:
    'Dal 1981 lo stabilimento di Shumen è cresciuto fino a diventare uno dei principali produttori di semilavorati in alluminio dell’Europa sud-orientale. Questi sono i numeri che lo descrivono oggi.',
  salesHeading: 'Dove e che cosa vendiamo',
  salesIntro:
    'Circa il 95 % della produzione è esportato. I grafici mostrano la ripartizione delle vendite per paese nel 2024 e per tipo di prodotto nel 2020, in percentuale.',
} as const;
