// The careers API. Reading is public (visible vacancies only; every vacancy for an
// administrator's token); writing needs an administrator.
import { Router, type ErrorRequestHandler, type Response } from 'express';
import type { Career } from '@alu/common/contracts';
import { type AdminAuth, optionalAdmin, requireAdmin } from '../admin';
import { noteForAudit, type AuditTrail } from '../audit';
import { declareChanged } from '../../platform/http/contentChanges';
import { objectIdParam } from '../../platform/http/objectIdParam';
import { isParamDecodeError, sendError } from '../../platform/http/errors';
import { toCareer } from './careerSerializer';
import type { CareerDocument } from './careerDocument';
import { publicationChange } from '../publication';
import { toCareerFields } from './careerFields';
import { careersToday, type CareersPage } from '@alu/common/contracts';
import { pageOf, toTimeCursor } from '../../platform/http/timeCursor';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import type { CareersRepository } from './careersRepository';
import {
  createCareer,
  deleteCareer,
  listCareers,
  readCareer,
  updateCareer,
} from './careers.operations';

/**
 * Lists change whenever a vacancy is published or its dates pass: revalidate every time. An
 * administrator's answer (hidden vacancies included) is not kept by any cache.
 */
function sendCareers(res: Response, status: number, careers: Career[], admin: boolean): void {
  res
    .status(status)
    .set({ 'Cache-Control': admin ? 'private, no-store' : 'no-cache', Vary: 'Authorization' })
    .json(careers);
}

const notFound = (res: Response) => sendError(res, 404, 'not_found', 'No such vacancy');

export interface CareersRouterOptions {
  repository: CareersRepository;
  auth: AdminAuth;
  audit: AuditTrail;
  /** The clock that decides which vacancies are visible today (tests fix it). */
  now?: (() => Date) | undefined;
}

export function careersRouter({
  repository,
  auth,
  audit,
  now = () => new Date(),
}: CareersRouterOptions): Router {
  const router = Router();
  const adminOnly = requireAdmin(auth);
  /** undefined for an administrator (every vacancy); what visitors see now otherwise. */
  const visibility = async (req: Parameters<typeof optionalAdmin>[1]) => {
    const at = now();
    return (await optionalAdmin(auth, req)) ? undefined : { today: careersToday(at), now: at };
  };
  /** The wire form: with the state for administrators. */
  const serialize = (admin: boolean) => (doc: CareerDocument) =>
    toCareer(doc, admin ? now() : undefined);

  router.get(routePath(listCareers), validate(listCareers), async (req, res) => {
    const visible = await visibility(req);
    if (!visible && ['q', 'state', 'limit', 'cursor'].some((name) => name in req.query)) {
      const { q, state, limit, cursor } = inputOf(res, listCareers).query;
      const at = now();
      const docs = await repository.page({ q, state }, at, toTimeCursor(cursor), limit + 1);
      const page: CareersPage = pageOf(docs, limit, (doc) => doc.startDate, serialize(true));
      res
        .status(200)
        .set({ 'Cache-Control': 'private, no-store', Vary: 'Authorization' })
        .json(page);
      return;
    }
    const docs = await repository.findAll(visible);
    sendCareers(res, 200, docs.map(serialize(!visible)), !visible);
  });

  /** `[career]`, or 404 `[]` for an unknown, malformed or (to visitors) hidden id. */
  router.get(routePath(readCareer), validate(readCareer), async (req, res) => {
    const visible = await visibility(req);
    const id = objectIdParam(inputOf(res, readCareer).params.id);
    const doc = id ? await repository.findById(id, visible) : null;
    sendCareers(res, doc ? 200 : 404, doc ? [serialize(!visible)(doc)] : [], !visible);
  });
  router.get('/careers/*rest', (_req, res) => sendCareers(res, 404, [], false));

  router.post(
    routePath(createCareer),
    adminOnly,
    audit.audited('career.create'),
    validate(createCareer),
    async (req, res) => {
      const fields = toCareerFields(inputOf(res, createCareer).body, now());
      const created = await repository.insert(fields, now());
      noteForAudit(res, {
        target: created._id.toHexString(),
        detail: `${String(created.title)}${created.state === 'published' ? '' : ` (${created.state ?? ''})`}`,
      });
      req.log.info({ id: created._id.toHexString() }, 'vacancy created');
      declareChanged(res, 'careers');
      res.status(201).set('Cache-Control', 'no-store').json(toCareer(created, now()));
    },
  );

  router.post(
    routePath(updateCareer),
    adminOnly,
    audit.audited('career.update'),
    validate(updateCareer),
    async (req, res) => {
      const { params, body } = inputOf(res, updateCareer);
      const id = objectIdParam(params.id);
      if (!id) {
        notFound(res);
        return;
      }
      const changed = await repository.update(id, toCareerFields(body, now()), now());
      if (!changed) {
        notFound(res);
        return;
      }
      const { before, after: updated } = changed;
      const change = publicationChange(before, updated, now());
      if (change) noteForAudit(res, { action: `career.${change}` });
      req.log.info({ id: id.toHexString() }, 'vacancy updated');
      declareChanged(res, 'careers');
      res.status(200).set('Cache-Control', 'no-store').json(toCareer(updated, now()));
    },
  );

  router.delete(
    routePath(deleteCareer),
    adminOnly,
    audit.audited('career.delete'),
    validate(deleteCareer),
    async (req, res) => {
      const id = objectIdParam(inputOf(res, deleteCareer).params.id);
      if (!id || !(await repository.delete(id))) {
        notFound(res);
        return;
      }
      req.log.info({ id: id.toHexString() }, 'vacancy deleted');
      declareChanged(res, 'careers');
      res.status(204).end();
    },
  );

  // Broken percent-encoding cannot name a vacancy either.
  const decodeErrorAsNotFound: ErrorRequestHandler = (err, req, res, next) => {
    if (!isParamDecodeError(err)) next(err);
    else if (req.method === 'GET' || req.method === 'HEAD') sendCareers(res, 404, [], false);
    else notFound(res);
  };
  router.use('/careers', decodeErrorAsNotFound);

  return router;
}
