import { highlightParts } from '@alu/common';

/** A text with the parts that match the search query marked. */
export function Highlighted({ text, query }: { readonly text: string; readonly query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
