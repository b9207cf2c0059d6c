import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { DayPicker } from 'react-day-picker';
import { bg } from 'react-day-picker/locale';
import {
  FORM_DATE_LENGTH,
  filterFormDateInput,
  parseFormDate,
  toFormDate,
} from '@alu/common/dates/formDate';
import formStyles from './Form.module.css';
import styles from './DateField.module.css';

export interface DateFieldProps {
  /** The field's label, e.g. `Дата (ДД-ММ-ГГГГ)`. */
  readonly label: string;
  /** The calendar button's name, e.g. `Календар за датата`. */
  readonly calendarLabel: string;
  readonly name: string;
  /** `DD-MM-YYYY` as typed (possibly unfinished). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** What is wrong with the value, shown under the field (and the field marked invalid). */
  readonly problem?: string | undefined;
}

const two = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
/** The calendar's day for an ISO date, at local noon (no time zone moves it to another day). */
const dayOf = (iso: string) => new Date(`${iso}T12:00:00`);

/**
 * While the calendar is open, a click outside closes it; so does Escape, giving the focus back
 * to the button.
 */
function useCalendarDismissal(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLButtonElement | null>,
  popover: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (!open) return undefined;
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popover.current?.contains(target) && !toggle.current?.contains(target)) close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Captured before the form's dialog sees it: that one stays open.
      event.stopPropagation();
      event.preventDefault();
      close();
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape, true);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape, true);
    };
  }, [open, close, toggle, popover]);
}

/**
 * A date typed as `DD-MM-YYYY` (digits and hyphens) or chosen in a
 * Bulgarian month calendar (react-day-picker: arrow keys move by day and week, Page Up/Down by
 * month, Enter chooses, Escape closes and gives the focus back).
 */
export function DateField({
  label,
  calendarLabel,
  name,
  value,
  onChange,
  problem,
}: DateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const iso = parseFormDate(value);
  const invalid = (value !== '' && iso === undefined) || problem !== undefined;
  const close = useCallback(() => setOpen(false), []);
  useCalendarDismissal(open, close, toggle, popover);

  return (
    <div className={`${formStyles.field} ${styles.field}`}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <span className={styles.row}>
        <input
          ref={field}
          id={`${id}-input`}
          name={name}
          inputMode="numeric"
          placeholder="ДД-ММ-ГГГГ"
          maxLength={FORM_DATE_LENGTH}
          value={value}
          aria-invalid={invalid}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange(filterFormDateInput(event.target.value))}
        />
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-label={calendarLabel}
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          onClick={() => setOpen((shown) => !shown)}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              d="M3 5h14v12H3zM3 8h14M7 3v4M13 3v4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
        </button>
      </span>
      {problem ? (
        <span id={`${id}-problem`} className={`${formStyles.hint} ${formStyles.invalid}`}>
          {problem}
        </span>
      ) : null}
      {open ? (
        <div
          ref={popover}
          id={`${id}-calendar`}
          role="dialog"
          aria-label={calendarLabel}
          className={styles.popover}
        >
          <DayPicker
            mode="single"
            locale={bg}
            weekStartsOn={1}
            captionLayout="dropdown"
            startMonth={new Date(2000, 0)}
            endMonth={new Date(new Date().getFullYear() + 3, 11)}
            selected={iso ? dayOf(iso) : undefined}
            defaultMonth={iso ? dayOf(iso) : new Date()}
            // Opened on request, the calendar takes the focus as a dialog does.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onSelect={(day) => {
              if (day) onChange(toFormDate(isoOf(day)));
              setOpen(false);
              field.current?.focus();
            }}
            classNames={{
              root: styles.calendar,
              months: styles.months,
              month_caption: styles.caption,
              dropdowns: styles.dropdowns,
              dropdown_root: styles.dropdownRoot,
              dropdown: styles.dropdown,
              caption_label: styles.captionLabel,
              nav: styles.nav,
              button_previous: styles.navButton,
              button_next: styles.navButton,
              chevron: styles.chevron,
              month_grid: styles.grid,
              weekday: styles.weekday,
              day: styles.day,
              day_button: styles.dayButton,
              outside: styles.outside,
              today: styles.today,
              selected: styles.selected,
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
