export interface KeyFigure {
  readonly key: 'founded' | 'area' | 'workforce' | 'turnover' | 'utilisation';
  /** Small word before the figure, e.g. "oltre". */
  readonly prefix?: string;
  readonly value: string;
  readonly unit?: string;
  readonly label: string;
}

/** The circles of key-figures (the turnover is 2024's). */
export const KEY_FIGURES: readonly KeyFigure[] = [
  { key: 'founded', value: '1981', label: 'Anno di fondazione' },
  { key: 'area', value: '370 000', unit: 'm²', label: 'Superficie totale' },
  { key: 'workforce', value: '1315', label: 'Dipendenti' },
  { key: 'turnover', prefix: 'oltre', value: '168', unit: 'mln EUR', label: 'Fatturato 2024' },
  { key: 'utilisation', value: '95', unit: '%', label: 'Utilizzo della capacità produttiva' },
];

export const KEY_FIGURES_TEXT = {
  heading: 'Alumis in cifre',
  intro:
    'Dal 1981 lo stabilimento di Shumen è cresciuto fino a diventare uno dei principali produttori di semilavorati in alluminio dell’Europa sud-orientale. Questi sono i numeri che lo descrivono oggi.',
  salesHeading: 'Dove e che cosa vendiamo',
  salesIntro:
    'Circa il 95 % della produzione è esportato. I grafici mostrano la ripartizione delle vendite per paese nel 2024 e per tipo di prodotto nel 2020, in percentuale.',
} as const;
