import { useId, useMemo, useState } from 'react';
import { addMonths } from 'date-fns';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { Prose, useLocale, useTexts, VisuallyHidden } from '@alu/common';
import { ToggleGroup, type ToggleOption } from '@alu/common/toggle-group';
import { formatDate } from '@alu/common/locale-format';
import {
  adjacentEventMonth,
  eventDay,
  eventsInMonth,
  eventsOnDay,
  monthHeading,
  openingMonth,
  sortByDate,
  spokenDay,
} from './calendarDates';
import { toCalendarEvent, usePublishedEvents, type InvestorEvent } from './publishedEvents';
import { DATE_LOCALES } from '../../../shared/dates/dateLocales';
import { DocumentsState } from '../../../shared/documents/DocumentsState';
import styles from './EventsCalendar.module.css';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

type Mode = 'agenda' | 'calendar';

/** Event days are marked in the grid (CSS-module class names are typed as possibly absent). */
const MODIFIER_CLASSES: Record<string, string> = { event: styles.eventDay ?? '' };

/**
 * calendar: the investor events the API publishes, as an agenda (every event) or a month
 * calendar (Monday first, event days marked, only the month's events listed). Rendered on the
 * server with the events; a message stands in while they load, when the API cannot be read,
 * and when none is published.
 */
export function EventsCalendar() {
  const published = usePublishedEvents();
  const locale = useLocale();
  const tx = useTexts(investorsTexts);
  return (
    <>
      <Prose>
        <p>
          {tx(
            'Le date in cui Alumis pubblica le relazioni finanziarie e paga il dividendo. In agenda trovate tutti gli appuntamenti; nel calendario, mese per mese, i giorni con un evento sono evidenziati.',
          )}
        </p>
      </Prose>
      <DocumentsState
        documents={published}
        messages={{
          loading: tx('Caricamento del calendario…'),
          failed: tx('Non è stato possibile caricare il calendario. Riprova tra qualche istante.'),
          none: tx('Al momento non ci sono eventi in calendario.'),
        }}
      >
        {(events) => (
          <CalendarView events={events.map((event) => toCalendarEvent(event, locale))} />
        )}
      </DocumentsState>
    </>
  );
}

/**
 * The events as an agenda or a month calendar. The calendar opens on the month of the next
 * event (or of the latest one when none is ahead), and goes back to it whenever the mode
 * changes; buttons jump between the months that have events.
 */
export function CalendarView({ events }: { readonly events: readonly InvestorEvent[] }) {
  const tx = useTexts(investorsTexts);
  const [mode, setMode] = useState<Mode>('agenda');
  const [month, setMonth] = useState(() => openingMonth(events));
  const [selected, setSelected] = useState<Date>();
  const modes: readonly ToggleOption<Mode>[] = [
    { value: 'agenda', label: tx('Agenda') },
    { value: 'calendar', label: tx('Calendario') },
  ];

  const changeMode = (next: Mode) => {
    setMode(next);
    setMonth(openingMonth(events));
    setSelected(undefined);
  };

  return (
    <>
      <ToggleGroup
        className={styles.modes}
        label={tx('Modalità di visualizzazione')}
        options={modes}
        value={mode}
        onChange={changeMode}
      />
      {mode === 'agenda' ? (
        <section aria-label={tx('Agenda degli eventi')}>
          <EventList events={sortByDate(events)} />
        </section>
      ) : (
        <MonthCalendar
          events={events}
          month={month}
          onMonthChange={setMonth}
          selected={selected}
          onSelect={setSelected}
        />
      )}
    </>
  );
}

interface MonthCalendarProps {
  readonly events: readonly InvestorEvent[];
  readonly month: Date;
  readonly onMonthChange: (month: Date) => void;
  readonly selected: Date | undefined;
  readonly onSelect: (day: Date | undefined) => void;
}

