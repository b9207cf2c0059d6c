import { CONTENT_COLUMN_SIZES, Prose, ResponsiveImage } from '@alu/common';
import laboratory from '../images/ricerca-laboratorio.jpg';
import {
  CERTIFICATIONS,
  CERTIFICATIONS_HEADING,
  CERTIFICATIONS_INTRO,
  RESEARCH_SECTIONS,
  type ResearchSection,
} from './research.data';
import styles from './ResearchAndDevelopment.module.css';

/** r-and-d: the quality laboratory, process improvement and the certifications. */
export function ResearchAndDevelopment() {
  const [first, ...rest] = RESEARCH_SECTIONS;
  return (
    <>
      <Prose>
        {first ? <ResearchText section={first} /> : null}
        <figure>
          <ResponsiveImage image={laboratory} alt="" sizes={CONTENT_COLUMN_SIZES} />
        </figure>
        {rest.map((section) => (
          <ResearchText key={section.heading} section={section} />
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

function ResearchText({ section }: { readonly section: ResearchSection }) {
  return (
    <>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.points ? (
        <ul>
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
