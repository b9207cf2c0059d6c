// Numbers, percentages, quantities with a unit, ranges and money as a page's language writes
// them. Everything goes through the browser's (or Node's) Intl, so no locale tables are
// shipped; the few units Intl does not know take their word from UNIT_WORDS below. The rules
// each language ends up with are written down in docs/languages.md.
import { INTL_LOCALES, type SiteLocale } from '../contracts/locales';
import type { Currency, Measure, Qualifier, Unit } from './measure';

export type { Currency, Measure, Qualifier, Unit } from './measure';
export { isMeasure } from './measure';

/** Intl's name of each unit it formats itself (its sanctioned units, US spelling). */
const INTL_UNITS = {
  percent: 'percent',
  millimetre: 'millimeter',
  metre: 'meter',
  kilometre: 'kilometer',
  inch: 'inch',
  'kilogram-per-metre': 'kilogram-per-meter',
  kilobyte: 'kilobyte',
  megabyte: 'megabyte',
  millisecond: 'millisecond',
} as const satisfies Partial<Record<Unit, string>>;

type IntlUnitless = Exclude<Unit, keyof typeof INTL_UNITS>;

const intlUnitOf = (unit: Unit): string | undefined =>
  (INTL_UNITS as Partial<Record<Unit, string>>)[unit];

interface UnitWord {
  /** After the value 1 (Intl.PluralRules' `one`). */
  readonly one: string;
  readonly other: string;
}

const same = (word: string): UnitWord => ({ one: word, other: word });

/**
 * The units Intl has no name for, in each language. Tonnes: the SI symbol in Italian, the
 * word in English (a bare "t" reads as the imperial ton to many readers), the Cyrillic
 * symbol in Bulgarian, so a Bulgarian page never mixes a Latin `t` with `тона`.
 */
export const UNIT_WORDS: Readonly<Record<IntlUnitless, Readonly<Record<SiteLocale, UnitWord>>>> = {
  tonne: { it: same('t'), en: { one: 'tonne', other: 'tonnes' }, bg: same('т') },
  'tonne-per-year': {
    it: same('t/anno'),
    en: { one: 'tonne a year', other: 'tonnes a year' },
    bg: same('т годишно'),
  },
  'square-metre': { it: same('m²'), en: same('m²'), bg: same('m²') },
  micrometre: { it: same('µm'), en: same('µm'), bg: same('µm') },
  meganewton: { it: same('MN'), en: same('MN'), bg: same('MN') },
};

export const QUALIFIER_WORDS: Readonly<Record<Qualifier, Readonly<Record<SiteLocale, string>>>> = {
  about: { it: 'circa', en: 'about', bg: 'около' },
  upTo: { it: 'fino a', en: 'up to', bg: 'до' },
  over: { it: 'oltre', en: 'over', bg: 'над' },
  plusOrMinus: { it: '±', en: '±', bg: '±' },
};

export interface NumberOptions {
  /** Exactly this many decimals (`9,0`); otherwise up to two, as many as the value has. */
  readonly fractionDigits?: number;
  /** At most this many decimals (instead of two), as many as the value has. */
  readonly maximumFractionDigits?: number;
}

const NBSP = '\u00a0';

// One formatter per language and options, made on first use: a page's first Intl formatter
// loads the locale's data (tens of milliseconds on a slow phone), so a page that shows no
// figure never pays for it.
const formats = new Map<string, Intl.NumberFormat>();
const plurals = new Map<SiteLocale, Intl.PluralRules>();

function numberFormat(locale: SiteLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], options);
    formats.set(key, format);
  }
  return format;
}

function digits({
  fractionDigits,
  maximumFractionDigits = 2,
}: NumberOptions): Intl.NumberFormatOptions {
  return fractionDigits === undefined
    ? { maximumFractionDigits }
    : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
}

function unitWord(value: number, unit: IntlUnitless, locale: SiteLocale): string {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALES[locale]);
    plurals.set(locale, rules);
  }
  const word = UNIT_WORDS[unit][locale];
  return rules.select(value) === 'one' ? word.one : word.other;
}

/** The spaces Intl puts beside a unit or currency, made unbreakable (`2200 mm`, `5,20 лв.`). */
function joinParts(parts: readonly Intl.NumberFormatPart[]): string {
  return parts
    .map((part) => (part.type === 'literal' ? part.value.replace(/ /g, NBSP) : part.value))
    .join('');
}

/** `7000`, `100 000` (bg), `100,000` (en), `100.000` (it): Intl's grouping and decimals. */
export function formatNumber(
  value: number,
  locale: SiteLocale,
  options: NumberOptions = {},
): string {
  return numberFormat(locale, digits(options)).format(value);
}

/** A share given in percent (18.8 → `18,8%`; `18.8%` in English). */
export function formatPercent(
  value: number,
  locale: SiteLocale,
  options: NumberOptions = {},
): string {
  return formatQuantity(value, 'percent', locale, options);
}

/** A value with its unit: `2200 mm`, `2,200 mm`, `100,000 tonnes`, `100 000 т`. */
export function formatQuantity(
  value: number,
  unit: Unit,
  locale: SiteLocale,
  options: NumberOptions = {},
): string {
  const intlUnit = intlUnitOf(unit);
  if (intlUnit) {
    return joinParts(
      numberFormat(locale, { ...digits(options), style: 'unit', unit: intlUnit }).formatToParts(
        value,
      ),
    );
  }
  const word = unitWord(value, unit as IntlUnitless, locale);
  return `${formatNumber(value, locale, options)}${NBSP}${word}`;
}

