// The administrators' calendar: the list, one event, and the writes (create, update, withdraw,
// delete). Each write is recorded in the audit trail and announced as an `investor-events`
// change, so the site server renders the calendar afresh.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AdminInvestorEventList } from '@alu/common/contracts';
import { requireAdmin, type AdminAuth } from '../admin';
import { noteForAudit, type AuditTrail } from '../audit';
import { NotFoundError } from '../../platform/errors/domainErrors';
import { declareChanged } from '../../platform/http/contentChanges';
import { objectIdParam } from '../../platform/http/objectIdParam';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import type { DocumentsRepository } from '../documents';
import { changedPublicationFields, newPublicationFields, publicationChange } from '../publication';
import { toInvestorEventFields } from './investorEventFields';
import type { InvestorEventRecord } from './investorEventRecord';
import {
  createInvestorEvent,
  deleteInvestorEvent,
  listAdminInvestorEvents,
  readAdminInvestorEvent,
  updateInvestorEvent,
  withdrawInvestorEvent,
} from './investorEvents.operations';
import type { InvestorEventsRepository } from './investorEventsRepository';
import { linkedDocuments, toAdminInvestorEvent } from './investorEventSerializer';

export interface InvestorEventsAdminRouterOptions {
  repository: InvestorEventsRepository;
  documents: DocumentsRepository;
  auth: AdminAuth;
  audit: AuditTrail;
  now?: (() => Date) | undefined;
}

/** What every successful write does besides its body: log, tell the site server, no caching. */
function answered(req: Request, res: Response, event: string, item: InvestorEventRecord): void {
  req.log.info({ id: item._id.toHexString() }, event);
  noteForAudit(res, { target: `${item.date.toISOString().slice(0, 10)} ${item.titles.it}` });
  declareChanged(res, 'investor-events');
  res.set('Cache-Control', 'no-store');
}

/** A write that changed the state is recorded as that change (published, withdrawn…). */
function notePublication(
  res: Response,
  before: InvestorEventRecord | undefined,
  after: InvestorEventRecord,
  at: Date,
) {
  const change = publicationChange(before, after, at);
  if (change) {
    noteForAudit(res, {
      action: `investor-event.${change}`,
      detail: after.publishAt ? `${after.state ?? ''} ${after.publishAt.toISOString()}` : '',
    });
  }
}

export function investorEventsAdminRouter({
  repository,
  documents,
  auth,
  audit,
  now = () => new Date(),
}: InvestorEventsAdminRouterOptions): Router {
  const router = Router();
  const adminOnly: RequestHandler = requireAdmin(auth);
  const found = async (id: string): Promise<InvestorEventRecord> => {
    const objectId = objectIdParam(id);
    const item = objectId ? await repository.findById(objectId) : null;
    if (!item) throw new NotFoundError('No such event');
    return item;
  };
  const adminForm = async (item: InvestorEventRecord, at: Date) =>
    toAdminInvestorEvent(item, await linkedDocuments([item], documents, at), at);

  router.get(
    routePath(listAdminInvestorEvents),
    adminOnly,
    validate(listAdminInvestorEvents),
    async (_req, res) => {
      const { state } = inputOf(res, listAdminInvestorEvents).query;
      const at = now();
      const events = await repository.all(at, state);
      const linked = await linkedDocuments(events, documents, at);
      const list: AdminInvestorEventList = {
        items: events.map((item) => toAdminInvestorEvent(item, linked, at)),
        nextCursor: null,
      };
      res.status(200).set('Cache-Control', 'private, no-store').json(list);
    },
  );

  router.get(
    routePath(readAdminInvestorEvent),
    adminOnly,
    validate(readAdminInvestorEvent),
    async (_req, res) => {
      const item = await found(inputOf(res, readAdminInvestorEvent).params.id);
      res
        .status(200)
        .set('Cache-Control', 'private, no-store')
        .json(await adminForm(item, now()));
    },
  );

  router.post(
    routePath(createInvestorEvent),
    adminOnly,
    audit.audited('investor-event.create'),
    validate(createInvestorEvent),
    async (req, res) => {
      const at = now();
      const { publication, ...fields } = await toInvestorEventFields(
        inputOf(res, createInvestorEvent).body,
        documents,
        at,
      );
      const created = await repository.insert(fields, newPublicationFields(publication, at), at);
      answered(req, res, 'investor event created', created);
      if (created.state !== 'published') noteForAudit(res, { detail: created.state ?? '' });
      res.status(201).json(await adminForm(created, at));
    },
  );

  router.put(
    routePath(updateInvestorEvent),
    adminOnly,
    audit.audited('investor-event.update'),
    validate(updateInvestorEvent),
    async (req, res) => {
      const { params, body } = inputOf(res, updateInvestorEvent);
      const current = await found(params.id);
      const at = now();
      const { publication, ...fields } = await toInvestorEventFields(body, documents, at);
      const state = changedPublicationFields(publication, current, at);
      const updated = await repository.update(current._id, { ...fields, ...state }, at);
      if (!updated) throw new NotFoundError('No such event');
      answered(req, res, 'investor event updated', updated);
      notePublication(res, current, updated, at);
      res.status(200).json(await adminForm(updated, at));
    },
  );

  router.post(
    routePath(withdrawInvestorEvent),
    adminOnly,
    audit.audited('investor-event.unpublish'),
    validate(withdrawInvestorEvent),
    async (req, res) => {
      const current = await found(inputOf(res, withdrawInvestorEvent).params.id);
      const at = now();
      const state = changedPublicationFields({ state: 'unpublished' }, current, at);
      const { date, titles, kind, documentId } = current;
      const updated = await repository.update(
        current._id,
        { date, titles, kind, documentId, ...state },
        at,
      );
      if (!updated) throw new NotFoundError('No such event');
      answered(req, res, 'investor event withdrawn', updated);
      res.status(200).json(await adminForm(updated, at));
    },
  );

  router.delete(
    routePath(deleteInvestorEvent),
    adminOnly,
    audit.audited('investor-event.delete'),
    validate(deleteInvestorEvent),
    async (req, res) => {
      const current = await found(inputOf(res, deleteInvestorEvent).params.id);
      if (!(await repository.delete(current._id))) throw new NotFoundError('No such event');
      answered(req, res, 'investor event deleted', current);
      res.status(204).end();
    },
  );

  return router;
}
