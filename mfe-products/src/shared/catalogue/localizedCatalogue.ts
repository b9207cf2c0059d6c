import { useMemo } from 'react';
import { useLocale, useTexts, type SiteLocale, type TranslateText } from '@alu/common';
import { productsTexts } from '../i18n/productsTexts';
import { categories } from './catalogue';
import {
  CATEGORY_KEYS,
  type Category,
  type CategoryKey,
  type Product,
  type ProductTable,
} from './catalogue.types';

/**
 * Figures in a language's convention: `1.250` and `0,08` in Italian are `1,250` and `0.08` in
 * English, `1 250` and `0,08` in Bulgarian.
 */
export function localizeNumbers(text: string, locale: SiteLocale): string {
  if (locale === 'it') return text;
  const THOUSANDS = '\u0000';
  const grouped = text.replace(/(\d)\.(\d{3})(?!\d)/g, `$1${THOUSANDS}$2`);
  const decimals = locale === 'en' ? grouped.replace(/(\d),(\d)/g, '$1.$2') : grouped;
  return decimals.replaceAll(THOUSANDS, locale === 'en' ? ',' : '\u00a0');
}

/** A run of three lower-case letters: a value with words to translate. */
const HAS_WORDS = /\p{Ll}{3,}/u;

function localizeTable(table: ProductTable, tx: TranslateText, locale: SiteLocale): ProductTable {
  // Figures, units and alloy names (`0,08–0,20 mm`, `EN AW-8011`, `H22`) need no words,
  // only the language's number convention.
  const value = (text: string) => (HAS_WORDS.test(text) ? tx(text) : localizeNumbers(text, locale));
  return {
    ...table,
    title: tx(table.title),
    cells: table.cells.map((cell) => ({ label: tx(cell.label), value: value(cell.value) })),
    ...(table.colors && {
      colors: table.colors.map((swatch) => ({ ...swatch, name: tx(swatch.name) })),
    }),
  };
}

/** A product's visible texts in a language (addresses, pictures and tags unchanged). */
export function localizeProduct(product: Product, tx: TranslateText, locale: SiteLocale): Product {
  return {
    ...product,
    name: tx(product.name),
    title: tx(product.title),
    description: tx(product.description),
    tables: product.tables.map((table) => localizeTable(table, tx, locale)),
    texts: product.texts.map((text) => tx(text)),
    ...(product.link && { link: { ...product.link, label: tx(product.link.label) } }),
    ...(product.lastText !== undefined && { lastText: tx(product.lastText) }),
  };
}

export function localizeCategory(
  category: Category,
  tx: TranslateText,
  locale: SiteLocale,
): Category {
  return {
    ...category,
    name: tx(category.name),
    title: tx(category.title),
    subtitle: tx(category.subtitle),
    products: category.products.map((product) => localizeProduct(product, tx, locale)),
  };
}

/** Every Italian text of the catalogue a visitor reads (the translation test checks them). */
export function catalogueTexts(): string[] {
  const texts: string[] = [];
  const collect: TranslateText = (text) => {
    texts.push(text);
    return text;
  };
  for (const key of CATEGORY_KEYS) localizeCategory(categories[key], collect, 'it');
  return texts;
}

/** The catalogue in the page's language. */
export function useCatalogue(): Readonly<Record<CategoryKey, Category>> {
  const locale = useLocale();
  const tx = useTexts(productsTexts);
  return useMemo(
    () =>
      Object.fromEntries(
        CATEGORY_KEYS.map((key) => [key, localizeCategory(categories[key], tx, locale)]),
      ) as Record<CategoryKey, Category>,
    [tx, locale],
  );
}
