import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import styles from './CategorySelect.module.css';

export interface CategorySelectProps {
  /** Id of the combobox (the field's id). */
  readonly id: string;
  /** Id of the visible label, which names the combobox and its list. */
  readonly labelId: string;
  readonly options: readonly string[];
  /** The chosen option, '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Text shown while nothing is chosen. */
  readonly placeholder: string;
  readonly invalid?: boolean;
  readonly className?: string;
  /** The look of the combobox: the form's text-input class (with its invalid style). */
  readonly controlClassName?: string;
}

/**
 * The contact form's category dropdown (the specification: it toggles open and closed and closes when
 * a category is chosen), as a select-only combobox (WAI-ARIA APG): the focus stays on the
 * combobox and `aria-activedescendant` names the highlighted option. Keyboard: Enter, Space or
 * the arrows open it; open, the arrows, Home and End move, Enter or Space choose, Escape and
 * Tab close. A click chooses an option; a click outside closes the list.
 */
export function CategorySelect({
  id,
  labelId,
  options,
  value,
  onChange,
  placeholder,
  invalid = false,
  className,
  controlClassName,
}: CategorySelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openList = (start?: number) => {
    const chosen = options.indexOf(value);
    setActive(start ?? (chosen < 0 ? 0 : chosen));
    setOpen(true);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (option !== undefined) onChange(option);
    setOpen(false);
    comboRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    if (!open) {
      const starts: Record<string, number | undefined> = {
        ArrowDown: undefined,
        ArrowUp: undefined,
        Enter: undefined,
        ' ': undefined,
        Home: 0,
        End: last,
      };
      if (event.key in starts) {
        event.preventDefault();
        openList(starts[event.key]);
      }
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? active);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className={[styles.select, className].filter(Boolean).join(' ')}>
      <div
        ref={comboRef}
        id={id}
        role="combobox"
        tabIndex={0}
        className={[styles.combobox, controlClassName].filter(Boolean).join(' ')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={labelId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-invalid={invalid}
        aria-required
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
      >
        <span className={value ? styles.value : styles.placeholder}>{value || placeholder}</span>
        <ChevronDownIcon
          className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
        />
      </div>
      <ul
        id={listId}
        className={styles.list}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
      >
        {options.map((option, index) => (
          // The combobox handles the keyboard (aria-activedescendant); a click chooses directly,
          // and pressing does not take the focus from the combobox.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option}
            id={optionId(index)}
            role="option"
            aria-selected={option === value}
            className={[styles.option, index === active ? styles.active : '']
              .filter(Boolean)
              .join(' ')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseEnter={() => setActive(index)}
          >
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
