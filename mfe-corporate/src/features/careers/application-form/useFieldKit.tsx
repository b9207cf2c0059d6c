import { useId, type ReactNode } from 'react';
import type { ApplicationField, TranslateText } from '@alu/common';
import { problemText } from './applicationForm.data';
import type { FieldProblems } from './useApplicationForm';
import styles from './ApplicationForm.module.css';

/** What every field of the form is made with: its ids, label, state and message. */
export interface FieldKit {
  /** The form's own prefix for element ids (unique on the page). */
  readonly baseId: string;
  readonly idOf: (field: ApplicationField) => string;
  /** The field's message (when it has one) and the other elements that describe it. */
  readonly describedBy: (
    field: ApplicationField,
    ...others: (string | false)[]
  ) => string | undefined;
  /** The props a field's control takes: its id, and whether it is invalid. */
  readonly control: (field: ApplicationField) => {
    readonly id: string;
    readonly 'aria-invalid': true | undefined;
    readonly className: string | undefined;
  };
  /** The message under a refused field, in the page's language. */
  readonly problem: (field: ApplicationField) => ReactNode;
  /** A field's label, with the star of a required field (hidden from screen readers). */
  readonly label: (field: ApplicationField, content: ReactNode, required?: boolean) => ReactNode;
}

export function useFieldKit(problems: FieldProblems, tx: TranslateText): FieldKit {
  const baseId = useId();
  const idOf = (field: ApplicationField) => `${baseId}-${field}`;
  const problemIdOf = (field: ApplicationField) => `${baseId}-${field}-problem`;
  return {
    baseId,
    idOf,
    describedBy: (field, ...others) =>
      [problems[field] ? problemIdOf(field) : false, ...others].filter(Boolean).join(' ') ||
      undefined,
    control: (field) => ({
      id: idOf(field),
      'aria-invalid': problems[field] ? true : undefined,
      className: problems[field] ? `${styles.input} ${styles.invalid}` : styles.input,
    }),
    problem: (field) => {
      const found = problems[field];
      return found ? (
        <p id={problemIdOf(field)} className={styles.problem}>
          {tx(problemText(field, found))}
        </p>
      ) : null;
    },
    label: (field, content, required = true) => (
      <label htmlFor={idOf(field)} className={styles.label}>
        {content}
        {required ? <span aria-hidden="true">*</span> : null}
      </label>
    ),
  };
}
