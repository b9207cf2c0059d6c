import type { SpecCell, ProductTable } from './catalogue.types';

// The tables every product shows, by their fixed titles and row labels (technical specification,
// dimensions, coil size), so the data files state only the values.

export const cell = (label: string, value: string): SpecCell => ({ label, value });

export const width = (value: string): SpecCell => cell('Larghezza', value);

/** "Specifiche tecniche": alloy, temper and thickness, then any further rows. */
export function specification(
  alloy: string,
  temper: string,
  thickness: string,
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
export function coilSize(inner: string, outer: string, core: string): ProductTable {
  return {
    title: 'Dimensioni delle bobine',
    cells: [cell('Diametro interno', inner), cell('Diametro esterno', outer), cell('Anima', core)],
  };
}
