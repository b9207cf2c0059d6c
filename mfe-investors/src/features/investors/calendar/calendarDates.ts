import { isSameDay, isSameMonth, parseISO, startOfMonth } from 'date-fns';
import type { SiteLocale } from '@alu/common';
import { formatDate, formatMonth } from '@alu/common/locale-format';
import type { InvestorEvent } from './publishedEvents';

/** A calendar day of an event (its ISO date read in local time, so it never shifts a day). */
export const eventDay = (event: InvestorEvent): Date => parseISO(event.date);

/** The events of the month of `month`, in date order. */
export function eventsInMonth(events: readonly InvestorEvent[], month: Date): InvestorEvent[] {
  return sortByDate(events.filter((event) => isSameMonth(eventDay(event), month)));
}

/** The events on `day`. */
export function eventsOnDay(events: readonly InvestorEvent[], day: Date): InvestorEvent[] {
  return events.filter((event) => isSameDay(eventDay(event), day));
}

export function sortByDate(events: readonly InvestorEvent[]): InvestorEvent[] {
  return [...events].sort((a, b) => a.date.localeCompare(b.date));
}

/** The first day of each month that has an event, oldest first. */
export function monthsWithEvents(events: readonly InvestorEvent[]): Date[] {
  const months = new Map<number, Date>();
  for (const event of events) {
    const month = startOfMonth(eventDay(event));
    months.set(month.getTime(), month);
  }
  return [...months.values()].sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The month the calendar opens on: that of the next event from `today` on, or of the latest
 * past event when none is ahead (the current month when there are no events at all).
 */
export function openingMonth(events: readonly InvestorEvent[], today = new Date()): Date {
  const months = monthsWithEvents(events);
  const thisMonth = startOfMonth(today);
  const ahead = months.find((month) => month >= thisMonth);
  return ahead ?? months.at(-1) ?? thisMonth;
}

/** The nearest month with events before or after `month`, if any. */
export function adjacentEventMonth(
  events: readonly InvestorEvent[],
  month: Date,
  direction: 'previous' | 'next',
): Date | undefined {
  const from = startOfMonth(month).getTime();
  const months = monthsWithEvents(events);
  return direction === 'next'
    ? months.find((candidate) => candidate.getTime() > from)
    : months.findLast((candidate) => candidate.getTime() < from);
}

/** "Agosto 2018": the month's name in the page's language (capitalised as a heading) and the year. */
export function monthHeading(month: Date, locale: SiteLocale = 'it'): string {
  const text = formatMonth(month, locale);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "lunedì 27 agosto 2018": a day as a screen reader should say it. */
export const spokenDay = (day: Date, locale: SiteLocale = 'it'): string =>
  formatDate(day, locale, 'full');
