// CSS `unicode-range` values as written by hand (U+0000-00FF) or by a minifier (u+00??).

/** One range of a `unicode-range` list: U+X, U+X-Y or U+X?? (each `?` any hex digit). */
function parseRange(token: string): [number, number] | null {
  const match = /^u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?$/i.exec(token.trim());
  const start = match?.[1];
  if (start === undefined) return null;
  const end = match?.[2];
  if (start.includes('?')) {
    if (end !== undefined || !/^[0-9a-f]*\?+$/i.test(start)) return null;
    return [parseInt(start.replaceAll('?', '0'), 16), parseInt(start.replaceAll('?', 'f'), 16)];
  }
  return [parseInt(start, 16), parseInt(end ?? start, 16)];
}

/** Whether a `unicode-range` value includes the code point (a malformed range includes none). */
export function unicodeRangeIncludes(value: string, codePoint: number): boolean {
  return value
    .split(',')
    .map(parseRange)
    .some((range) => range !== null && range[0] <= codePoint && codePoint <= range[1]);
}
