import { bg, enGB, it } from 'react-day-picker/locale';
import type { SiteLocale } from '@alu/common';

/**
 * The date-fns language tables of the site's languages (react-day-picker's copies, which add
 * the calendar's own labels): the day grid of the events calendar, whose component takes a
 * date-fns locale. Every date the pages write goes through `@alu/common/locale-format`.
 */
export const DATE_LOCALES = { it, en: enGB, bg } as const satisfies Record<SiteLocale, unknown>;
