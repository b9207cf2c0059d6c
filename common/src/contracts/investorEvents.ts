// Wire contract of the investors' calendar: the dates administrators announce (dividends,
// report publications, general meetings), each optionally pointing at one of the documents.
// Pure types and constants: the API, the admin and the investors' pages import it.
import type * as v from 'valibot';
import type {
  adminInvestorEventListSchema,
  adminInvestorEventSchema,
  investorEventInputSchema,
  investorEventListSchema,
  investorEventSchema,
} from './schemas/investorEvents';

export const INVESTOR_EVENT_KINDS = ['dividend', 'report', 'general-meeting', 'other'] as const;
export type InvestorEventKind = (typeof INVESTOR_EVENT_KINDS)[number];

export const INVESTOR_EVENTS_API = {
  /** `GET`: every published event, oldest first. */
  list: '/api/investor-events',
  /** `GET` (administrators): every event, `?state=`; `POST`: create. */
  admin: '/api/admin/investor-events',
} as const;

/** More than the calendar will ever hold: both lists answer every event at once. */
export const INVESTOR_EVENTS_MAX = 500;

/** An event as visitors read it. */
export type PublicInvestorEvent = v.InferOutput<typeof investorEventSchema>;
export type InvestorEventList = v.InferOutput<typeof investorEventListSchema>;
/** An event as administrators read it: its state and the document it names, whatever that is. */
export type AdminInvestorEvent = v.InferOutput<typeof adminInvestorEventSchema>;
export type AdminInvestorEventList = v.InferOutput<typeof adminInvestorEventListSchema>;
/** What an administrator writes (the body of a create or an update). */
export type InvestorEventInput = v.InferInput<typeof investorEventInputSchema>;
