// How the Versions tab writes figures, shares and history entries, in Bulgarian.
import type { ReleaseHistoryItem } from '@alu/common/contracts/schemas';
import { formatNumber, formatPercent } from '@alu/common/locale-format';

/** Shown for a figure nobody measured. */
export const NO_DATA = 'няма данни';

/** The `by` of the history entries the API's watcher wrote. */
export const AUTOMATIC_ROLLBACK = 'automatic-rollback';

/** `12 345`. */
export const formatCount = (value: number): string =>
  formatNumber(value, 'bg', { maximumFractionDigits: 0 });

/** `1234 мс` (the administrators' short word, not Intl's `мсек`), or {@link NO_DATA}. */
export const formatMilliseconds = (value: number | null): string =>
  value === null ? NO_DATA : `${formatCount(value)}\u00a0мс`;

/** Cumulative layout shift (no unit): `0,12`, or {@link NO_DATA}. */
export const formatLayoutShift = (value: number | null): string =>
  value === null ? NO_DATA : formatNumber(value, 'bg', { fractionDigits: 2 });

/** A rate from 0 to 1: `2,5%`. */
export const formatRate = (rate: number): string =>
  formatPercent(rate * 100, 'bg', { maximumFractionDigits: 1 });

/** A share of the visitors from 0 to 100: `20%`. */
export const formatShare = (share: number): string =>
  formatPercent(share, 'bg', { maximumFractionDigits: 1 });

/** The history's action: `Активиране`, `Канарче 20%`… */
export function describeAction(item: Pick<ReleaseHistoryItem, 'action' | 'percent'>): string {
  switch (item.action) {
    case 'activate':
      return 'Активиране';
    case 'rollback':
      return 'Връщане';
    case 'canary':
      return item.percent === undefined ? 'Канарче' : `Канарче ${formatShare(item.percent)}`;
    case 'promote':
      return 'Повишаване';
    case 'abort':
      return 'Прекратяване';
  }
}

/** Who made the change: the administrator, or the watcher that aborts failing canaries. */
export const describeActor = (by: string): string =>
  by === AUTOMATIC_ROLLBACK ? 'Автоматично връщане' : by || '—';

/** Whether an entry is a canary the watcher aborted on its own. */
export const isAutomaticAbort = (item: ReleaseHistoryItem | undefined): boolean =>
  item?.action === 'abort' && item.by === AUTOMATIC_ROLLBACK;

/**
 * Why an entry was made, in Bulgarian: an automatic abort from its figures (the stored reason
 * is the API's English sentence, kept for the logs and the command line), any other from the
 * administrator's own words.
 */
export function describeReason({ evidence, reason }: ReleaseHistoryItem): string {
  if (!evidence) return reason || '—';
  const { canary, stable, minutes } = evidence;
  return (
    `грешки при ${formatRate(canary.errorRate)} от прегледите ` +
    `(${formatCount(canary.errors)} от ${formatCount(canary.views)}; ` +
    `${formatCount(canary.sessions)} сесии, ${formatCount(canary.clients)} клиента) ` +
    `срещу ${formatRate(stable.errorRate)} за стабилната ${stable.version} ` +
    `(${formatCount(stable.errors)} от ${formatCount(stable.views)}) ` +
    `за последните ${formatCount(minutes)} мин.`
  );
}
