import pino from 'pino';
import { eraseExpired, RETENTION_BATCH, retentionCutoff, startSweeper } from './retention';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T12:00:00Z');

/** Records in memory, sent `ages` days before NOW; `stuck` ones refuse to go. */
function records(ages: number[], stuck = new Set<number>()) {
  const kept = new Map(ages.map((age, index) => [index, new Date(NOW.getTime() - age * DAY)]));
  let reads = 0;
  return {
    kept,
    reads: () => reads,
    sentBefore: async (date: Date, limit: number) => {
      reads += 1;
      return [...kept]
        .filter(([, sent]) => sent < date)
        .sort(([, a], [, b]) => a.getTime() - b.getTime())
        .slice(0, limit)
        .map(([id]) => id);
    },
    erase: async (id: number) => !stuck.has(id) && kept.delete(id),
  };
}

describe('retention', () => {
  it('erases every record past the retention, batch after batch, and keeps the others', async () => {
    const expired = Array.from({ length: RETENTION_BATCH * 2 + 5 }, (_, index) => 31 + index);
    const store = records([1, 29, 30.5, ...expired]);
    expect(await eraseExpired(store, { retentionDays: 30 }, NOW)).toBe(expired.length + 1);
    expect([...store.kept.keys()]).toEqual([0, 1]);
    expect(await eraseExpired(store, { retentionDays: 30 }, NOW)).toBe(0);
  });

  it('stops at a full batch of which nothing could be erased, rather than read it forever', async () => {
    const ages = Array.from({ length: RETENTION_BATCH + 3 }, (_, index) => 400 + index);
    const stuck = new Set(ages.map((_, index) => index));
    const store = records(ages, stuck);
    expect(await eraseExpired(store, { retentionDays: 365 }, NOW)).toBe(0);
    expect(store.reads()).toBe(1);
  });

  it('counts days back from now', () => {
    expect(retentionCutoff(NOW, { retentionDays: 365 }).toISOString()).toBe(
      '2025-11-28T12:00:00.000Z',
    );
  });

  it('sweeps at once, one sweep at a time, logs a failure and sweeps again later', async () => {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    let runs = 0;
    let release = () => {};
    const sweeper = startSweeper(
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('database gone'));
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      { intervalMs: 60_000, failure: 'sweeping records failed' },
      logger,
    );
    try {
      expect(runs).toBe(1);
      // Asked again while the first runs: the same sweep, not a second one.
      const during = sweeper.sweep();
      expect(runs).toBe(1);
      release();
      await during;
      await sweeper.sweep();
      expect(runs).toBe(2);
      expect(warnings.join('')).toContain('sweeping records failed');
      const third = sweeper.sweep();
      release();
      await third;
      expect(runs).toBe(3);
    } finally {
      sweeper.stop();
    }
  });
});
