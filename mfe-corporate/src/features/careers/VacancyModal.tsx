import { useMemo } from 'react';
import { Prose, RichHtml, siteConfig, type Career } from '@alu/common';
import { Modal } from '@alu/common/modal';
import * as openPositionsContent from './openPositions.data';
import { vacancyPeriod } from './vacancyPeriod';
import styles from './VacancyModal.module.css';
import { useLocalizedContent } from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

const SECTIONS = ['responsibilities', 'requirements', 'additional'] as const;

/** A vacancy's details: dates, responsibilities, requirements, more information, apply. */
export function VacancyModal({
  career,
  onClose,
}: {
  readonly career: Career;
  readonly onClose: () => void;
}) {
  const { openPositionsText: text } = useLocalizedContent(openPositionsContent, corporateTexts);
  const sections = useMemo(
    () =>
      SECTIONS.map((key) => ({ key, html: career[key] })).filter(
        // A section the editor left empty (e.g. "<p></p>") is left out.
        ({ html }) => html.replace(/<[^>]*>/g, '').trim() !== '',
      ),
    [career],
  );
  const subject = encodeURIComponent(`Candidatura: ${career.title}`);

  return (
    <Modal open title={career.title} onClose={onClose}>
      <p className={styles.period}>{vacancyPeriod(career)}</p>
      {sections.map(({ key, html }) => (
        <section key={key} className={styles.section} data-testid={`vacancy-${key}`}>
          <h3 className={styles.heading}>{text.sections[key]}</h3>
          <Prose className={styles.html}>
            <RichHtml html={html} />
          </Prose>
        </section>
      ))}
      <p className={styles.apply}>
        <a className={styles.applyLink} href={`mailto:${siteConfig.email.jobs}?subject=${subject}`}>
          {text.applyAction}
        </a>
      </p>
    </Modal>
  );
}
