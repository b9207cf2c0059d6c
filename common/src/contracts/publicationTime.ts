// Publication moments between the wire (ISO 8601 UTC) and people (Sofia time, as a datetime
// field writes it), with the time-zone rules of @date-fns/tz (summer time included).
import { TZDate } from '@date-fns/tz';
import { PUBLICATION_TIME_ZONE } from './publication';

const LOCAL_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `YYYY-MM-DDTHH:mm` in Sofia → ISO 8601 UTC; undefined for anything else. */
export function sofiaMomentToIso(local: string): string | undefined {
  const match = LOCAL_MOMENT.exec(local);
  if (!match) return undefined;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59) {
    return undefined;
  }
  const moment = new TZDate(year, month - 1, day, hours, minutes, PUBLICATION_TIME_ZONE);
  // 31-02 would roll into March: not a date someone meant.
  if (moment.getDate() !== day) return undefined;
  return new Date(moment.getTime()).toISOString();
}

/** An ISO 8601 moment → `YYYY-MM-DDTHH:mm` in Sofia (what a datetime field shows). */
export function isoToSofiaMoment(iso: string): string {
  const moment = new TZDate(Date.parse(iso), PUBLICATION_TIME_ZONE);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}` +
    `T${two(moment.getHours())}:${two(moment.getMinutes())}`
  );
}
