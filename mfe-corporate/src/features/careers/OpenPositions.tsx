import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  applicationFormPath,
  Bone,
  Button,
  careerTextIn,
  Prose,
  siteConfig,
  useLocale,
  useLocalizedContent,
  useTexts,
  VisuallyHidden,
  type Career,
} from '@alu/common';
import * as openPositionsContent from './openPositions.data';
import { vacancyPath } from './careerPages.data';
import { useOpenPositions } from './openPositionsApi';
import { VacancyModal } from './VacancyModal';
import { useVacancyPeriod } from './vacancyPeriod';
import styles from './OpenPositions.module.css';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

const SKELETON_ROWS = 3;

/** /careers/open-positions: how to apply, and the vacancies visible today with their details. */
export function OpenPositions() {
  const { openPositionsText: text } = useLocalizedContent(openPositionsContent, corporateTexts);
  const positions = useOpenPositions();
  const headingId = useId();
  return (
    <>
      <Prose>
        <p>{text.intro}</p>
        <p>
          {`${text.jobBoardBefore} `}
          <a href={siteConfig.jobBoardUrl} rel="noopener">
            {text.jobBoardLink}
          </a>
          {text.jobBoardAfter}
        </p>
        <p>
          {`${text.applyBefore} `}
          <a href={`mailto:${siteConfig.email.jobs}`}>{siteConfig.email.jobs}</a>
          {text.applyAfter}
        </p>
        <p>
          {`${text.spontaneousBefore} `}
          <Link to={applicationFormPath()}>{text.spontaneousLink}</Link>
          {text.spontaneousAfter}
        </p>
      </Prose>
      <section
        className={styles.section}
        aria-labelledby={headingId}
        aria-busy={positions.status === 'loading'}
        data-testid="open-positions"
      >
        <Prose className={styles.heading}>
          <h2 id={headingId}>{text.listHeading}</h2>
        </Prose>
        {positions.status === 'loading' ? <OpenPositionsSkeleton /> : null}
        {positions.status === 'error' ? (
          <div className={styles.message} role="alert">
            <p className={styles.messageText}>{text.error}</p>
            <Button className={styles.retry} onClick={positions.retry}>
              {text.retry}
            </Button>
          </div>
        ) : null}
        {positions.status === 'ready' ? <VacancyList careers={positions.careers} /> : null}
      </section>
    </>
  );
}

function VacancyList({ careers }: { readonly careers: readonly Career[] }) {
  const { openPositionsText: text } = useLocalizedContent(openPositionsContent, corporateTexts);
  const locale = useLocale();
  const tx = useTexts(corporateTexts);
  const vacancyPeriod = useVacancyPeriod();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = careers.find((career) => career._id === selectedId);

  if (careers.length === 0) {
    return (
      <div className={styles.message}>
        <p className={styles.messageText}>
          {`${text.emptyBefore} `}
          <a href={`mailto:${siteConfig.email.jobs}`}>{siteConfig.email.jobs}</a>
          {text.emptyAfter}
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {careers.map((career) => {
          const { text: written, language } = careerTextIn(career, locale);
          const otherLanguage = language === locale ? undefined : language;
          return (
            <li key={career._id} className={styles.row}>
              <div className={styles.summary}>
                <h3 className={styles.title} lang={otherLanguage}>
                  <Link className={styles.titleLink} to={vacancyPath(career._id)}>
                    {written.title}
                  </Link>
                </h3>
                <p className={styles.period}>
                  {vacancyPeriod(career)}
                  {otherLanguage ? (
                    <>
                      {' · '}
                      <abbr className={styles.language} title={tx('Disponibile solo in italiano')}>
                        IT
                      </abbr>
                    </>
                  ) : null}
                </p>
              </div>
              <div className={styles.actions}>
                <Button className={styles.details} onClick={() => setSelectedId(career._id)}>
                  {text.details}
                  <VisuallyHidden lang={otherLanguage}>{`: ${written.title}`}</VisuallyHidden>
                </Button>
                <Link className={styles.apply} to={applicationFormPath(career._id)}>
                  {text.applyOnline}
                  <VisuallyHidden lang={otherLanguage}>{`: ${written.title}`}</VisuallyHidden>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      {selected ? <VacancyModal career={selected} onClose={() => setSelectedId(null)} /> : null}
    </>
  );
}

/** The list's shape while the vacancies load. */
export function OpenPositionsSkeleton() {
  const { openPositionsText: text } = useLocalizedContent(openPositionsContent, corporateTexts);
  return (
    <>
      <VisuallyHidden as="p" role="status">
        {text.loading}
      </VisuallyHidden>
      <div className={styles.list}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className={styles.row}>
            <div className={styles.summary}>
              <Bone className={styles.boneTitle} />
              <Bone className={styles.bonePeriod} />
            </div>
            <Bone className={styles.boneButton} />
          </div>
        ))}
      </div>
    </>
  );
}
