import { type Career } from '@alu/common';
import { formatDisplayDate } from '@alu/common/dates';

/** "Dal 01.03.2026 al 31.03.2026": the days a vacancy is published. */
export function vacancyPeriod({ startDate, endDate }: Pick<Career, 'startDate' | 'endDate'>) {
  return `Dal ${formatDisplayDate(startDate)} al ${formatDisplayDate(endDate)}`;
}
