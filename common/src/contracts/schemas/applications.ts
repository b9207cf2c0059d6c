// The administrators' side of job applications: the list's query, a status change, and
// applications as answered.
import * as v from 'valibot';
import {
  APPLICATION_CV_TYPES,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  SPONTANEOUS_VACANCY,
} from '../applications';
import { jsonObject, once } from './fields';
import { isoMoment, objectId, pageLimit, timeCursor } from './lists';

/** `GET /api/applications`: newest first, of one vacancy, of spontaneous ones, or of all. */
export const applicationsQuerySchema = v.object({
  vacancy: v.pipe(
    v.optional(
      v.pipe(
        once(),
        v.regex(
          /^(|spontaneous|[0-9a-fA-F]{24})$/,
          `must be a vacancy id or ${SPONTANEOUS_VACANCY}`,
        ),
        v.toLowerCase(),
      ),
    ),
    v.description('A vacancy id, `spontaneous`, or nothing for every application.'),
  ),
  limit: pageLimit(APPLICATIONS_PAGE_SIZE),
  cursor: timeCursor,
});

/** `POST /api/applications/:id/status`. */
export const applicationStatusInputSchema = jsonObject({
  status: v.picklist(APPLICATION_STATUSES, 'is not one of the application statuses'),
});

/** `POST /api/applications` answers the new application's id. */
export const applicationCreatedSchema = v.object({ _id: objectId });

export const storedApplicationSchema = v.object({
  _id: objectId,
  vacancy: v.pipe(
    v.nullable(v.object({ id: v.string(), title: v.string() })),
    v.description(
      'The vacancy applied for, with its Italian title when it was sent; null: spontaneous.',
    ),
  ),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  coverLetter: v.string(),
  locale: v.pipe(v.string(), v.description('The language of the page it was sent from.')),
  cv: v.object({
    fileName: v.string(),
    type: v.picklist(Object.keys(APPLICATION_CV_TYPES) as (keyof typeof APPLICATION_CV_TYPES)[]),
    bytes: v.number(),
  }),
  status: v.picklist(APPLICATION_STATUSES),
  createdAt: isoMoment,
  statusChangedAt: v.optional(isoMoment),
  statusChangedBy: v.optional(v.string()),
});

export const applicationsPageSchema = v.object({
  items: v.array(storedApplicationSchema),
  nextCursor: v.pipe(
    v.nullable(v.string()),
    v.description('Pass as `cursor` for the next page; null on the last one.'),
  ),
  vacancies: v.pipe(
    v.array(v.object({ id: v.string(), title: v.string(), count: v.number() })),
    v.description(
      "Applications per vacancy id ('' for spontaneous ones), with the title last seen.",
    ),
  ),
});
