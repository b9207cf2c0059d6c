import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { careerTextIn, useLocale, useLocalizedContent, useTexts, type Career } from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';
import { careerPagePath } from '../careerPages.data';
import * as formContent from './applicationForm.data';
import type { ApplicationFormValues } from './useApplicationForm';
import styles from './ApplicationForm.module.css';

export interface ApplicationSentProps {
  /** What was sent. */
  readonly sent: ApplicationFormValues;
  /** The open vacancies, to name the one applied for. */
  readonly careers: readonly Career[] | undefined;
  readonly baseId: string;
  /** The heading takes the focus once the application is sent. */
  readonly headingRef: RefObject<HTMLHeadingElement>;
}

/** The confirmation that replaces the form once the application is stored. */
export function ApplicationSent({ sent, careers, baseId, headingRef }: ApplicationSentProps) {
  const { applicationFormText: text } = useLocalizedContent(formContent, corporateTexts);
  const tx = useTexts(corporateTexts);
  const locale = useLocale();
  const career = careers?.find((item) => item._id === sent.vacancyId);
  const title = career ? careerTextIn(career, locale).text.title : undefined;
  return (
    <section
      className={styles.sent}
      aria-labelledby={`${baseId}-sent`}
      data-testid="application-sent"
    >
      <h2 id={`${baseId}-sent`} ref={headingRef} tabIndex={-1}>
        {text.sentHeading}
      </h2>
      <p>
        {title
          ? tx(formContent.applicationFormText.sentFor, { name: sent.name.trim(), title })
          : tx(formContent.applicationFormText.sentSpontaneous, { name: sent.name.trim() })}
      </p>
      <p>{text.sentNext}</p>
      <p>
        <Link to={careerPagePath('open-positions')}>{text.backToPositions}</Link>
      </p>
    </section>
  );
}
