// Wire contract of job applications: the careers remote's application form, the admin
// remote's Applications tab and the API. Types and constants; the rules are the schema of
// schemas/applicationForm.ts, which the form and the API run alike, so the API accepts
// exactly what the form lets through.
import type * as v from 'valibot';
import type { applicationsPageSchema, storedApplicationSchema } from './schemas/applications';

/** Characters of each text field (after trimming); the CV in bytes. */
export const APPLICATION_LIMITS = {
  name: { min: 1, max: 100 },
  /** A bound so an address can never be used to flood storage. */
  email: { max: 254 },
  phone: { min: 6, max: 30 },
  coverLetter: { max: 4000 },
  /** The CV: PDF or DOCX of at most 5 MB. */
  cvBytes: 5 * 1024 * 1024,
  /** A vacancy id (ObjectId hex). */
  vacancyId: { max: 24 },
} as const;

/** The CV types accepted, by what the bytes are (the API reads them) and by file name. */
export const APPLICATION_CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ApplicationCvType = keyof typeof APPLICATION_CV_TYPES;

/** The form's `accept` attribute: extensions and media types of a PDF or a DOCX. */
export const APPLICATION_CV_ACCEPT = ['.pdf', '.docx', ...Object.values(APPLICATION_CV_TYPES)].join(
  ',',
);

/** The fields of the form, in the order it shows them (`vacancyId` '' is spontaneous). */
export const APPLICATION_FIELDS = [
  'vacancyId',
  'name',
  'email',
  'phone',
  'cv',
  'coverLetter',
  'consent',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/**
 * Why a field is refused; the form words each (in Italian) and the API answers it as the
 * error's `reason`. `cv` `content`: the bytes are no PDF or DOCX, whatever its name says.
 */
export type ApplicationProblem =
  | 'required'
  | 'too-long'
  | 'invalid'
  | 'type'
  | 'content'
  | 'too-large'
  | 'empty'
  /** `vacancyId`: the vacancy is no longer open (or never was). */
  | 'closed';

/** What the form holds, before sending. The CV is described by name, size and type. */
export interface ApplicationValues {
  readonly vacancyId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly coverLetter: string;
  readonly consent: boolean;
  readonly cv: { readonly name: string; readonly size: number; readonly type: string } | null;
}

/** The CV's type by its file name (the API then reads the bytes), or undefined. */
export function cvTypeByName(fileName: string): ApplicationCvType | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext === 'pdf' || ext === 'docx' ? ext : undefined;
}

/** Where an application stands, as an administrator sets it; new ones are `new`. */
export const APPLICATION_STATUSES = ['new', 'in-review', 'interview', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly unknown[]).includes(value);
}

/** A stored application, as the administrators' list answers it (newest first). */
export type StoredApplication = v.InferOutput<typeof storedApplicationSchema>;

/** One page of the administrators' list and the counts per vacancy. */
export type ApplicationsPage = v.InferOutput<typeof applicationsPageSchema>;

/** Applications per page of the administrators' list (default and most). */
export const APPLICATIONS_PAGE_SIZE = { default: 20, max: 50 } as const;

/** The admin list's filter value for spontaneous applications. */
export const SPONTANEOUS_VACANCY = 'spontaneous';

export const APPLICATIONS_API = {
  /**
   * `POST` multipart/form-data: the fields of {@link APPLICATION_FIELDS} (consent `true`) and
   * the file `cv`; 201 with `{ _id }`. 400 names the field and the problem's `reason`.
   */
  create: '/api/applications',
  /** `GET` (administrators): `?vacancy=<id>|spontaneous&cursor=&limit=`, newest first. */
  list: '/api/applications',
  /** `GET` (administrators): the CV's bytes, as an attachment. */
  cv: (id: string) => `/api/applications/${encodeURIComponent(id)}/cv`,
  /** `POST` (administrators) `{ status }`: answers the stored application. */
  status: (id: string) => `/api/applications/${encodeURIComponent(id)}/status`,
  /** `DELETE` (administrators): the application and its CV, for good. */
  erase: (id: string) => `/api/applications/${encodeURIComponent(id)}`,
} as const;

/** The address of the application form; `vacancy` pre-selects an open position. */
export const APPLICATION_FORM_PATH = '/careers/application-form';
export const applicationFormPath = (vacancyId?: string) =>
  vacancyId
    ? `${APPLICATION_FORM_PATH}?vacancy=${encodeURIComponent(vacancyId)}`
    : APPLICATION_FORM_PATH;
