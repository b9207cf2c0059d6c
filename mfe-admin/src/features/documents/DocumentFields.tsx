// The fields of the document form: the PDF, the address, the kind with what belongs to it, the
// dates and the titles. Each input is named as the API names its field, so the form can move
// the focus to the one a refusal names; a problem is shown under its field and read with it.
import { useId, useRef, type ReactNode } from 'react';
import {
  DOCUMENT_KINDS,
  DOCUMENT_PERIODS,
  type DocumentKind,
  type DocumentPeriod,
} from '@alu/common/contracts';
import { formatFileSize } from '@alu/common/locale-format';
import { DateField } from '../../shared/ui/DateField';
import formStyles from '../../shared/ui/Form.module.css';
import { filterSlug, type DocumentDraft } from './documentDraft';
import { checkPdf, FILE_HINT, PDF_ACCEPT } from './documentFile';
import { KIND_LABELS, PERIOD_LABELS } from './documentLabels';
import styles from './DocumentForm.module.css';

/** What is wrong with each field, by the API's name of it. */
export type FieldProblems = ReadonlyMap<string, string>;

/** A field's hint and problem lines, and the ids that describe its input. */
function FieldNotes({
  id,
  hint,
  problem,
}: {
  readonly id: string;
  readonly hint?: ReactNode;
  readonly problem: string | undefined;
}) {
  return (
    <>
      {problem ? (
        <span id={`${id}-problem`} className={`${formStyles.hint} ${formStyles.invalid}`}>
          {problem}
        </span>
      ) : null}
      {hint ? (
        <span id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </span>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint: boolean, problem: string | undefined) =>
  [problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

export interface FileFieldProps {
  readonly label: string;
  readonly file: File | null;
  readonly problem: string | undefined;
  /** A file that passed the checks, or null with the reason it did not. */
  readonly onFile: (file: File | null, problem?: string) => void;
}

/** A PDF to send, checked as soon as it is chosen (type, size, first bytes). */
export function FileField({ label, file, problem, onFile }: FileFieldProps) {
  const id = useId();
  // Only the last choice counts when an earlier one's check answers later.
  const latest = useRef(0);
  const choose = async (chosen: File | undefined) => {
    latest.current += 1;
    const attempt = latest.current;
    if (!chosen) {
      onFile(null);
      return;
    }
    const verdict = await checkPdf(chosen);
    if (attempt !== latest.current) return;
    if ('file' in verdict) onFile(verdict.file);
    else onFile(null, verdict.problem);
  };
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        name="file"
        accept={PDF_ACCEPT}
        aria-invalid={problem !== undefined}
        aria-describedby={describedBy(id, true, problem)}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <FieldNotes
        id={id}
        problem={problem}
        hint={
          file ? (
            <>
              <span className={styles.chosen}>
                Избран файл: {file.name} ({formatFileSize(file.size, 'bg')})
              </span>{' '}
              {FILE_HINT}
            </>
          ) : (
            FILE_HINT
          )
        }
      />
    </div>
  );
}

interface DraftFieldsProps {
  readonly draft: DocumentDraft;
  readonly problems: FieldProblems;
  readonly onChange: (change: Partial<DocumentDraft>) => void;
}

/** The address: typed once, when the document is created. */
export function SlugField({
  draft,
  problems,
  onChange,
  editing,
}: DraftFieldsProps & {
  readonly editing: boolean;
}) {
  const id = useId();
  const problem = problems.get('slug');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>Адрес</label>
      <span className={styles.slug}>
        <span aria-hidden="true">/uploads/documents/</span>
        <input
          id={id}
          name="slug"
          value={draft.slug}
          disabled={editing}
          autoComplete="off"
          aria-invalid={problem !== undefined}
          aria-describedby={describedBy(id, true, problem)}
          onChange={(event) => onChange({ slug: filterSlug(event.target.value) })}
        />
        <span aria-hidden="true">.pdf</span>
      </span>
      <FieldNotes
        id={id}
        problem={problem}
        hint={
          editing
            ? 'Адресът не се променя: връзките в писма и търсачки остават верни.'
            : 'Малки латински букви, цифри и тирета. Не може да бъде променен след създаването.'
        }
      />
    </div>
  );
}

/** A select of the form, with its label and problem. */
function SelectField<T extends string>({
  name,
  label,
  value,
  options,
  problem,
  onChange,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: T | '';
  readonly options: readonly (readonly [T, string])[];
  readonly problem: string | undefined;
  readonly onChange: (value: T | '') => void;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        aria-invalid={problem !== undefined}
        aria-describedby={describedBy(id, false, problem)}
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        <option value="">— изберете —</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      <FieldNotes id={id} problem={problem} />
    </div>
  );
}

const KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => [kind, KIND_LABELS[kind]] as const);
const PERIOD_OPTIONS = DOCUMENT_PERIODS.map((period) => [period, PERIOD_LABELS[period]] as const);

/** The kind, what a financial statement or a meeting paper adds, and the document's date. */
export function KindFields({ draft, problems, onChange }: DraftFieldsProps) {
  const id = useId();
  const yearProblem = problems.get('year');
  return (
    <div className={styles.row}>
      <SelectField<DocumentKind>
        name="kind"
        label="Вид"
        value={draft.kind}
        options={KIND_OPTIONS}
        problem={problems.get('kind')}
        onChange={(kind) => onChange({ kind })}
      />
      {draft.kind === 'financial-statement' ? (
        <>
          <div className={formStyles.field}>
            <label htmlFor={id}>Финансова година</label>
            <input
              id={id}
              name="year"
              inputMode="numeric"
              maxLength={4}
              value={draft.year}
              aria-invalid={yearProblem !== undefined}
              aria-describedby={describedBy(id, false, yearProblem)}
              onChange={(event) => onChange({ year: event.target.value.replace(/\D/g, '') })}
            />
            <FieldNotes id={id} problem={yearProblem} />
          </div>
          <SelectField<DocumentPeriod>
            name="period"
            label="Период"
            value={draft.period}
            options={PERIOD_OPTIONS}
            problem={problems.get('period')}
            onChange={(period) => onChange({ period })}
          />
        </>
      ) : null}
      {draft.kind === 'meeting-paper' ? (
        <DateField
          name="meetingDate"
          label="Дата на общото събрание (ДД-ММ-ГГГГ)"
          calendarLabel="Календар за датата на общото събрание"
          value={draft.meetingDate}
          problem={problems.get('meetingDate')}
          onChange={(meetingDate) => onChange({ meetingDate })}
        />
      ) : null}
      <DateField
        name="date"
        label="Дата на документа (ДД-ММ-ГГГГ)"
        calendarLabel="Календар за датата на документа"
        value={draft.date}
        problem={problems.get('date')}
        onChange={(date) => onChange({ date })}
      />
    </div>
  );
}
