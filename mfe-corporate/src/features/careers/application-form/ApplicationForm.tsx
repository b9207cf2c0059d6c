import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  APPLICATION_CV_ACCEPT,
  APPLICATION_LIMITS,
  Button,
  careerTextIn,
  INTL_LOCALES,
  Prose,
  siteConfig,
  useLocale,
  useLocalizedContent,
  useHydrated,
  useTexts,
  VisuallyHidden,
  type ApplicationField,
} from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';
import { careerPagePath } from '../careerPages.data';
import { useOpenPositions } from '../openPositionsApi';
import * as formContent from './applicationForm.data';
import { problemText } from './applicationForm.data';
import type { ApplicationSubmission } from './submitApplication';
import { useApplicationForm } from './useApplicationForm';
import styles from './ApplicationForm.module.css';

export interface ApplicationFormProps {
  /** The vacancy the visitor came from (`?vacancy=`), '' for a spontaneous application. */
  readonly vacancyId: string;
  /** Replaceable in tests; the API by default. */
  readonly send?: (submission: ApplicationSubmission) => Promise<void>;
}

/** The applicant's contact fields, side by side on wide screens. */
const CONTACT_FIELDS = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** "1,2 MB" in the page's language. */
function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes / 1024 / 1024;
  return megabytes >= 0.1
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)} MB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
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
  const [staleVacancy, setStaleVacancy] = useState(false);
  const baseId = useId();
  const idOf = (field: ApplicationField) => `${baseId}-${field}`;
  const problemIdOf = (field: ApplicationField) => `${baseId}-${field}-problem`;
  const failureRef = useRef<HTMLParagraphElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const wasSending = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  // Before the scripts run, a click would submit a plain form that cannot carry the CV.
  const hydrated = useHydrated();

  // A vacancy named in the address that is no longer open: say so, and apply spontaneously.
  const openIds = useMemo(
    () => positions.careers?.map((career) => career._id) ?? null,
    [positions.careers],
  );
  const { setText } = form;
  useEffect(() => {
    if (openIds && values.vacancyId !== '' && !openIds.includes(values.vacancyId)) {
      setText('vacancyId', '');
      setStaleVacancy(true);
    }
  }, [openIds, setText, values.vacancyId]);

  // After the server answered: the confirmation, or the field it refused, takes the focus.
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
    // idOf is stable for the form's life (its base id never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, problems]);

  if (status === 'sent' && form.sent) {
    const career = positions.careers?.find((item) => item._id === form.sent?.vacancyId);
    const title = career ? careerTextIn(career, locale).text.title : undefined;
    return (
      <section
        className={styles.sent}
        aria-labelledby={`${baseId}-sent`}
        data-testid="application-sent"
      >
        <h2 id={`${baseId}-sent`} ref={sentRef} tabIndex={-1}>
          {text.sentHeading}
        </h2>
        <p>
          {title
            ? tx(formContent.applicationFormText.sentFor, { name: form.sent.name.trim(), title })
            : tx(formContent.applicationFormText.sentSpontaneous, { name: form.sent.name.trim() })}
        </p>
        <p>{text.sentNext}</p>
        <p>
          <Link to={careerPagePath('open-positions')}>{text.backToPositions}</Link>
        </p>
      </section>
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
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const describedBy = (field: ApplicationField, ...others: (string | false)[]) =>
    [problems[field] ? problemIdOf(field) : false, ...others].filter(Boolean).join(' ') ||
    undefined;
  const control = (field: ApplicationField) => ({
    id: idOf(field),
    'aria-invalid': problems[field] ? true : undefined,
    className: problems[field] ? `${styles.input} ${styles.invalid}` : styles.input,
  });
  const problem = (field: ApplicationField) => {
    const found = problems[field];
    return found ? (
      <p id={problemIdOf(field)} className={styles.problem}>
        {tx(problemText(field, found))}
      </p>
    ) : null;
  };
  const label = (field: ApplicationField, content: ReactNode, required = true) => (
    <label htmlFor={idOf(field)} className={styles.label}>
      {content}
      {required ? <span aria-hidden="true">*</span> : null}
    </label>
  );
  const sending = status === 'sending';
  const counterId = `${baseId}-counter`;
  const cvChosenId = `${baseId}-cv-chosen`;

  return (
    <>
      <Prose className={styles.heading}>
        <h2 id={`${baseId}-heading`}>{text.formHeading}</h2>
      </Prose>
      <form
        className={styles.form}
        noValidate
        aria-busy={sending}
        aria-labelledby={`${baseId}-heading`}
        onSubmit={onSubmit}
      >
        <div className={styles.field}>
          {label('vacancyId', text.vacancy)}
          <select
            {...control('vacancyId')}
            aria-required="true"
            aria-describedby={describedBy('vacancyId')}
            value={values.vacancyId}
            onChange={(event) => {
              setStaleVacancy(false);
              form.setText('vacancyId', event.target.value);
            }}
          >
            <option value="">{text.spontaneous}</option>
            {(positions.careers ?? []).map((career) => (
              <option key={career._id} value={career._id}>
                {careerTextIn(career, locale).text.title}
              </option>
            ))}
          </select>
          {problem('vacancyId')}
          {positions.status === 'loading' ? (
            <p className={styles.hint}>{text.vacanciesLoading}</p>
          ) : null}
          {positions.status === 'error' ? (
            <p className={styles.hint}>{text.vacanciesFailed}</p>
          ) : null}
          {staleVacancy ? (
            <p className={styles.hint} role="status">
              {tx(problemText('vacancyId', 'closed'))}
            </p>
          ) : null}
        </div>
        <div className={styles.row}>
          {CONTACT_FIELDS.map(({ field, type, autoComplete }) => (
            <div key={field} className={styles.field}>
              {label(field, text[field])}
              <input
                {...control(field)}
                type={type}
                autoComplete={autoComplete}
                aria-required="true"
                aria-describedby={describedBy(field)}
                value={values[field]}
                onChange={(event) => form.setText(field, event.target.value)}
              />
              {problem(field)}
            </div>
          ))}
        </div>
        <div className={styles.field}>
          {label('cv', text.cv)}
          <input
            {...control('cv')}
            className={`${control('cv').className} ${styles.file}`}
            type="file"
            accept={APPLICATION_CV_ACCEPT}
            aria-required="true"
            aria-describedby={describedBy('cv', values.cv ? cvChosenId : false)}
            onChange={(event) => form.setCv(event.target.files?.[0] ?? null)}
          />
          {values.cv ? (
            <p id={cvChosenId} className={styles.hint}>
              {tx(formContent.applicationFormText.cvChosen, {
                name: values.cv.name,
                size: fileSize(values.cv.size, INTL_LOCALES[locale]),
              })}
            </p>
          ) : null}
          {problem('cv')}
        </div>
        <div className={styles.field}>
          {label('coverLetter', text.coverLetter, false)}
          <textarea
            {...control('coverLetter')}
            className={`${control('coverLetter').className} ${styles.textarea}`}
            rows={6}
            aria-describedby={describedBy('coverLetter', counterId)}
            value={values.coverLetter}
            onChange={(event) => form.setText('coverLetter', event.target.value)}
          />
          <span id={counterId} className={styles.counter}>
            {tx(formContent.applicationFormText.counter, {
              count: values.coverLetter.trim().length,
              max: APPLICATION_LIMITS.coverLetter.max,
            })}
          </span>
          {problem('coverLetter')}
        </div>
        <div className={styles.field}>
          <div className={styles.consent}>
            <input
              id={idOf('consent')}
              type="checkbox"
              className={styles.checkbox}
              aria-required="true"
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
              checked={values.consent}
              onChange={(event) => form.setConsent(event.target.checked)}
            />
            <label htmlFor={idOf('consent')}>
              {text.consentBefore}
              <Link to="/personal-data">{text.consentLink}</Link>
              {text.consentAfter}
              <span aria-hidden="true">*</span>
            </label>
          </div>
          {problem('consent')}
        </div>
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
