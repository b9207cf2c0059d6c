import {
  BILLET_DIAMETERS_INCH,
  EXTRUSION_PRESSES,
  extrusionPressTable,
  formatBillet,
} from './extrusionPresses.data';
import type { SiteLocale } from '@alu/common';
import { formatMeasure } from '@alu/common/locale-format';

describe('extrusion presses', () => {
  it('are the plant’s five presses, from 600 to 2500 t', () => {
    expect(EXTRUSION_PRESSES.map((press) => press.tonnage)).toEqual([600, 1300, 1800, 2000, 2500]);
  });

  it('are consistent with the plant’s own figures', () => {
    const biggest = EXTRUSION_PRESSES[EXTRUSION_PRESSES.length - 1]!;
    expect(biggest.maxCcdSolidMm).toBe(310);
    expect(biggest.minWallMm).toBe(0.8);
    expect(biggest.weightKgPerM.max).toBe(9);
    const billets = new Set(EXTRUSION_PRESSES.map((press) => press.billetInch));
    expect([...billets].sort((a, b) => a - b)).toEqual([...BILLET_DIAMETERS_INCH]);
    for (const press of EXTRUSION_PRESSES) {
      expect(press.lengthAtPressMm).toBeLessThanOrEqual(11500);
      expect(press.maxCcdHollowMm).toBeLessThan(press.maxCcdSolidMm);
      expect(press.weightKgPerM.min).toBeLessThan(press.weightKgPerM.max);
      expect(press.alloys.every((alloy) => /^6\d{3}A?$/.test(alloy))).toBe(true);
    }
  });

  it('grow with the press: bigger billets, profiles and weights', () => {
    for (let i = 1; i < EXTRUSION_PRESSES.length; i += 1) {
      const [smaller, bigger] = [EXTRUSION_PRESSES[i - 1]!, EXTRUSION_PRESSES[i]!];
      expect(bigger.billetInch).toBeGreaterThanOrEqual(smaller.billetInch);
      expect(bigger.maxCcdSolidMm).toBeGreaterThan(smaller.maxCcdSolidMm);
      expect(bigger.maxCcdHollowMm).toBeGreaterThan(smaller.maxCcdHollowMm);
      expect(bigger.weightKgPerM.max).toBeGreaterThan(smaller.weightKgPerM.max);
    }
  });

  it('make a table with one column per press and seven rows', () => {
    const table = extrusionPressTable(EXTRUSION_PRESSES);
    expect(table.head).toEqual([
      'Dimensione della pressa',
      ...[600, 1300, 1800, 2000, 2500].map((value) => ({ value, unit: 'tonne' })),
    ]);
    expect(table.rows.map((row) => row[0])).toEqual([
      'Diametro della billetta',
      'Leghe',
      'Diametro circoscritto max, profili pieni',
      'Diametro circoscritto max, profili cavi',
      'Peso per metro',
      'Lunghezza alla pressa',
      'Spessore minimo di parete',
    ]);
    for (const row of table.rows) expect(row).toHaveLength(6);
    expect(table.rows[0]?.[5]).toBe('8" (203 mm)');
    expect(formatBillet(7)).toBe('7" (178 mm)');
  });

  it('write their figures by the page’s language', () => {
    const table = extrusionPressTable(EXTRUSION_PRESSES);
    const cell = (row: number, locale: SiteLocale) => {
      const value = table.rows[row]?.[5];
      return typeof value === 'object' ? formatMeasure(value, locale) : value;
    };
    expect(formatMeasure({ value: 2500, unit: 'tonne' }, 'en')).toBe('2,500\u00a0tonnes');
    expect(cell(4, 'it')).toBe('0,5-9,0\u00a0kg/m');
    expect(cell(4, 'en')).toBe('0.5–9.0\u00a0kg/m');
    expect(cell(6, 'bg')).toBe('0,8\u00a0mm');
    expect(cell(5, 'en')).toBe('up to 11,500\u00a0mm');
  });
});
