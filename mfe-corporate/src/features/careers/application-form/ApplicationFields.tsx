// The fields of the job application form, each with its label, control, hints and message.
import { Link } from 'react-router-dom';
import {
  APPLICATION_CV_ACCEPT,
  APPLICATION_LIMITS,
  careerTextIn,
  useLocale,
  useTexts,
} from '@alu/common';
import { formatFileSize } from '@alu/common/locale-format';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';
import type { OpenPositions } from '../openPositionsApi';
import { applicationFormText, problemText } from './applicationForm.data';
import type { FieldKit } from './useFieldKit';
import type { ApplicationFormState } from './useApplicationForm';
import styles from './ApplicationForm.module.css';

interface FieldProps {
  readonly kit: FieldKit;
  /** The form's texts in the page's language. */
  readonly text: typeof applicationFormText;
}

/** The applicant's contact fields, side by side on wide screens. */
const CONTACT_FIELDS = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The vacancy applied for, or a spontaneous application; says when the list cannot load. */
export function VacancyField({
  kit,
  text,
  value,
  positions,
  stale,
  onChange,
}: FieldProps & {
  readonly value: string;
  readonly positions: OpenPositions;
  /** The vacancy the address named is no longer open. */
  readonly stale: boolean;
  readonly onChange: (vacancyId: string) => void;
}) {
  const tx = useTexts(corporateTexts);
  const locale = useLocale();
  return (
    <div className={styles.field}>
      {kit.label('vacancyId', text.vacancy)}
      <select
        {...kit.control('vacancyId')}
        aria-required="true"
        aria-describedby={kit.describedBy('vacancyId')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{text.spontaneous}</option>
        {(positions.careers ?? []).map((career) => (
          <option key={career._id} value={career._id}>
            {careerTextIn(career, locale).text.title}
          </option>
        ))}
      </select>
      {kit.problem('vacancyId')}
      {positions.status === 'loading' ? (
        <p className={styles.hint}>{text.vacanciesLoading}</p>
      ) : null}
      {positions.status === 'error' ? <p className={styles.hint}>{text.vacanciesFailed}</p> : null}
      {stale ? (
        <p className={styles.hint} role="status">
          {tx(problemText('vacancyId', 'closed'))}
        </p>
      ) : null}
    </div>
  );
}

export function ContactFields({
  kit,
  text,
  values,
  onChange,
}: FieldProps & {
  readonly values: ApplicationFormState['values'];
  readonly onChange: ApplicationFormState['setText'];
}) {
  return (
    <div className={styles.row}>
      {CONTACT_FIELDS.map(({ field, type, autoComplete }) => (
        <div key={field} className={styles.field}>
          {kit.label(field, text[field])}
          <input
            {...kit.control(field)}
            type={type}
            autoComplete={autoComplete}
            aria-required="true"
            aria-describedby={kit.describedBy(field)}
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
          {kit.problem(field)}
        </div>
      ))}
    </div>
  );
}

/** The CV file, with the name and size of the one chosen. */
export function CvField({
  kit,
  text,
  cv,
  onChange,
}: FieldProps & { readonly cv: File | null; readonly onChange: (cv: File | null) => void }) {
  const tx = useTexts(corporateTexts);
  const locale = useLocale();
  const chosenId = `${kit.baseId}-cv-chosen`;
  return (
    <div className={styles.field}>
      {kit.label('cv', text.cv)}
      <input
        {...kit.control('cv')}
        className={`${kit.control('cv').className} ${styles.file}`}
        type="file"
        accept={APPLICATION_CV_ACCEPT}
        aria-required="true"
        aria-describedby={kit.describedBy('cv', cv ? chosenId : false)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {cv ? (
        <p id={chosenId} className={styles.hint}>
          {tx(applicationFormText.cvChosen, {
            name: cv.name,
            size: formatFileSize(cv.size, locale),
          })}
        </p>
      ) : null}
      {kit.problem('cv')}
    </div>
  );
}

/** The optional cover letter, with a count of its characters. */
export function CoverLetterField({
  kit,
  text,
  value,
  onChange,
}: FieldProps & { readonly value: string; readonly onChange: (coverLetter: string) => void }) {
  const tx = useTexts(corporateTexts);
  const counterId = `${kit.baseId}-counter`;
  return (
    <div className={styles.field}>
      {kit.label('coverLetter', text.coverLetter, false)}
      <textarea
        {...kit.control('coverLetter')}
        className={`${kit.control('coverLetter').className} ${styles.textarea}`}
        rows={6}
        aria-describedby={kit.describedBy('coverLetter', counterId)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={counterId} className={styles.counter}>
        {tx(applicationFormText.counter, {
          count: value.trim().length,
          max: APPLICATION_LIMITS.coverLetter.max,
        })}
      </span>
      {kit.problem('coverLetter')}
    </div>
  );
}

/** The consent to the processing of the applicant's data, linking the data notice. */
export function ConsentField({
  kit,
  text,
  checked,
  invalid,
  onChange,
}: FieldProps & {
  readonly checked: boolean;
  readonly invalid: boolean;
  readonly onChange: (consent: boolean) => void;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.consent}>
        <input
          id={kit.idOf('consent')}
          type="checkbox"
          className={styles.checkbox}
          aria-required="true"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={kit.describedBy('consent')}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={kit.idOf('consent')}>
          {text.consentBefore}
          <Link to="/personal-data">{text.consentLink}</Link>
          {text.consentAfter}
          <span aria-hidden="true">*</span>
        </label>
      </div>
      {kit.problem('consent')}
    </div>
  );
}
