// The API's tables of docs/configuration.md, made from its settings' and rate limits'
// declarations (`npm run docs:config` writes them from the build; the tests beside check them).
import { markdownTable, settingsTable, type ConfigurationRegions } from '@alu/server-kit';
import { API_SETTINGS } from '#api/config/apiSettings';
import { RATE_LIMITS, type RateLimitDeclaration } from '#api/config/rateLimits';

/** `900` → `15 minutes`, `60` → `minute`: as in "10 per 15 minutes", "100 per minute". */
export function duration(seconds: number): string {
  const [amount, unit] =
    seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return amount === 1 ? unit : `${amount} ${unit}s`;
}

const code = (text: string | undefined) => (text === undefined ? '' : `\`${text}\``);

export function rateLimitsTable(): string {
  const declared: RateLimitDeclaration[] = Object.values(RATE_LIMITS);
  return markdownTable(
    ['limit', 'counts', 'default', 'limit variable', 'window variable', "429 answer's message"],
    declared.map((limit) => [
      code(limit.name),
      limit.counts,
      `${limit.limit} per ${duration(limit.windowSeconds)}`,
      code(limit.limitVariable) || 'fixed',
      code(limit.windowVariable) || 'fixed',
      limit.message,
    ]),
  );
}

export const configurationRegions: ConfigurationRegions = {
  'api-settings': () => settingsTable(API_SETTINGS),
  'api-rate-limits': rateLimitsTable,
};
