// The investors' calendar the site showed (seedInvestorEvents.data.ts) into the investorEvents
// collection, as administrators' content from then on. Each is added only when no event has
// its fixed id yet: running it again, on a database seeded before or one where an editor has
// since changed or withdrawn a seeded event, writes nothing over them (one an editor deleted
// is added again: withdraw a seeded event rather than delete it).
import * as v from 'valibot';
import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from '#api/platform/database/errors';
import type { Logger } from '#api/platform/logging/logger';
import { DocumentsRepository } from '#api/components/documents/documentsRepository';
import { createInvestorEvent } from '#api/components/investor-events/investorEvents.operations';
import { InvestorEventsRepository } from '#api/components/investor-events/investorEventsRepository';
import { toInvestorEventFields } from '#api/components/investor-events/investorEventFields';
import { newPublicationFields } from '#api/components/publication/publication';
import { SEED_INVESTOR_EVENTS, type SeedInvestorEvent } from './seedInvestorEvents.data';

export interface InvestorEventsSeedOutcome {
  /** Events added now. */
  readonly added: number;
  /** Events whose id was taken already (seeded before). */
  readonly present: number;
}

export async function seedInvestorEvents(
  db: Db,
  logger: Logger,
  items: readonly SeedInvestorEvent[] = SEED_INVESTOR_EVENTS,
  now: () => Date = () => new Date(),
): Promise<InvestorEventsSeedOutcome> {
  const repository = new InvestorEventsRepository(db);
  const documents = new DocumentsRepository(db);
  await repository.ensureIndexes();
  let added = 0;
  let present = 0;
  for (const { id, ...item } of items) {
    // Parsed by the schema of an administrator's create: a wrong entry fails here, not on a
    // page. (Through the API's build: the development tools load no TypeScript of @alu/common.)
    const input = v.parse(createInvestorEvent.body.schema, item);
    const at = now();
    const { publication, ...fields } = await toInvestorEventFields(input, documents, at);
    try {
      await repository.insert(fields, newPublicationFields(publication, at), at, new ObjectId(id));
      added++;
    } catch (error) {
      // Seeded before (or by another start meanwhile): that event stays as it is.
      if (!isDuplicateKeyError(error)) throw error;
      present++;
    }
  }
  if (added > 0) logger.info({ added, present }, 'seeded the investor events');
  return { added, present };
}
