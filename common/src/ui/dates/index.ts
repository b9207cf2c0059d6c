// Dates as the site displays them (dd.MM.yyyy).
// A subpath of @alu/common, not in the shared package index: only the pages that use it
// bundle it, so a first visit elsewhere never downloads it.
export { formatDisplayDate, DISPLAY_DATE_PATTERN } from './formatDisplayDate';
