import { formatDisplayDate } from '@alu/common/dates';

/** `15.03.2026 14:05` in the administrator's time zone; '' for an unreadable value. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString('bg-BG', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `${formatDisplayDate(iso)} ${time}`;
}
