import { useLocale, useTexts, type Career } from '@alu/common';
import { formatDisplayDate } from '@alu/common/dates';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

/** "Dal 01.03.2026 al 31.03.2026": the days a vacancy is published, in the page's language. */
export function useVacancyPeriod(): (career: Pick<Career, 'startDate' | 'endDate'>) => string {
  const locale = useLocale();
  const tx = useTexts(corporateTexts);
  return ({ startDate, endDate }) =>
    tx('Dal {{start}} al {{end}}', {
      start: formatDisplayDate(startDate, locale),
      end: formatDisplayDate(endDate, locale),
    });
}
