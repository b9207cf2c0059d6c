import type { ResponsiveImageData } from '@alu/common';
import type { Measure } from '@alu/common/locale-format';

/** A cell of a plant table: words (through the dictionary) or a figure (by the page's language). */
export type PlantCell = string | Measure;

/** A data table of a plant page (rendered with SpecTable). */
export interface PlantTable {
  readonly caption: string;
  readonly head?: readonly PlantCell[];
  readonly rows: readonly (readonly PlantCell[])[];
  /** A colour chip per row, shown before the row's first cell (e.g. anodizing colours). */
  readonly swatches?: readonly string[];
}

export interface PlantFigure {
  readonly picture: ResponsiveImageData;
  readonly caption: string;
}

/** One block of a plant page: heading, text, then its tables and an optional picture. */
export interface PlantSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly tables?: readonly PlantTable[];
  readonly figure?: PlantFigure;
}
