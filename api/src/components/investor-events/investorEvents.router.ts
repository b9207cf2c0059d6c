// The public read: every published event of the investors' calendar, oldest first. A draft, an
// event scheduled for later or one withdrawn is absent; so is the link to a document visitors
// cannot read.
import { Router } from 'express';
import type { InvestorEventList } from '@alu/common/contracts';
import { routePath, validate } from '../../platform/http/validate';
import type { DocumentsRepository } from '../documents';
import { listInvestorEvents } from './investorEvents.operations';
import type { InvestorEventsRepository } from './investorEventsRepository';
import { linkedDocuments, toPublicInvestorEvent } from './investorEventSerializer';

export interface InvestorEventsRouterOptions {
  repository: InvestorEventsRepository;
  documents: DocumentsRepository;
  /** The clock that decides what is published (tests move it). */
  now?: (() => Date) | undefined;
}

/** `GET /api/investor-events`, mounted under /api. */
export function investorEventsRouter({
  repository,
  documents,
  now = () => new Date(),
}: InvestorEventsRouterOptions) {
  const router = Router();
  router.get(routePath(listInvestorEvents), validate(listInvestorEvents), async (_req, res) => {
    const at = now();
    const events = await repository.visible(at);
    const linked = await linkedDocuments(events, documents, at);
    const list: InvestorEventList = {
      items: events.map((event) => toPublicInvestorEvent(event, linked)),
      nextCursor: null,
    };
    // Revalidated on every use, as the documents' list is: a publication or withdrawal (of
    // the event or of its document) shows at once.
    res.status(200).set('Cache-Control', 'no-cache').json(list);
  });
  return router;
}
