// The calendar's words in the panel: kinds, a row's title and the languages it lacks.
// The constants come from '@alu/common/contracts' rather than the shared root entry: this
// remote then bundles its own copy, beside a shell whose shared copy may predate the calendar.
import type { AdminInvestorEvent, InvestorEventKind } from '@alu/common/contracts';

export const EVENT_KIND_LABELS: Readonly<Record<InvestorEventKind, string>> = {
  dividend: 'Дивидент',
  report: 'Публикуване на отчет',
  'general-meeting': 'Общо събрание',
  other: 'Друго',
};

/** The row's title: the first one written in the order bg, en, it (Italian is always there). */
export function eventTitle(event: Pick<AdminInvestorEvent, 'titles'>): string {
  const { bg, en, it } = event.titles;
  return bg || en || it;
}
