// The administrators' list search: every typed word (at most five) must appear, in any case,
// in one of the given fields. Literal matching: a typed `.*` is two characters, not a pattern.
import type { Filter } from 'mongodb';

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function wordsMatching<T>(q: string | undefined, fields: readonly string[]): Filter<T>[] {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return words.map(
    (word) =>
      ({
        $or: fields.map((field) => ({ [field]: { $regex: literally(word), $options: 'i' } })),
      }) as Filter<T>,
  );
}
