import { format, isSameDay, isSameMonth, parseISO, startOfMonth } from 'date-fns';
import { it } from 'date-fns/locale';
import type { InvestorEvent } from './investorEvents.data';

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

/** The month being shown when the page opens or the mode changes: the current one. */
export const currentMonth = (): Date => startOfMonth(new Date());

/** "Agosto 2018": the Italian month name (capitalised as a heading) and the year. */
export function monthHeading(month: Date): string {
  const text = format(month, 'LLLL yyyy', { locale: it });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "lunedì 27 agosto 2018": a day as a screen reader should say it. */
export const spokenDay = (day: Date): string => format(day, 'EEEE d MMMM yyyy', { locale: it });
