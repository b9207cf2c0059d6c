// The meeting papers are documents of the API (editors publish them, each with its meeting's
// date). The table has a column for each of the four papers every meeting has
// (generalMeetings.ts puts each paper in its column).

/** The documents of a meeting, by column of the table. */
export const MEETING_DOCUMENTS = [
  { key: 'agenda', label: 'Ordine del giorno' },
  { key: 'proxy', label: 'Delega' },
  { key: 'invitation', label: 'Invito' },
  { key: 'minutes', label: 'Verbale' },
] as const;

export type MeetingDocumentKey = (typeof MEETING_DOCUMENTS)[number]['key'];
