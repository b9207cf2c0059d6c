import { DocumentLink } from '@alu/common';
import { Prose } from '../../shared/prose/Prose';
import type { SustainabilityPageContent, TextBlock } from './sustainability.data';
import styles from './SustainabilityBody.module.css';

/** The text of a sustainability page, its picture and its policy documents. */
export function SustainabilityBody({ content }: { readonly content: SustainabilityPageContent }) {
  const [first, ...rest] = content.blocks;
  const { image } = content;
  return (
    <>
      <Prose>
        {first ? <Block block={first} /> : null}
        {image ? (
          <figure>
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
            {image.caption ? <figcaption>{image.caption}</figcaption> : null}
          </figure>
        ) : null}
        {rest.map((block) => (
          <Block key={block.heading} block={block} />
        ))}
        <h2>{content.documentsHeading}</h2>
      </Prose>
      <ul className={styles.documents}>
        {content.documents.map((document) => (
          <li key={document.href}>
            <DocumentLink
              href={document.href}
              name={document.name}
              format="PDF"
              detail={document.detail}
              className={styles.document}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function Block({ block }: { readonly block: TextBlock }) {
  return (
    <>
      <h2>{block.heading}</h2>
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
