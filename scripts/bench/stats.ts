// Small statistics shared by the bench's sections.

export const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/** The middle value; of an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
