import { useLocale, useTexts, type Career } from '@alu/common';
import { formatDate } from '@alu/common/locale-format';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

/** "Dal 1 mar 2026 al 31 mar 2026": the days a vacancy is published, in the page's language. */
export function useVacancyPeriod(): (career: Pick<Career, 'startDate' | 'endDate'>) => string {
  const locale = useLocale();
  const tx = useTexts(corporateTexts);
  return ({ startDate, endDate }) =>
    tx('Dal {{start}} al {{end}}', {
      start: formatDate(startDate, locale),
      end: formatDate(endDate, locale),
    });
}
