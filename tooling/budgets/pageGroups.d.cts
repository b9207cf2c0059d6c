import type { SiteLocale } from '../../common/src/contracts/locales';

/** A page with its route group and the budgets that apply to it. */
export interface PageGroup {
  readonly group: string;
  readonly language: SiteLocale;
  /** First-visit JavaScript, gzip, KB (the language's translations allowance included). */
  readonly jsGzipKb: number;
  /** The page's HTML, gzip, KB. */
  readonly htmlGzipKb: number;
}

export interface GroupOfPage extends PageGroup {
  /** Pages of the group measured per language (Infinity: every page). */
  readonly sample: number;
}

export interface MeasuredPage extends PageGroup {
  readonly path: string;
}

export declare function splitLanguage(path: string): { language: SiteLocale; route: string };
export declare function pageGroupOf(path: string): GroupOfPage | undefined;
export declare function sitemapPaths(xml: string): string[];
export declare function pagesToMeasure(
  xml: string,
  options?: { perGroup?: number },
): MeasuredPage[];
