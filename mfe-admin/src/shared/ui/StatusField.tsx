import styles from './RecordCard.module.css';

export interface StatusFieldProps<S extends string> {
  readonly value: S;
  /** The statuses in the order the select lists them, with their Bulgarian labels. */
  readonly labels: Readonly<Record<S, string>>;
  readonly disabled: boolean;
  readonly onChange: (status: S) => void;
  /** Who changed it last and when, in words; nothing when it never changed. */
  readonly lastChange?: string;
}

/** A record card's status select, saved on change, and the record's last change. */
export function StatusField<S extends string>({
  value,
  labels,
  disabled,
  onChange,
  lastChange,
}: StatusFieldProps<S>) {
  const statuses = Object.keys(labels) as S[];
  return (
    <>
      <label className={styles.statusField}>
        <span>Състояние</span>
        <select
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as S)}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {labels[status]}
            </option>
          ))}
        </select>
      </label>
      {lastChange ? <p className={styles.changed}>{lastChange}</p> : null}
    </>
  );
}
