import { useId } from 'react';
import {
  PUBLICATION_STATE_LABELS,
  PUBLICATION_STATES,
  PUBLICATION_TIME_ZONE,
  type PublicationState,
} from '@alu/common';
import formStyles from '../ui/Form.module.css';
import { publicationProblem, type PublicationDraft } from './publicationDraft';
import styles from './PublicationField.module.css';

export interface PublicationFieldProps {
  readonly value: PublicationDraft;
  readonly onChange: (value: PublicationDraft) => void;
}

/** The form's "Публикуване" group: the state, and for a schedule the moment in Sofia time. */
export function PublicationField({ value, onChange }: PublicationFieldProps) {
  const ids = useId();
  const problem =
    value.state === 'scheduled' && value.moment !== '' ? publicationProblem(value) : undefined;
  return (
    <fieldset className={`${formStyles.group} ${styles.group}`}>
      <legend>Публикуване</legend>
      <label className={`${formStyles.field} ${styles.state}`}>
        <span>Състояние</span>
        <select
          className={styles.select}
          value={value.state}
          onChange={(event) =>
            onChange({ ...value, state: event.target.value as PublicationState })
          }
        >
          {PUBLICATION_STATES.map((state) => (
            <option key={state} value={state}>
              {PUBLICATION_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </label>
      {value.state === 'scheduled' ? (
        <div className={formStyles.field}>
          <label htmlFor={`${ids}-moment`}>Дата и час на публикуване</label>
          <input
            id={`${ids}-moment`}
            type="datetime-local"
            value={value.moment}
            required
            aria-invalid={problem !== undefined}
            aria-describedby={`${ids}-zone`}
            onChange={(event) => onChange({ ...value, moment: event.target.value })}
          />
          <span id={`${ids}-zone`} className={formStyles.hint}>
            {problem ?? `Час в България (${PUBLICATION_TIME_ZONE}).`}
          </span>
        </div>
      ) : (
        <p className={`${formStyles.hint} ${styles.explain}`}>{EXPLANATIONS[value.state]}</p>
      )}
    </fieldset>
  );
}

const EXPLANATIONS: Record<Exclude<PublicationState, 'scheduled'>, string> = {
  draft: 'Запазва се, без да се показва в сайта.',
  published: 'Показва се в сайта след запазване.',
  unpublished: 'Не се показва в сайта; може да бъде публикувана отново.',
};
