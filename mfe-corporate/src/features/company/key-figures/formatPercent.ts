let percent: Intl.NumberFormat | undefined;

/** "18,8 %": Italian decimal comma, a no-break space before the sign. */
export function formatPercent(value: number): string {
  // Made on first use, not when the company pages' chunk loads: a page's first Intl formatter
  // loads the browser's locale data (57 ms of a slowed phone's main thread), and only the key
  // figures show a percentage.
  percent ??= new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
  return `${percent.format(value)}\u00a0%`;
}
