import { Prose, useLocale, useLocalizedContent } from '@alu/common';
import { DocumentLink } from '@alu/common/document-list';
import { DocumentsState, toListItem, usePublishedDocuments } from '@alu/common/published-documents';
import { pickDocuments, useDocumentsMessages } from '../../shared/documents/corporateDocuments';
import { corporateTexts } from '../../shared/i18n/corporateTexts';
import { disclosurePolicy } from './disclosurePolicy.data';
import { LegalLayout } from './LegalLayout';
import type { LegalText } from './legalText';
import { LegalTextView } from './LegalTextView';
import { personalDataText } from './personalData.data';
import { termsOfUse } from './termsOfUse.data';
import styles from './legalPages.module.css';

/** A legal page whose whole body is one legal text. */
function LegalTextPage({
  path,
  text: italian,
}: {
  readonly path: string;
  readonly text: LegalText;
}) {
  const text = useLocalizedContent(italian, corporateTexts);
  return (
    <LegalLayout path={path} meta={text.meta} title={text.title} subtitle={text.subtitle}>
      <LegalTextView text={text} />
    </LegalLayout>
  );
}

/** /disclosure-policy: how the listed company discloses inside information. */
export function DisclosurePolicyPage() {
  return <LegalTextPage path="/disclosure-policy" text={disclosurePolicy} />;
}

/** /terms-of-use: the site's terms of use. */
export function TermsOfUsePage() {
  return <LegalTextPage path="/terms-of-use" text={termsOfUse} />;
}

/** The information notice as the API publishes it (its title in the page's language). */
function InformationNotice({ detail }: { readonly detail: string }) {
  const locale = useLocale();
  const messages = useDocumentsMessages();
  const notice = pickDocuments(usePublishedDocuments('policy'), ['informativa-dati-personali']);
  return (
    <DocumentsState documents={notice} messages={messages}>
      {(published) =>
        published.map((document) => (
          <DocumentLink
            key={document.slug}
            className={styles.document}
            {...toListItem(document, locale, { showDate: false, extras: { detail } })}
          />
        ))
      }
    </DocumentsState>
  );
}

/**
 * /personal-data: a heading, the personal-data information notice (PDF, new tab), how long
 * inquiries and job applications are kept, the site's one cookie and the browser's
 * performance measurements.
 */
export function PersonalDataPage() {
  const text = useLocalizedContent(personalDataText, corporateTexts);
  return (
    <LegalLayout path="/personal-data" meta={text.meta} title={text.title} subtitle={text.subtitle}>
      <Prose>
        <h2>{text.heading}</h2>
        {text.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Prose>
      <InformationNotice detail={text.documentDetail} />
      <Prose>
        <p>
          {`${text.contact} `}
          <a href={`mailto:${text.contactEmail}`}>{text.contactEmail}</a>.
        </p>
        <h2>{text.retention.heading}</h2>
        {text.retention.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h2>{text.releaseCookie.heading}</h2>
        {text.releaseCookie.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h2>{text.measurements.heading}</h2>
        {text.measurements.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Prose>
    </LegalLayout>
  );
}
