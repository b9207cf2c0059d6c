// The figures written inside translated texts (prose a dictionary holds: "about 36,000 tonnes a
// year") follow the same rules as the ones the locale-format module writes from numbers. This
// finds where an English or Bulgarian text breaks them; docs/languages.md states the rules.
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../contracts/locales';
import type { MenuContribution } from '../contracts/menus';
import { loadTexts, type TextCatalog } from '../federation/i18n/siteI18n';

export interface FigureRule {
  /** What the language writes instead, as the finding says it. */
  readonly rule: string;
  readonly pattern: RegExp;
}

// Codes and names that carry digits are not figures: standards (ISO 45001, EN 573), alloys
// (EN AW-8011), the 6-high mill, product codes.
const NOT_A_FIGURE = /(?:ISO|IEC|EN|AW|BDS|IATF|OHSAS|DIN)[\s\u00a0/-]*\d[\d:.-]*/g;

/** A letter follows (JavaScript's \b knows no Cyrillic). */
const WORD_END = '(?![\\p{L}\\p{N}])';

const UNIT_AFTER = `[\\s\\u00a0]?(?:t|tonnes?|тона?|т|mm|m²|kg|km|µm)${WORD_END}`;

export const FIGURE_RULES: Readonly<Record<TranslatedLocale, readonly FigureRule[]>> = {
  en: [
    {
      rule: 'thousands with a comma (100,000)',
      pattern: /(?<![\d,.])\d{1,3}(?:[ \u00a0.]\d{3})+(?![\d])/gu,
    },
    {
      rule: 'four-digit quantities grouped (7,000 tonnes)',
      pattern: new RegExp(`(?<![\\d,.])\\d{4}${UNIT_AFTER}`, 'gu'),
    },
    {
      rule: 'five digits and more grouped (36,000)',
      pattern: /(?<![\d,.])\d{5,}(?![\d])/gu,
    },
    { rule: 'a decimal point (0.8 mm)', pattern: /\d,\d{1,2}(?![\d])/gu },
    { rule: 'no space before % (95%)', pattern: /\d[ \u00a0]%/gu },
    {
      rule: 'tonnes as a word (100,000 tonnes)',
      pattern: new RegExp(`\\d[\\s\\u00a0]?t(?:/\\w+)?${WORD_END}|\\btons\\b`, 'gu'),
    },
    {
      rule: 'money as Intl writes it (€168m)',
      pattern: /\d[\s\u00a0]?(?:EUR|BGN)\b|\bEUR[\s\u00a0]?\d|\bmln\b|million euros?/gu,
    },
    { rule: 'dates in words (27 August 2018)', pattern: /\b\d{1,2}[./]\d{1,2}[./]\d{4}\b/gu },
  ],
  bg: [
    {
      rule: 'thousands with a space (100 000)',
      pattern: /(?<![\d,.])\d{1,3}(?:[.,]\d{3})+(?![\d])/gu,
    },
    {
      rule: 'four digits ungrouped (7000 т)',
      pattern: /(?<![\d,.]|\d[ \u00a0])\d[ \u00a0]\d{3}(?![\d]|[ \u00a0]\d{3})/gu,
    },
    {
      rule: 'five digits and more grouped with a space (36 000)',
      pattern: /(?<![\d,.])\d{5,}(?![\d])/gu,
    },
    { rule: 'a decimal comma (0,8 mm)', pattern: /\d\.\d{1,2}(?![\d.])/gu },
    { rule: 'no space before % (95%)', pattern: /\d[ \u00a0]%/gu },
    {
      rule: 'tonnes as т after a figure (100 000 т)',
      pattern: new RegExp(`\\d[\\s\\u00a0]?(?:t|тона|тон|т/год\\p{L}*)${WORD_END}`, 'gu'),
    },
    {
      rule: 'Intl’s Latin unit symbols (mm, km, kg)',
      pattern: new RegExp(`\\d[\\s\\u00a0]?(?:мм|км|кг|см)${WORD_END}`, 'gu'),
    },
    {
      rule: 'money as Intl writes it (168 млн. €, 5,20 лв.)',
      pattern:
        /\d[\s\u00a0]?(?:млн\.[\s\u00a0]?)?(?:EUR|BGN)|(?:EUR|BGN)[\s\u00a0]?\d|милиона евро|млн\. евро/gu,
    },
    {
      rule: 'a date with г. (27.08.2018 г.)',
      pattern: /(?<!\d)\d{2}\.\d{2}\.\d{4}(?![\d]|[ \u00a0]?г\.)/gu,
    },
  ],
};

export interface FigureFinding {
  readonly rule: string;
  readonly found: string;
  readonly text: string;
}

/** Where the texts of a language break its figure rules. */
export function figureFindings(locale: TranslatedLocale, texts: Iterable<string>): FigureFinding[] {
  const findings: FigureFinding[] = [];
  for (const text of texts) {
    const readable = text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\{\{\s*[\w.]+\s*\}\}/g, ' ')
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(NOT_A_FIGURE, ' ');
    for (const { rule, pattern } of FIGURE_RULES[locale]) {
      for (const match of readable.matchAll(pattern)) {
        findings.push({ rule, found: match[0], text });
      }
    }
  }
  return findings;
}

/**
 * Where the English and Bulgarian texts of a catalog (and of a remote's menus) write a figure
 * otherwise than their language's rule. Each list is expected empty.
 */
export async function figureGaps(
  catalog: TextCatalog,
  menus?: MenuContribution,
): Promise<Record<TranslatedLocale, string[]>> {
  const gaps = {} as Record<TranslatedLocale, string[]>;
  for (const locale of TRANSLATED_LOCALES) {
    const texts = [
      ...Object.values(await loadTexts(catalog, locale)),
      ...Object.values(menus?.translations?.[locale] ?? {}),
    ];
    gaps[locale] = figureFindings(locale, texts).map(
      ({ rule, found, text }) =>
        `«${found}» → ${rule}: ${text.length > 100 ? `${text.slice(0, 100)}…` : text}`,
    );
  }
  return gaps;
}
