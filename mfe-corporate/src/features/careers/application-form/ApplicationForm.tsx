import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  Button,
  Prose,
  siteConfig,
  useLocale,
  useLocalizedContent,
  useHydrated,
  useTexts,
  VisuallyHidden,
  type ApplicationField,
  type Career,
} from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';
import { useOpenPositions } from '../openPositionsApi';
import {
  ConsentField,
  ContactFields,
  CoverLetterField,
  CvField,
  VacancyField,
} from './ApplicationFields';
import * as formContent from './applicationForm.data';
import { ApplicationSent } from './ApplicationSent';
import type { ApplicationSubmission } from './submitApplication';
import {
  useApplicationForm,
  type ApplicationFormState,
  type FieldProblems,
} from './useApplicationForm';
import { useFieldKit } from './useFieldKit';
import styles from './ApplicationForm.module.css';

export interface ApplicationFormProps {
  /** The vacancy the visitor came from (`?vacancy=`), '' for a spontaneous application. */
  readonly vacancyId: string;
  /** Replaceable in tests; the API by default. */
  readonly send?: (submission: ApplicationSubmission) => Promise<void>;
}

/**
 * A vacancy named in the address that is no longer open: the form says so, and applies
 * spontaneously. Answers whether it says so, and how to stop (the visitor chose another).
 */
function useStaleVacancy(
  careers: readonly Career[] | undefined,
  vacancyId: string,
  setText: ApplicationFormState['setText'],
): readonly [boolean, (stale: boolean) => void] {
  const [stale, setStale] = useState(false);
  const openIds = useMemo(() => careers?.map((career) => career._id) ?? null, [careers]);
  useEffect(() => {
    if (openIds && vacancyId !== '' && !openIds.includes(vacancyId)) {
      setText('vacancyId', '');
      setStale(true);
    }
  }, [openIds, setText, vacancyId]);
  return [stale, setStale];
}

/** After the server answered: the confirmation, or the field it refused, takes the focus. */
function useFocusAfterAnswer(
  status: ApplicationFormState['status'],
  problems: FieldProblems,
  idOf: (field: ApplicationField) => string,
  sentRef: RefObject<HTMLHeadingElement>,
  failureRef: RefObject<HTMLParagraphElement>,
): void {
  const wasSending = useRef(false);
  useEffect(() => {
    if (status === 'sending') {
      wasSending.current = true;
      return;
    }
    if (!wasSending.current) return;
    wasSending.current = false;
    if (status === 'sent') {
      sentRef.current?.focus();
      return;
    }
    const refused = (Object.keys(problems) as ApplicationField[])[0];
    if (refused) document.getElementById(idOf(refused))?.focus();
    else failureRef.current?.focus();
    // idOf and the refs are stable for the form's life (its base id never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, problems]);
}

/**
 * The job application form: a vacancy or a spontaneous application, the applicant's contact
 * details, the CV, a cover letter and the consent. Each refused field says why right under it
 * (in the page's language), keeps what was typed and takes the focus.
 */
export function ApplicationForm({ vacancyId, send }: ApplicationFormProps) {
  const { applicationFormText: text } = useLocalizedContent(formContent, corporateTexts);
  const tx = useTexts(corporateTexts);
  const locale = useLocale();
  const positions = useOpenPositions();
  const form = useApplicationForm({ vacancyId, locale, ...(send && { send }) });
  const { values, problems, status, failure } = form;
  const kit = useFieldKit(problems, tx);
  const [staleVacancy, setStaleVacancy] = useStaleVacancy(
    positions.careers,
    values.vacancyId,
    form.setText,
  );
  const failureRef = useRef<HTMLParagraphElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterAnswer(status, problems, kit.idOf, sentRef, failureRef);
  const [announcement, setAnnouncement] = useState('');
  // Before the scripts run, a click would submit a plain form that cannot carry the CV.
  const hydrated = useHydrated();

  if (status === 'sent' && form.sent) {
    return (
      <ApplicationSent
        sent={form.sent}
        careers={positions.careers}
        baseId={kit.baseId}
        headingRef={sentRef}
      />
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = form.submit();
    const first = invalid[0];
    setAnnouncement(
      invalid.length > 0
        ? tx(formContent.applicationFormText.checkFields, { count: invalid.length })
        : '',
    );
    if (first) document.getElementById(kit.idOf(first))?.focus();
  };
  const sending = status === 'sending';

  return (
    <>
      <Prose className={styles.heading}>
        <h2 id={`${kit.baseId}-heading`}>{text.formHeading}</h2>
      </Prose>
      <form
        className={styles.form}
        noValidate
        aria-busy={sending}
        aria-labelledby={`${kit.baseId}-heading`}
        onSubmit={onSubmit}
      >
        <VacancyField
          kit={kit}
          text={text}
          value={values.vacancyId}
          positions={positions}
          stale={staleVacancy}
          onChange={(chosen) => {
            setStaleVacancy(false);
            form.setText('vacancyId', chosen);
          }}
        />
        <ContactFields kit={kit} text={text} values={values} onChange={form.setText} />
        <CvField kit={kit} text={text} cv={values.cv} onChange={form.setCv} />
        <CoverLetterField
          kit={kit}
          text={text}
          value={values.coverLetter}
          onChange={(coverLetter) => form.setText('coverLetter', coverLetter)}
        />
        <ConsentField
          kit={kit}
          text={text}
          checked={values.consent}
          invalid={Boolean(problems.consent)}
          onChange={form.setConsent}
        />
        <p className={styles.note}>
          {text.required} {text.retention}
        </p>
        {failure ? (
          <p ref={failureRef} className={styles.failure} role="alert" tabIndex={-1}>
            {failure === 'too-many'
              ? tx(formContent.applicationFormText.tooMany, { email: siteConfig.email.jobs })
              : text.failed}
          </p>
        ) : null}
        <VisuallyHidden as="p" role="status">
          {announcement}
        </VisuallyHidden>
        <Button type="submit" className={styles.submit} disabled={sending || !hydrated}>
          {sending ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {text.sending}
            </>
          ) : (
            text.submit
          )}
        </Button>
      </form>
    </>
  );
}
