import { bg, enGB, it } from 'react-day-picker/locale';
import type { SiteLocale } from '@alu/common';

/**
 * The date-fns language tables of the site's languages (react-day-picker's copies, which add
 * the calendar's own labels): month names for the calendar and the share-price chart.
 */
export const DATE_LOCALES = { it, en: enGB, bg } as const satisfies Record<SiteLocale, unknown>;
