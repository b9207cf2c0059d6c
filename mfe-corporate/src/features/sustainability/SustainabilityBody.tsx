import { CONTENT_COLUMN_SIZES, Prose, ResponsiveImage } from '@alu/common';
import { DocumentList } from '@alu/common/document-list';
import { TextBlockView } from '../../shared/text-block/TextBlockView';
import type { SustainabilityPageContent } from './sustainability.data';

/** The text of a sustainability page, its picture and its policy documents. */
export function SustainabilityBody({ content }: { readonly content: SustainabilityPageContent }) {
  const [first, ...rest] = content.blocks;
  const { image } = content;
  return (
    <>
      <Prose>
        {first ? <TextBlockView block={first} /> : null}
        {image ? (
          <figure>
            <ResponsiveImage image={image.picture} alt={image.alt} sizes={CONTENT_COLUMN_SIZES} />
            {image.caption ? <figcaption>{image.caption}</figcaption> : null}
          </figure>
        ) : null}
        {rest.map((block) => (
          <TextBlockView key={block.heading} block={block} />
        ))}
        <h2>{content.documentsHeading}</h2>
      </Prose>
      <DocumentList
        label={content.documentsHeading}
        documents={content.documents.map((document) => ({ ...document, format: 'PDF' }))}
        defaultLayout="list"
        toggle={false}
      />
    </>
  );
}
