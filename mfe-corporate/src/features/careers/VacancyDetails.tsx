import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  applicationFormPath,
  hasVisibleText,
  Prose,
  RichHtml,
  siteConfig,
  useLocale,
  useLocalizedContent,
  useTexts,
  type Career,
  type CareerText,
  type Language,
} from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';
import * as openPositionsContent from './openPositions.data';
import { useVacancyPeriod } from './vacancyPeriod';
import styles from './VacancyDetails.module.css';

const SECTIONS = ['responsibilities', 'requirements', 'additional'] as const;

export interface VacancyDetailsProps {
  readonly career: Career;
  /** The vacancy's text shown, and its language (Italian when the page's is missing). */
  readonly text: CareerText;
  readonly language: Language;
  /** Level of the sections' headings: under the modal's h2, or the page's h1. */
  readonly headingLevel: 'h2' | 'h3';
}

/** A vacancy's dates, responsibilities, requirements, more information and how to apply. */
export function VacancyDetails({ career, text, language, headingLevel }: VacancyDetailsProps) {
  const { openPositionsText: labels } = useLocalizedContent(openPositionsContent, corporateTexts);
  const tx = useTexts(corporateTexts);
  const otherLanguage = language === useLocale() ? undefined : language;
  const vacancyPeriod = useVacancyPeriod();
  const sections = useMemo(
    () =>
      // A section the editor left empty (e.g. "<p></p>") is left out.
      SECTIONS.map((key) => ({ key, html: text[key] })).filter(({ html }) => hasVisibleText(html)),
    [text],
  );
  const subject = encodeURIComponent(tx('Candidatura: {{title}}', { title: text.title }));
  const Heading = headingLevel;

  return (
    <>
      <p className={styles.period}>
        {vacancyPeriod(career)}
        {otherLanguage ? ` · ${tx('Disponibile solo in italiano')}` : null}
      </p>
      {sections.map(({ key, html }) => (
        <section key={key} className={styles.section} data-testid={`vacancy-${key}`}>
          <Heading className={styles.heading}>{labels.sections[key]}</Heading>
          <div lang={otherLanguage}>
            <Prose className={styles.html}>
              <RichHtml html={html} />
            </Prose>
          </div>
        </section>
      ))}
      <p className={styles.apply}>
        <Link className={styles.applyLink} to={applicationFormPath(career._id)}>
          {labels.applyOnline}
        </Link>
        <a className={styles.applyMail} href={`mailto:${siteConfig.email.jobs}?subject=${subject}`}>
          {labels.applyAction}
        </a>
      </p>
    </>
  );
}
