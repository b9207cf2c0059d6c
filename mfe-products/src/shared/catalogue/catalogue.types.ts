import type { ResponsiveImageData } from '@alu/common';
import type { Measure } from '@alu/common/locale-format';
// The product catalogue: static, typed data
// that the product pages and the search module both read.

/** The three categories of `/products/{category}/{product}`. */
export const CATEGORY_KEYS = ['rolled-foils', 'rolled-sheets-and-strips', 'extruded'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** A table's value: words (through the dictionary) or a figure (by the page's language). */
export type SpecValue = string | Measure;

/** One row of a table: a label and its value. */
export interface SpecCell {
  readonly label: string;
  readonly value: SpecValue;
}

/** A colour sample, e.g. an anodizing colour: its name and an approximate CSS colour. */
export interface ColourSwatch {
  readonly name: string;
  readonly colour: string;
}

/** A table of the spec panel: technical specification, dimensions, coil size, finishes. */
export interface ProductTable {
  readonly title: string;
  readonly cells: readonly SpecCell[];
  /** Colour samples shown under the rows (the anodizing colours). */
  readonly colors?: readonly ColourSwatch[];
}

export interface ProductLink {
  /** A route of the site. */
  readonly url: string;
  readonly label: string;
}

export interface Product {
  /** Short name: side list, search result, inquiry's products field. */
  readonly name: string;
  /** The `{product}` segment of the address. */
  readonly url: string;
  readonly category: CategoryKey;
  /** Heading of the spec panel. */
  readonly title: string;
  /** First paragraph of the spec panel; also the search result's text and meta description. */
  readonly description: string;
  /** Extra words the site search matches (alloys, uses, English names). */
  readonly tags: readonly string[];
  /** Pictures; the first is the thumbnail. */
  readonly images: readonly ResponsiveImageData[];
  readonly tables: readonly ProductTable[];
  /** Paragraphs after the tables. */
  readonly texts: readonly string[];
  readonly link?: ProductLink;
  /** Closing line of the spec panel. */
  readonly lastText?: string;
}

export interface Category {
  readonly key: CategoryKey;
  /** Name in lists ("see also", landing). */
  readonly name: string;
  /** The category header's title. */
  readonly title: string;
  /** Line under the header's title. */
  readonly subtitle: string;
  readonly heroImage: ResponsiveImageData;
  /** In the order of the side list (previous/next follow it). */
  readonly products: readonly Product[];
}
