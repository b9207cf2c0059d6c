// The publication rules news and vacancies share (draft, scheduled, published, unpublished),
// and the clock that makes scheduled items appear at their moment.
export * from './publication';
export {
  publicationSchedules,
  type PublicationSchedules,
  type ScheduledContent,
} from './publicationClock';