function MonthCalendar({ events, month, onMonthChange, selected, onSelect }: MonthCalendarProps) {
  const headingId = useId();
  const locale = useLocale();
  const tx = useTexts(investorsTexts);
  const eventDays = useMemo(() => events.map(eventDay), [events]);
  const shown = eventsInMonth(events, month);
  const heading = monthHeading(month, locale);
  const previousEvents = adjacentEventMonth(events, month, 'previous');
  const nextEvents = adjacentEventMonth(events, month, 'next');

  const labelDayButton = (day: Date, modifiers: Modifiers) => {
    const onDay = eventsOnDay(events, day);
    return [
      modifiers.today ? tx('Oggi') : '',
      spokenDay(day, locale),
      ...onDay.map((event) => tx('evento: {{name}}', { name: event.name })),
    ]
      .filter(Boolean)
      .join(', ');
  };

  return (
    <section className={styles.calendar} aria-labelledby={headingId}>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={tx('Mese precedente')}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <Chevron direction="left" />
        </button>
        <h2 id={headingId} className={styles.monthHeading} aria-live="polite">
          {heading}
        </h2>
        <button
          type="button"
          className={styles.navButton}
          aria-label={tx('Mese successivo')}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <Chevron direction="right" />
        </button>
      </div>
      <div className={styles.body}>
        <DayPicker
          mode="single"
          locale={DATE_LOCALES[locale]}
          weekStartsOn={1}
          month={month}
          onMonthChange={onMonthChange}
          selected={selected}
          onSelect={onSelect}
          hideNavigation
          showOutsideDays
          fixedWeeks
          modifiers={{ event: eventDays }}
          modifiersClassNames={MODIFIER_CLASSES}
          labels={{ labelDayButton }}
          components={{ MonthCaption: NoCaption }}
          classNames={{
            root: styles.picker,
            month_grid: styles.grid,
            weekday: styles.weekday,
            day: styles.day,
            day_button: styles.dayButton,
            outside: styles.outside,
            today: styles.today,
            selected: styles.selected,
          }}
        />
        <div className={styles.monthEvents}>
          <h3 className={styles.listHeading}>
            {tx('Eventi di {{month}}', { month: heading.toLowerCase() })}
          </h3>
          {shown.length > 0 ? (
            <EventList events={shown} highlight={selected} />
          ) : (
            <p className={styles.empty}>{tx('Nessun evento in questo mese.')}</p>
          )}
          <div className={styles.jumps}>
            <button
              type="button"
              className={styles.jump}
              disabled={!previousEvents}
              onClick={() => previousEvents && onMonthChange(previousEvents)}
            >
              <span aria-hidden="true">‹ </span>
              {tx('Eventi precedenti')}
            </button>
            <button
              type="button"
              className={styles.jump}
              disabled={!nextEvents}
              onClick={() => nextEvents && onMonthChange(nextEvents)}
            >
              {tx('Eventi successivi')}
              <span aria-hidden="true"> ›</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

function EventList({
  events,
  highlight,
}: {
  readonly events: readonly InvestorEvent[];
  readonly highlight?: Date;
}) {
  const highlighted = highlight ? eventsOnDay(events, highlight) : [];
  return (
    <ul className={styles.events}>
      {events.map((event) => {
        const isHighlighted = highlighted.includes(event);
        return (
          <li
            key={`${event.date} ${event.name}`}
            className={isHighlighted ? `${styles.event} ${styles.highlighted}` : styles.event}
          >
            <EventDate event={event} />
            <span className={styles.name} lang={event.nameLang}>
              {event.name}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The event's day; with a linked document, a link to it from the date. */
function EventDate({ event }: { readonly event: InvestorEvent }) {
  const locale = useLocale();
  const tx = useTexts(investorsTexts);
  const date = (
    <time className={styles.date} dateTime={event.date}>
      {formatDate(event.date, locale)}
    </time>
  );
  const { document } = event;
  if (!document) return date;
  return (
    <a className={styles.dateLink} href={document.href} target="_blank" rel="noopener noreferrer">
      {date}
      <VisuallyHidden>
        {': '}
        <span lang={document.nameLang}>{document.name}</span>{' '}
        {tx('(PDF, si apre in una nuova scheda)')}
      </VisuallyHidden>
    </a>
  );
}

/** The month's heading above the grid replaces the picker's caption (the grid keeps its label). */
function NoCaption() {
  return <></>;
}

function Chevron({ direction }: { readonly direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M11 3L5 9l6 6' : 'M7 3l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
