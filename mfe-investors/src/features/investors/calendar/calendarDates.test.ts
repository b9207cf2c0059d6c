import {
  adjacentEventMonth,
  eventsInMonth,
  eventsOnDay,
  monthHeading,
  openingMonth,
  sortByDate,
  spokenDay,
} from './calendarDates';
import { SEEDED_EVENTS } from './eventFixtures';
import { toCalendarEvent, type InvestorEvent } from './publishedEvents';

const INVESTOR_EVENTS = SEEDED_EVENTS.map((event) => toCalendarEvent(event, 'it'));

const names = (events: readonly InvestorEvent[]) => events.map((event) => event.name);

describe('investor calendar dates', () => {
  it('lists only the events of the given month, in date order', () => {
    const august = eventsInMonth(INVESTOR_EVENTS, new Date(2018, 7, 15));
    expect(august.map((event) => event.date)).toEqual(['2018-08-27', '2018-08-29']);
    expect(eventsInMonth(INVESTOR_EVENTS, new Date(2018, 8, 1))).toEqual([]);
    expect(names(eventsInMonth(INVESTOR_EVENTS, new Date(2019, 2, 31)))).toEqual([
      'Relazione consolidata del quarto trimestre 2018',
    ]);
  });

  it('does not mix up the same month of another year', () => {
    expect(eventsInMonth(INVESTOR_EVENTS, new Date(2019, 7, 1))).toEqual([]);
  });

  it('reads an event date as a local calendar day (the last and first day of a month)', () => {
    const events = [
      { name: 'a', date: '2018-10-31' },
      { name: 'b', date: '2018-11-01' },
    ];
    expect(names(eventsInMonth(events, new Date(2018, 9, 1)))).toEqual(['a']);
    expect(names(eventsOnDay(events, new Date(2018, 10, 1, 23, 30)))).toEqual(['b']);
  });

  it('sorts by date without changing the input', () => {
    const events = [
      { name: 'late', date: '2019-01-30' },
      { name: 'early', date: '2018-08-27' },
    ];
    expect(names(sortByDate(events))).toEqual(['early', 'late']);
    expect(names(events)).toEqual(['late', 'early']);
  });

  it('names the month with its year, and a day in full, in the page’s language', () => {
    expect(monthHeading(new Date(2018, 7, 1))).toBe('Agosto 2018');
    expect(monthHeading(new Date(2019, 0, 1))).toBe('Gennaio 2019');
    expect(spokenDay(new Date(2018, 7, 27))).toBe('lunedì 27 agosto 2018');
    expect(monthHeading(new Date(2018, 7, 1), 'en')).toBe('August 2018');
    expect(spokenDay(new Date(2018, 7, 27), 'en')).toBe('Monday, 27 August 2018');
    expect(monthHeading(new Date(2018, 7, 1), 'bg')).toBe('Август 2018 г.');
    expect(spokenDay(new Date(2018, 7, 27), 'bg')).toBe('понеделник, 27 август 2018 г.');
  });

  it('opens on the month of the next event, or of the latest one when none is ahead', () => {
    expect(openingMonth(INVESTOR_EVENTS, new Date(2018, 7, 10))).toEqual(new Date(2018, 7, 1));
    expect(openingMonth(INVESTOR_EVENTS, new Date(2018, 8, 15))).toEqual(new Date(2018, 9, 1));
    expect(openingMonth(INVESTOR_EVENTS, new Date(2018, 9, 31))).toEqual(new Date(2018, 9, 1));
    expect(openingMonth(INVESTOR_EVENTS, new Date(2026, 10, 25))).toEqual(new Date(2019, 2, 1));
    expect(openingMonth([], new Date(2026, 10, 25))).toEqual(new Date(2026, 10, 1));
  });

  it('finds the nearest month with events on either side, skipping empty months', () => {
    const september = new Date(2018, 8, 1);
    expect(adjacentEventMonth(INVESTOR_EVENTS, september, 'previous')).toEqual(
      new Date(2018, 7, 1),
    );
    expect(adjacentEventMonth(INVESTOR_EVENTS, september, 'next')).toEqual(new Date(2018, 9, 1));
    const august = new Date(2018, 7, 20);
    expect(adjacentEventMonth(INVESTOR_EVENTS, august, 'previous')).toBeUndefined();
    expect(adjacentEventMonth(INVESTOR_EVENTS, new Date(2019, 2, 1), 'next')).toBeUndefined();
    expect(adjacentEventMonth(INVESTOR_EVENTS, new Date(2025, 0, 1), 'previous')).toEqual(
      new Date(2019, 2, 1),
    );
  });
});
