// What other components use of the investors' calendar.
export { InvestorEventsRepository, INVESTOR_EVENTS_COLLECTION } from './investorEventsRepository';
