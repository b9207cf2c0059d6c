// A figure held by content as numbers (`{ value: 36000, unit: 'tonne-per-year' }`): the
// types, and how content code tells one from words to translate. Apart from the formatting
// code, so the shared translation of content (localizeContent) carries no Intl code with it.

/**
 * The units the site shows. The ones Intl knows are written by Intl (`mm`, `kg/m`, `%`, …);
 * the others (tonnes, square metres, micrometres, meganewtons) by `UNIT_WORDS` (numbers.ts).
 */
export type Unit =
  | 'percent'
  | 'millimetre'
  | 'metre'
  | 'kilometre'
  | 'micrometre'
  | 'inch'
  | 'square-metre'
  | 'kilogram-per-metre'
  | 'tonne'
  | 'tonne-per-year'
  | 'meganewton'
  | 'kilobyte'
  | 'megabyte'
  | 'millisecond';

/** How a figure is approximated or bounded: the word (or sign) written before it. */
export type Qualifier = 'about' | 'upTo' | 'over' | 'plusOrMinus';

export type Currency = 'EUR' | 'BGN';

/**
 * A figure of the site's content as data: a value, a range, a choice of values or of sizes
 * (`1000 × 2000 mm`), or money; its unit and qualifier.
 */
export type Measure =
  | {
      readonly value: number;
      readonly unit?: Unit;
      readonly qualifier?: Qualifier;
      readonly fractionDigits?: number;
    }
  | {
      readonly values: readonly number[];
      readonly unit?: Unit;
      readonly qualifier?: Qualifier;
      readonly fractionDigits?: number;
    }
  | {
      readonly sizes: readonly (readonly [number, number])[];
      readonly unit?: Unit;
      readonly qualifier?: Qualifier;
      readonly fractionDigits?: number;
    }
  | {
      readonly from: number;
      readonly to: number;
      readonly unit?: Unit;
      readonly qualifier?: Qualifier;
      readonly fractionDigits?: number;
    }
  | {
      readonly amount: number;
      readonly currency: Currency;
      readonly compact?: boolean;
      readonly qualifier?: Qualifier;
      readonly fractionDigits?: number;
    };

const MEASURE_FIELDS = new Set([
  'value',
  'values',
  'sizes',
  'from',
  'to',
  'amount',
  'unit',
  'currency',
  'compact',
  'qualifier',
  'fractionDigits',
]);

/** Whether a piece of content is a {@link Measure} (its fields are never words to translate). */
export function isMeasure(content: unknown): content is Measure {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return false;
  const fields = Object.keys(content);
  const record = content as Record<string, unknown>;
  const hasNumber =
    typeof record.value === 'number' ||
    Array.isArray(record.values) ||
    Array.isArray(record.sizes) ||
    typeof record.amount === 'number' ||
    (typeof record.from === 'number' && typeof record.to === 'number');
  return hasNumber && fields.every((field) => MEASURE_FIELDS.has(field));
}
