// The publication clock of this instance, over every collection with scheduled items: when a
// schedule's moment comes, the change is published like an administrator's write, so every
// cache of every instance and site server drops what it made before.
import type { Db } from 'mongodb';
import { CareersRepository } from '../careers/careersRepository';
import type { Logger } from '../logging/logger';
import { NewsRepository } from '../news/newsRepository';
import { PublicationClock } from '../publication/publicationClock';
import type { ChangeFeed } from '../shared-state/changeFeed';

export function startPublicationClock(
  db: Db,
  changes: ChangeFeed,
  logger: Logger,
  now: () => Date = () => new Date(),
): PublicationClock {
  const news = new NewsRepository(db);
  const careers = new CareersRepository(db);
  const clock = new PublicationClock(
    [
      { nextAfter: (at) => news.nextScheduledAfter(at), due: () => changes.publish('news') },
      { nextAfter: (at) => careers.nextScheduledAfter(at), due: () => changes.publish('careers') },
    ],
    logger,
    now,
  );
  // A write anywhere may have set or moved a schedule.
  changes.subscribe(() => clock.rearm());
  clock.rearm();
  return clock;
}