/**
 * Two values as one span: `600–2,500 mm` (en), `600 – 2500 mm` (bg), `600-2500 mm` (it), as
 * Intl writes a range; with a unit Intl does not know, its word after the second value.
 */
export function formatRange(
  from: number,
  to: number,
  locale: SiteLocale,
  unit?: Unit,
  options: NumberOptions = {},
): string {
  const intlUnit = unit && intlUnitOf(unit);
  const format = numberFormat(locale, {
    ...digits(options),
    ...(intlUnit ? { style: 'unit' as const, unit: intlUnit } : {}),
  });
  const parts = format.formatRangeToParts(from, to);
  const text = parts
    .map((part, index) => {
      const beside = [parts[index - 1]?.type, parts[index + 1]?.type];
      // Only the space before the unit is kept whole: the range may still break at its dash.
      return part.type === 'literal' && beside.includes('unit')
        ? part.value.replace(/ /g, NBSP)
        : part.value;
    })
    .join('');
  if (!unit || intlUnit) return text;
  return `${text}${NBSP}${unitWord(to, unit as IntlUnitless, locale)}`;
}

export interface MoneyOptions extends NumberOptions {
  /** In millions or thousands, as the language abbreviates them: `€168m`, `168 млн. €`. */
  readonly compact?: boolean;
}

/** An amount of money with Intl's currency style: `5,20 лв.`, `BGN 5.20`, `€168m`. */
export function formatMoney(
  amount: number,
  currency: Currency,
  locale: SiteLocale,
  options: MoneyOptions = {},
): string {
  const { compact, fractionDigits } = options;
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    ...(compact ? { notation: 'compact' as const } : {}),
    ...(fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  });
  return joinParts(format.formatToParts(amount));
}

/** The sign Intl writes for a currency in a language (`BGN`, `лв.`), e.g. for a chart's axis. */
export function currencySign(currency: Currency, locale: SiteLocale): string {
  const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

const MEGABYTE = 1024 * 1024;

/** A file's size as people read it: `1,4 MB`, `230 kB` (at least 1 kB). */
export function formatFileSize(bytes: number, locale: SiteLocale): string {
  return bytes >= MEGABYTE
    ? formatQuantity(Math.round((bytes / MEGABYTE) * 10) / 10, 'megabyte', locale)
    : formatQuantity(Math.max(1, Math.round(bytes / 1024)), 'kilobyte', locale);
}

const choices = new Map<SiteLocale, Intl.ListFormat>();

/** Values a reader chooses among: `76 mm, 152 mm o 200 mm`, `… or 200 mm`, `… или 200 mm`. */
function formatChoice(items: readonly string[], locale: SiteLocale): string {
  let format = choices.get(locale);
  if (!format) {
    format = new Intl.ListFormat(INTL_LOCALES[locale], { type: 'disjunction', style: 'short' });
    choices.set(locale, format);
  }
  return format.format(items);
}

/** The figure of a measure, without its qualifier. */
function measureFigure(measure: Measure, locale: SiteLocale): string {
  const options = { fractionDigits: measure.fractionDigits };
  if ('amount' in measure) {
    return formatMoney(measure.amount, measure.currency, locale, {
      ...options,
      compact: measure.compact,
    });
  }
  if ('from' in measure)
    return formatRange(measure.from, measure.to, locale, measure.unit, options);
  if ('values' in measure) {
    return formatChoice(
      measure.values.map((value) =>
        measure.unit
          ? formatQuantity(value, measure.unit, locale, options)
          : formatNumber(value, locale, options),
      ),
      locale,
    );
  }
  if ('sizes' in measure) {
    return formatChoice(
      measure.sizes.map(([first, second]) => {
        const last = measure.unit
          ? formatQuantity(second, measure.unit, locale, options)
          : formatNumber(second, locale, options);
        return `${formatNumber(first, locale, options)}${NBSP}×${NBSP}${last}`;
      }),
      locale,
    );
  }
  return measure.unit
    ? formatQuantity(measure.value, measure.unit, locale, options)
    : formatNumber(measure.value, locale, options);
}

/** A measure as one text: `about 36,000 tonnes a year`, `до 11 500 mm`, `over €168m`. */
export function formatMeasure(measure: Measure, locale: SiteLocale): string {
  const figure = measureFigure(measure, locale);
  if (!measure.qualifier) return figure;
  // A sign sits against its figure (±0.5 mm); a word takes a space.
  const space = measure.qualifier === 'plusOrMinus' ? '' : ' ';
  return `${QUALIFIER_WORDS[measure.qualifier][locale]}${space}${figure}`;
}

/**
 * A measure in three parts, for layouts that set them apart (a figure in a circle): the
 * qualifier's word, the number (money with its currency sign), the unit.
 */
export interface MeasureParts {
  readonly qualifier?: string;
  readonly value: string;
  readonly unit?: string;
}

/** A number as Intl writes it at the start of a figure: digits, separators and spaces. */
const LEADING_NUMBER = /^[\d.,\u00a0\u202f ]*\d/;

export function measureParts(measure: Measure, locale: SiteLocale): MeasureParts {
  const qualifier = measure.qualifier && QUALIFIER_WORDS[measure.qualifier][locale];
  const figure = measureFigure(measure, locale);
  // The unit (or the currency with its `Mln`, `млн.`) follows the number: split there. A range
  // stays whole, and so does money whose sign comes first (`€168m`).
  const whole = 'from' in measure || 'values' in measure || 'sizes' in measure;
  const number = whole ? undefined : LEADING_NUMBER.exec(figure)?.[0];
  const parts =
    number && number.length < figure.length
      ? { value: number, unit: figure.slice(number.length).trim() }
      : { value: figure };
  return qualifier ? { qualifier, ...parts } : parts;
}
