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

type KeyAction =
  | { readonly kind: 'open'; readonly start: number | undefined }
  | { readonly kind: 'move'; readonly to: number }
  | { readonly kind: 'choose' }
  | { readonly kind: 'close'; readonly moveFocusOn: boolean };

/** What a key does to the combobox (see CategorySelect); undefined: nothing. */
function keyAction(
  key: string,
  open: boolean,
  active: number,
  last: number,
): KeyAction | undefined {
  if (!open) {
    // The option highlighted on opening: the chosen one (undefined), or the first or last.
    const starts: Record<string, number | undefined> = {
      ArrowDown: undefined,
      ArrowUp: undefined,
      Enter: undefined,
      ' ': undefined,
      Home: 0,
      End: last,
    };
    return key in starts ? { kind: 'open', start: starts[key] } : undefined;
  }
  const moves: Record<string, number> = {
    ArrowDown: Math.min(active + 1, last),
    ArrowUp: Math.max(active - 1, 0),
    Home: 0,
    End: last,
  };
  if (key in moves) return { kind: 'move', to: moves[key] ?? active };
  if (key === 'Enter' || key === ' ') return { kind: 'choose' };
  if (key === 'Escape') return { kind: 'close', moveFocusOn: false };
  if (key === 'Tab') return { kind: 'close', moveFocusOn: true };
  return undefined;
}

/**
 * The contact form's category dropdown (it toggles open and closed, and closes when a
 * category is chosen), as a select-only combobox (WAI-ARIA APG): the focus stays on the
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
    const action = keyAction(event.key, open, active, options.length - 1);
    if (!action) return;
    // Tab closes the list and still moves the focus on; the other keys are the combobox's.
    if (!(action.kind === 'close' && action.moveFocusOn)) event.preventDefault();
    if (action.kind === 'open') openList(action.start);
    else if (action.kind === 'move') setActive(action.to);
    else if (action.kind === 'choose') choose(active);
    else setOpen(false);
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
