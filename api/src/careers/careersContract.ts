// Runtime copies of the careers wire contract (@alu/common/contracts, careers.ts). The compiled
// API runs on plain Node and cannot load that TypeScript file, so only its types are imported;
// careersContract.test.ts keeps these equal to the contract's.
import type { Career } from '@alu/common/contracts';

/** The company's calendar decides what "today" is for vacancies (Shumen, Bulgaria). */
export const CAREERS_TIME_ZONE = 'Europe/Sofia';

const TODAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAREERS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in {@link CAREERS_TIME_ZONE}, as `YYYY-MM-DD` (en-CA writes it so). */
export function careersToday(now: Date = new Date()): string {
  return TODAY_FORMAT.format(now);
}

/** Visible from its start date through its end date, both inclusive. */
export function isCareerVisible(
  career: Pick<Career, 'startDate' | 'endDate'>,
  today: string = careersToday(),
): boolean {
  return career.startDate <= today && today <= career.endDate;
}

/** Limits of the admin form's fields. */
export const CAREER_TITLE_MAX_LENGTH = 200;
export const CAREER_RICH_TEXT_MAX_LENGTH = 20000;
export const CAREER_RICH_TEXT_FIELDS = ['responsibilities', 'requirements', 'additional'] as const;
