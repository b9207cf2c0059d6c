const PERCENT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** "18,8 %": Italian decimal comma, a no-break space before the sign. */
export function formatPercent(value: number): string {
  return `${PERCENT.format(value)}\u00a0%`;
}
