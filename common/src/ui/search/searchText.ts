// @deprecated since 7.1.0: the site's search rule is `@alu/common/site-search` (MiniSearch:
// words by their beginning, one typo forgiven). This substring rule stays exported, unused by
// the site, for remotes built against 7.0; it goes with the next major version.
//
// The former site search rule: a case-insensitive substring match of the trimmed
// input against an entry's texts. Beyond the original, accents are ignored both ways
// ("alluminio" finds "Allumìnio", "sofia" finds "Sofía"), so Italian, Bulgarian-transliterated
// and German names match however the visitor types them.

/** A text folded for comparison: lower case, diacritics removed. */
function foldChar(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface FoldedText {
  readonly folded: string;
  /** For each UTF-16 unit of `folded`, the index of the original character it came from. */
  readonly origin: readonly number[];
}

function fold(text: string): FoldedText {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    folded += part;
    for (let unit = 0; unit < part.length; unit += 1) origin.push(index);
    index += char.length;
  }
  return { folded, origin };
}

/** The input as the rule uses it: trimmed and folded; '' means "no search". */
export function normalizeQuery(input: string): string {
  return fold(input.trim()).folded;
}

/** Whether any of the texts contains the (normalized) query. An empty query matches nothing. */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  if (query === '') return false;
  return texts.some((text) => fold(text).folded.includes(query));
}

export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/**
 * Splits `text` into the parts that match the (normalized) query and the rest, in order, so
 * a result can highlight what matched. Without a match the whole text is one plain part.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  if (query === '' || text === '') return [{ text, match: false }];
  const { folded, origin } = fold(text);
  const parts: TextPart[] = [];
  let plainFrom = 0;
  let searchFrom = 0;
  for (;;) {
    const at = folded.indexOf(query, searchFrom);
    if (at < 0) break;
    const start = origin[at] ?? text.length;
    // The match ends where the next folded unit's character starts, so it takes in whole
    // characters and any combining marks (which fold to nothing) that follow them.
    const end = origin[at + query.length] ?? text.length;
    if (start > plainFrom) parts.push({ text: text.slice(plainFrom, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    plainFrom = end;
    searchFrom = at + query.length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom), match: false });
  return parts.length > 0 ? parts : [{ text, match: false }];
}
