/**
 * A person's initials and colour for an avatar drawn without a photo. Both come from the name
 * alone, so a person keeps the same avatar on every page, in every language's spelling of the
 * same letters, and from one build to the next.
 */

/**
 * Background colours, each with white text at 4.5:1 or more (initials.test.ts checks it):
 * the brand's navy and red among steel, teal, plum and ochre tones of the same depth.
 */
export const AVATAR_COLOURS = [
  '#0b2a4a',
  '#a50d26',
  '#2f5f8a',
  '#1d6b57',
  '#5b3f8c',
  '#8a4b12',
  '#3d5566',
  '#7a2f5c',
  '#305f2a',
  '#4a4f9a',
] as const;

/** First letter of the first and of the last word ("Teodora Dimitrova" → "TD"). */
export function initials(name: string, locale?: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/u)
    .filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase(locale);
}

/** One of AVATAR_COLOURS, picked by a hash of the name (FNV-1a: small, stable, well spread). */
export function avatarColour(name: string): (typeof AVATAR_COLOURS)[number] {
  let hash = 0x811c9dc5;
  for (const char of name.trim().normalize('NFC')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}
