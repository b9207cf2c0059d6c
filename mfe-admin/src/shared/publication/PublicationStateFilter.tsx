import { useId } from 'react';
import { PUBLICATION_STATE_LABELS, PUBLICATION_STATES, type PublicationState } from '@alu/common';

export interface PublicationStateFilterProps {
  readonly value: PublicationState | undefined;
  readonly onChange: (state: PublicationState | undefined) => void;
}

/** A list filter by publishing state ("Всички" for none). */
export function PublicationStateFilter({ value, onChange }: PublicationStateFilterProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Състояние</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value as PublicationState) || undefined)}
      >
        <option value="">Всички</option>
        {PUBLICATION_STATES.map((state) => (
          <option key={state} value={state}>
            {PUBLICATION_STATE_LABELS[state]}
          </option>
        ))}
      </select>
    </>
  );
}
