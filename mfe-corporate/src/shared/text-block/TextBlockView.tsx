/** A block of text: an optional h2, its paragraphs and an optional bullet list. */
export interface TextBlock {
  readonly heading?: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export function TextBlockView({ block }: { readonly block: TextBlock }) {
  return (
    <>
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {block.list ? (
        <ul>
          {block.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
