/**
 * The first `maxLength` characters of a plain text (whitespace collapsed). A longer text is
 * cut at the last word boundary when that keeps most of it (otherwise mid-word) and ends with
 * "…", so the result is at most `maxLength + 1` characters long.
 */
export function truncateText(input: string, maxLength: number): string {
  const text = input.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  let cut = text.slice(0, maxLength);
  const endsAtWordBoundary = /\s/.test(text.charAt(maxLength));
  const lastSpace = cut.lastIndexOf(' ');
  if (!endsAtWordBoundary && lastSpace >= maxLength * 0.6) cut = cut.slice(0, lastSpace);
  // Never leave half of a surrogate pair (an emoji) or dangling punctuation before the "…".
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s.,;:!?'"«(–—-]+$/u, '')}…`;
}
