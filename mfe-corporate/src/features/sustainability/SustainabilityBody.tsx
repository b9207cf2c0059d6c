import { CONTENT_COLUMN_SIZES, Prose, ResponsiveImage, useLocale } from '@alu/common';
import { DocumentList } from '@alu/common/document-list';
import { DocumentsState, toListItem, usePublishedDocuments } from '@alu/common/published-documents';
import { pickDocuments, useDocumentsMessages } from '../../shared/documents/corporateDocuments';
import { TextBlockView } from '../../shared/text-block/TextBlockView';
import type { SustainabilityPageContent } from './sustainability.data';

/** The page's policies as the API publishes them, in the page's order, or why there are none. */
function PolicyDocuments({ content }: { readonly content: SustainabilityPageContent }) {
  const locale = useLocale();
  const messages = useDocumentsMessages();
  const details = new Map<string, string | undefined>(
    content.documents.map((document) => [document.slug, document.detail]),
  );
  const documents = pickDocuments(
    usePublishedDocuments('policy'),
    content.documents.map((document) => document.slug),
    content.listsOtherPolicies,
  );
  return (
    <DocumentsState documents={documents} messages={messages}>
      {(published) => (
        <DocumentList
          label={content.documentsHeading}
          documents={published.map((document) => {
            const detail = details.get(document.slug);
            // Policies are listed without a date, as they were before they were the API's.
            return toListItem(document, locale, { showDate: false, extras: { detail } });
          })}
          defaultLayout="list"
          toggle={false}
        />
      )}
    </DocumentsState>
  );
}

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
      <PolicyDocuments content={content} />
    </>
  );
}
