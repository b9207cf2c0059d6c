import type { Measure, Unit } from '@alu/common/locale-format';
import type { SpecCell, ProductTable, SpecValue } from './catalogue.types';

// The tables every product shows, by their fixed titles and row labels (technical specification,
// dimensions, coil size), so the data files state only the values.

export const cell = (label: string, value: SpecValue): SpecCell => ({ label, value });

export const width = (value: SpecValue): SpecCell => cell('Larghezza', value);

// Figures as numbers, written by the page's language where the table shows
// (`1,250 mm` in English, `1250 mm` in Bulgarian).
const digits = (fractionDigits?: number) =>
  fractionDigits === undefined ? {} : { fractionDigits };

/** `200–1250 mm`. */
export const range = (from: number, to: number, unit: Unit, fractionDigits?: number): Measure => ({
  from,
  to,
  unit,
  ...digits(fractionDigits),
});

/** `fino a 800 mm`. */
export const upTo = (value: number, unit: Unit, fractionDigits?: number): Measure => ({
  value,
  unit,
  qualifier: 'upTo',
  ...digits(fractionDigits),
});

/** `76 mm o 152 mm`: the sizes to choose from. */
export const choice = (values: readonly number[], unit: Unit): Measure => ({ values, unit });

/** "Specifiche tecniche": alloy, temper and thickness, then any further rows. */
export function specification(
  alloy: string,
  temper: string,
  thickness: SpecValue,
  ...more: SpecCell[]
): ProductTable {
  return {
    title: 'Specifiche tecniche',
    cells: [
      cell('Lega', alloy),
      cell('Stato fisico', temper),
      cell('Spessore', thickness),
      ...more,
    ],
  };
}

export function dimensions(...cells: SpecCell[]): ProductTable {
  return { title: 'Dimensioni', cells };
}

/** "Dimensioni delle bobine": inner and outer diameter and core. */
export function coilSize(inner: SpecValue, outer: SpecValue, core: string): ProductTable {
  return {
    title: 'Dimensioni delle bobine',
    cells: [cell('Diametro interno', inner), cell('Diametro esterno', outer), cell('Anima', core)],
  };
}
