/**
 * The sales doughnuts' slice colours, in slice order (the chart and its legend): brand navy
 * and red first, then steel tones and a few warm accents; "others" last in grey.
 */
export const CHART_COLORS = [
  '#0b2a4a',
  '#c8102e',
  '#2f6f9f',
  '#e3a33b',
  '#1f8a70',
  '#7fb3d5',
  '#5b3f8c',
  '#d9643a',
  '#4a5561',
  '#8fa3b5',
  '#c3ccd5',
] as const;
