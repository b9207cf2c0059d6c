import { CONTENT_COLUMN_SIZES, Prose, ResponsiveImage } from '@alu/common';
import { TextBlockView } from '../../../shared/text-block/TextBlockView';
import laboratory from '../images/ricerca-laboratorio.jpg';
import * as researchContent from './research.data';
import styles from './ResearchAndDevelopment.module.css';
import { useLocalizedContent } from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';

/** r-and-d: the quality laboratory, process improvement and the certifications. */
export function ResearchAndDevelopment() {
  const { CERTIFICATIONS, CERTIFICATIONS_HEADING, CERTIFICATIONS_INTRO, RESEARCH_SECTIONS } =
    useLocalizedContent(researchContent, corporateTexts);
  const [first, ...rest] = RESEARCH_SECTIONS;
  return (
    <>
      <Prose>
        {first ? <TextBlockView block={first} /> : null}
        <figure>
          <ResponsiveImage image={laboratory} alt="" sizes={CONTENT_COLUMN_SIZES} />
        </figure>
        {rest.map((section) => (
          <TextBlockView key={section.heading} block={section} />
        ))}
        <h2>{CERTIFICATIONS_HEADING}</h2>
        <p>{CERTIFICATIONS_INTRO}</p>
      </Prose>
      <ul className={styles.certifications}>
        {CERTIFICATIONS.map((certification) => (
          <li key={certification.standard} className={styles.certification}>
            <span className={styles.standard}>{certification.standard}</span>
            <span className={styles.scope}>{certification.scope}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
