import type { PlantCell, PlantTable } from './plantContent';

/** Billet diameters cast in the plant's own foundry, in inches. */
export const BILLET_DIAMETERS_INCH = [4, 6, 7, 8] as const;

export type BilletDiameterInch = (typeof BILLET_DIAMETERS_INCH)[number];

export interface ExtrusionPress {
  /** Press force in tonnes (the press "size"). */
  readonly tonnage: number;
  readonly billetInch: BilletDiameterInch;
  readonly alloys: readonly string[];
  /** Maximum circumscribing diameter (CCD) of a solid profile, mm. */
  readonly maxCcdSolidMm: number;
  /** Maximum circumscribing diameter of a hollow profile, mm. */
  readonly maxCcdHollowMm: number;
  /** Range of linear weights, kg/m. */
  readonly weightKgPerM: { readonly min: number; readonly max: number };
  /** Longest profile taken off the press run-out, mm. */
  readonly lengthAtPressMm: number;
  readonly minWallMm: number;
}

/**
 * The extrusion press table. The values are plausible engineering figures, consistent with the
 * plant's own figures (extrusionPlant.data.ts): billets from the foundry's
 * four diameters, the 2500 t (25 MN) press reaching 310 mm CCD, 0.8 mm walls and 9.0 kg/m,
 * lengths up to 11 500 mm.
 */
export const EXTRUSION_PRESSES: readonly ExtrusionPress[] = [
  {
    tonnage: 600,
    billetInch: 4,
    alloys: ['6060', '6063'],
    maxCcdSolidMm: 90,
    maxCcdHollowMm: 75,
    weightKgPerM: { min: 0.1, max: 3 },
    lengthAtPressMm: 9000,
    minWallMm: 0.7,
  },
  {
    tonnage: 1300,
    billetInch: 6,
    alloys: ['6060', '6063', '6005A'],
    maxCcdSolidMm: 150,
    maxCcdHollowMm: 125,
    weightKgPerM: { min: 0.2, max: 5 },
    lengthAtPressMm: 11500,
    minWallMm: 0.8,
  },
  {
    tonnage: 1800,
    billetInch: 7,
    alloys: ['6060', '6063', '6005A', '6082'],
    maxCcdSolidMm: 180,
    maxCcdHollowMm: 150,
    weightKgPerM: { min: 0.3, max: 6.5 },
    lengthAtPressMm: 11500,
    minWallMm: 0.8,
  },
  {
    tonnage: 2000,
    billetInch: 8,
    alloys: ['6060', '6063', '6005A', '6061', '6082'],
    maxCcdSolidMm: 220,
    maxCcdHollowMm: 180,
    weightKgPerM: { min: 0.4, max: 7.5 },
    lengthAtPressMm: 11500,
    minWallMm: 0.8,
  },
  {
    tonnage: 2500,
    billetInch: 8,
    alloys: ['6060', '6063', '6005A', '6061', '6082'],
    maxCcdSolidMm: 310,
    maxCcdHollowMm: 250,
    weightKgPerM: { min: 0.5, max: 9 },
    lengthAtPressMm: 11500,
    minWallMm: 0.8,
  },
];

const MM_PER_INCH = 25.4;

/** `7" (178 mm)`: written alike in every language (no figure reaches a thousand). */
export const formatBillet = (inch: number) => `${inch}" (${Math.round(inch * MM_PER_INCH)} mm)`;

/**
 * The press table: one column per press, one row per characteristic. Its figures are numbers
 * with their units, written by the page's language where the table shows.
 */
export function extrusionPressTable(presses: readonly ExtrusionPress[]): PlantTable {
  const row = (label: string, cell: (press: ExtrusionPress) => PlantCell) => [
    label,
    ...presses.map(cell),
  ];
  const millimetres = (value: number): PlantCell => ({ value, unit: 'millimetre' });
  return {
    caption: 'Le presse di estrusione',
    head: [
      'Dimensione della pressa',
      ...presses.map((press): PlantCell => ({ value: press.tonnage, unit: 'tonne' })),
    ],
    rows: [
      row('Diametro della billetta', (press) => formatBillet(press.billetInch)),
      row('Leghe', (press) => press.alloys.join(', ')),
      row('Diametro circoscritto max, profili pieni', (press) => millimetres(press.maxCcdSolidMm)),
      row('Diametro circoscritto max, profili cavi', (press) => millimetres(press.maxCcdHollowMm)),
      row('Peso per metro', (press) => ({
        from: press.weightKgPerM.min,
        to: press.weightKgPerM.max,
        unit: 'kilogram-per-metre',
        fractionDigits: 1,
      })),
      row('Lunghezza alla pressa', (press) => ({
        value: press.lengthAtPressMm,
        unit: 'millimetre',
        qualifier: 'upTo',
      })),
      row('Spessore minimo di parete', (press) => ({
        value: press.minWallMm,
        unit: 'millimetre',
        fractionDigits: 1,
      })),
    ],
  };
}
