import { highlightTerms } from '@alu/common/site-search';

/** A text with the words that matched the search marked. */
export function Highlighted({
  text,
  terms,
}: {
  readonly text: string;
  readonly terms: readonly string[];
}) {
  return (
    <>
      {highlightTerms(text, terms).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
