import type { ReadinessCheck } from '@alu/server-kit';
import type { Database } from '../../platform/database/database';
import type { RemotesRegistry } from '../remotes';
import type { RedisClient } from '../../platform/shared-state/redisClient';

/**
 * What the API's `/readyz` checks: the database answers a ping and the registry file is loaded
 * (without either it can answer little); Redis, when configured, is reported, but the API has a
 * degraded mode without it (limits counted per instance, changes reaching other instances after
 * their short freshness), so its outage does not make instances not ready.
 */
export function apiReadiness(
  database: Database,
  remotes: RemotesRegistry,
  redis?: RedisClient,
): ReadinessCheck[] {
  return [
    { name: 'database', check: () => database.ping() },
    { name: 'registry', check: () => remotes.get() },
    ...(redis ? [{ name: 'redis', check: () => redis.ping(), degradedWithout: true }] : []),
  ];
}
