/** `index` brought into 0…total-1, wrapping around at both ends (-1 is the last image). */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/** The counter text "n/total" of the image at `index`. */
export function galleryCounter(index: number, total: number): string {
  return `${index + 1}/${total}`;
}
