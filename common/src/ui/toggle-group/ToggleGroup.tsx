import type { ReactNode } from 'react';
import styles from './ToggleGroup.module.css';

export interface ToggleOption<V extends string> {
  readonly value: V;
  readonly label: string;
  /** Decorative icon before the label. */
  readonly icon?: ReactNode;
}

export interface ToggleGroupProps<V extends string> {
  /** Accessible name of the group, e.g. "Visualizzazione". */
  readonly label: string;
  readonly options: readonly ToggleOption<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly className?: string;
}

/**
 * A row of buttons of which one is pressed: the switch between two or three views of the
 * same content (thumbnails or list, agenda or calendar).
 */
export function ToggleGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: ToggleGroupProps<V>) {
  return (
    <div
      className={[styles.group, className].filter(Boolean).join(' ')}
      role="group"
      aria-label={label}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.button}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.icon}
          {option.label}
        </button>
      ))}
    </div>
  );
}
