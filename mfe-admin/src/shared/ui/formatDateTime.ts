import { formatDateTime as formatMoment } from '@alu/common/locale-format';

/** `15.03.2026 г., 14:05` in the administrator's time zone; '' for an unreadable value. */
export function formatDateTime(iso: string): string {
  // The administration speaks Bulgarian only.
  return formatMoment(iso, 'bg');
}
