// The investors' calendar the API publishes (events administrators manage), read with server
// rendering: the page's HTML carries the events, and while the API is out the site server
// answers the last page it rendered with them.
import {
  fetchJson,
  useApiResource,
  type InvestorEventList,
  type PublicInvestorEvent,
  type Resource,
  type ResourceErrorReporter,
  type ResourceLoader,
  type SiteLocale,
} from '@alu/common';
// Values this remote's own copy holds: the shell's shared @alu/common may be older.
import { INVESTOR_EVENTS_API } from '@alu/common/contracts';
import { titleIn } from '../../../shared/documents/publishedDocuments';

export type { PublicInvestorEvent } from '@alu/common';

/** An event as the calendar shows it: its name in the page's language, its linked document. */
export interface InvestorEvent {
  readonly name: string;
  /** `it` when the name is the Italian one standing in for the page's language. */
  readonly nameLang?: string;
  /** ISO `YYYY-MM-DD`. */
  readonly date: string;
  readonly document?: {
    readonly href: string;
    readonly name: string;
    readonly nameLang?: string;
  };
}

const isEvent = (item: unknown): item is PublicInvestorEvent => {
  const event = item as Partial<PublicInvestorEvent> | null;
  return (
    typeof event?._id === 'string' &&
    typeof event.date === 'string' &&
    typeof event.titles?.it === 'string'
  );
};

const loadEvents: ResourceLoader<PublicInvestorEvent[]> = async (url, signal) => {
  const list = await fetchJson<Partial<InvestorEventList> | null>(url, { signal });
  if (!list || !Array.isArray(list.items)) {
    throw new Error('The investor events API did not answer a list');
  }
  return list.items.filter(isEvent);
};

// The page shows its own message; the failure is logged for whoever looks at the console.
const reportError: ResourceErrorReporter = (error) =>
  console.error('[investors] the calendar could not be loaded', error);

/** Every published event, oldest first. */
export function usePublishedEvents(): Resource<PublicInvestorEvent[]> {
  return useApiResource(INVESTOR_EVENTS_API.list, loadEvents, reportError);
}

/** A name in `locale` with its `lang` when it is the Italian one standing in. */
function named(titled: Pick<PublicInvestorEvent, 'titles'>, locale: SiteLocale) {
  const { name, nameLang } = titleIn(titled, locale);
  return nameLang ? { name, nameLang } : { name };
}

/** An event in `locale`: missing titles (its own or its document's) shown in Italian. */
export function toCalendarEvent(event: PublicInvestorEvent, locale: SiteLocale): InvestorEvent {
  const linked = event.document;
  const hasDocument = typeof linked?.url === 'string' && typeof linked.titles?.it === 'string';
  return {
    ...named(event, locale),
    date: event.date,
    ...(linked && hasDocument ? { document: { href: linked.url, ...named(linked, locale) } } : {}),
  };
}
