import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CalendarView } from './EventsCalendar';
import { SEEDED_EVENTS } from './eventFixtures';
import { toCalendarEvent } from './publishedEvents';

const INVESTOR_EVENTS = SEEDED_EVENTS.map((event) => toCalendarEvent(event, 'it'));

const modeButton = (name: string) => screen.getByRole('button', { name });
const monthHeading = () => screen.getByRole('heading', { level: 2 });
const listedDates = () =>
  Array.from(document.querySelectorAll('ul time')).map((time) => time.textContent);

describe('CalendarView', () => {
  beforeEach(() => {
    // The events are in 2018–2019; "today" is a day of August 2018.
    jest.useFakeTimers({ now: new Date(2018, 7, 10, 9, 30) });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('lists the six events in date order in the agenda, dates as dd.mm.yyyy', () => {
    render(<CalendarView events={INVESTOR_EVENTS} />);
    expect(modeButton('Agenda').getAttribute('aria-pressed')).toBe('true');
    expect(listedDates()).toEqual([
      '27 ago 2018',
      '29 ago 2018',
      '30 ott 2018',
      '29 nov 2018',
      '30 gen 2019',
      '1 mar 2019',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(INVESTOR_EVENTS.length);
  });

  it('shows the month of the next event with Monday first and only that month’s events', () => {
    render(<CalendarView events={INVESTOR_EVENTS} />);
    fireEvent.click(modeButton('Calendario'));
    expect(monthHeading().textContent).toBe('Agosto 2018');
    const grid = screen.getByRole('grid');
    // The picker hides its weekday row from assistive technology (each day says its name).
    const weekdays = Array.from(grid.querySelectorAll('thead th'));
    expect(weekdays.map((day) => day.getAttribute('aria-label'))).toEqual([
      'lunedì',
      'martedì',
      'mercoledì',
      'giovedì',
      'venerdì',
      'sabato',
      'domenica',
    ]);
    // 1 August 2018 was a Wednesday: the first row starts with Monday 30 July.
    const firstRow = within(grid).getAllByRole('row')[0]!;
    expect(within(firstRow).getAllByRole('gridcell')[0]?.textContent).toBe('30');
    expect(within(firstRow).getAllByRole('gridcell')[2]?.textContent).toBe('1');
    expect(listedDates()).toEqual(['27 ago 2018', '29 ago 2018']);
  });

  it('marks the event days and names their events for screen readers', () => {
    render(<CalendarView events={INVESTOR_EVENTS} />);
    fireEvent.click(modeButton('Calendario'));
    const eventDay = screen.getByRole('button', { name: /27 agosto 2018, evento: Termine/ });
    expect(eventDay.closest('td')?.className).toContain('eventDay');
    const plainDay = screen.getByRole('button', { name: 'martedì 28 agosto 2018' });
    expect(plainDay.closest('td')?.className).not.toContain('eventDay');
    expect(screen.getByRole('button', { name: /^Oggi, venerdì 10 agosto 2018$/ })).toBeTruthy();
  });

  it('updates the heading and the list when the month changes', () => {
    render(<CalendarView events={INVESTOR_EVENTS} />);
    fireEvent.click(modeButton('Calendario'));
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(monthHeading().textContent).toBe('Settembre 2018');
    expect(listedDates()).toEqual([]);
    expect(screen.getByText('Nessun evento in questo mese.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(monthHeading().textContent).toBe('Ottobre 2018');
    expect(listedDates()).toEqual(['30 ott 2018']);
    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(monthHeading().textContent).toBe('Luglio 2018');
  });

  it('moves across months with the keyboard', () => {
    render(<CalendarView events={INVESTOR_EVENTS} />);
    fireEvent.click(modeButton('Calendario'));
    const lastDay = screen.getByRole('button', { name: 'venerdì 31 agosto 2018' });
    act(() => lastDay.focus());
    fireEvent.keyDown(lastDay, { key: 'ArrowRight' });
    expect(monthHeading().textContent).toBe('Settembre 2018');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('sabato 1 settembre 2018');
  });

  it('highlights the events of a chosen day', () => {
    render(<CalendarView events={INVESTOR_EVENTS} />);
    fireEvent.click(modeButton('Calendario'));
    fireEvent.click(screen.getByRole('button', { name: /29 agosto 2018, evento/ }));
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.className.includes('highlighted'))).toEqual([false, true]);
  });

  it('opens on the latest event’s month when every event is past, and jumps between event months', () => {
    jest.setSystemTime(new Date(2026, 10, 25, 9, 30));
    render(<CalendarView events={INVESTOR_EVENTS} />);
    fireEvent.click(modeButton('Calendario'));
    expect(monthHeading().textContent).toBe('Marzo 2019');
    expect(listedDates()).toEqual(['1 mar 2019']);
    expect(screen.getByRole('button', { name: /Eventi successivi/ })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: /Eventi precedenti/ }));
    expect(monthHeading().textContent).toBe('Gennaio 2019');
    fireEvent.click(screen.getByRole('button', { name: /Eventi precedenti/ }));
    expect(monthHeading().textContent).toBe('Novembre 2018');
    fireEvent.click(screen.getByRole('button', { name: /Eventi successivi/ }));
    expect(monthHeading().textContent).toBe('Gennaio 2019');
  });

  it('goes back to the opening month whenever the mode changes', () => {
    render(<CalendarView events={INVESTOR_EVENTS} />);
    fireEvent.click(modeButton('Calendario'));
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(monthHeading().textContent).toBe('Ottobre 2018');
    fireEvent.click(modeButton('Agenda'));
    expect(listedDates()).toHaveLength(6);
    fireEvent.click(modeButton('Calendario'));
    expect(monthHeading().textContent).toBe('Agosto 2018');
    expect(listedDates()).toEqual(['27 ago 2018', '29 ago 2018']);
  });
});
