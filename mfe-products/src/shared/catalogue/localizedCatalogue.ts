import { useMemo } from 'react';
import { useTexts, type TranslateText } from '@alu/common';
import { productsTexts } from '../i18n/productsTexts';
import { categories } from './catalogue';
import {
  CATEGORY_KEYS,
  type Category,
  type CategoryKey,
  type Product,
  type ProductTable,
  type SpecValue,
} from './catalogue.types';

/** A run of three lower-case letters: a value with words to translate. */
const HAS_WORDS = /\p{Ll}{3,}/u;

function localizeTable(table: ProductTable, tx: TranslateText): ProductTable {
  // Figures are numbers, written by the page's language where the table shows; codes
  // (`EN AW-8011`, `H22`) stay as they are; words go through the dictionary.
  const value = (cell: SpecValue) =>
    typeof cell === 'string' && HAS_WORDS.test(cell) ? tx(cell) : cell;
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
export function localizeProduct(product: Product, tx: TranslateText): Product {
  return {
    ...product,
    name: tx(product.name),
    title: tx(product.title),
    description: tx(product.description),
    tables: product.tables.map((table) => localizeTable(table, tx)),
    texts: product.texts.map((text) => tx(text)),
    ...(product.link && { link: { ...product.link, label: tx(product.link.label) } }),
    ...(product.lastText !== undefined && { lastText: tx(product.lastText) }),
  };
}

export function localizeCategory(category: Category, tx: TranslateText): Category {
  return {
    ...category,
    name: tx(category.name),
    title: tx(category.title),
    subtitle: tx(category.subtitle),
    products: category.products.map((product) => localizeProduct(product, tx)),
  };
}

/** Every Italian text of the catalogue a visitor reads (the translation test checks them). */
export function catalogueTexts(): string[] {
  const texts: string[] = [];
  const collect: TranslateText = (text) => {
    texts.push(text);
    return text;
  };
  for (const key of CATEGORY_KEYS) localizeCategory(categories[key], collect);
  return texts;
}

/** The catalogue in the page's language. */
export function useCatalogue(): Readonly<Record<CategoryKey, Category>> {
  const tx = useTexts(productsTexts);
  return useMemo(
    () =>
      Object.fromEntries(
        CATEGORY_KEYS.map((key) => [key, localizeCategory(categories[key], tx)]),
      ) as Record<CategoryKey, Category>,
    [tx],
  );
}
