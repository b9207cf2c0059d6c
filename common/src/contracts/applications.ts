// Wire contract of job applications: the careers remote's application form, the admin
// remote's Applications tab and the API. Pure types, constants and rules: the form and the
// API run the same checks, so the API accepts exactly what the form lets through.

import { isEmailAddress } from './email';

/** Characters of each text field (after trimming); the CV in bytes. */
export const APPLICATION_LIMITS = {
  name: { min: 1, max: 100 },
  /** Not the spec's: a bound so an address can never be used to flood storage. */
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

const PHONE = /^\+?[\d\s().\-/]+$/;

function lengthProblem(
  value: string,
  { min, max }: { min: number; max: number },
): ApplicationProblem | undefined {
  if (value === '') return 'required';
  if (value.length > max) return 'too-long';
  if (value.length < min) return 'invalid';
  return undefined;
}

/** The problem of one field, or undefined when it passes. Text is judged trimmed. */
export function applicationFieldProblem(
  field: ApplicationField,
  values: ApplicationValues,
): ApplicationProblem | undefined {
  switch (field) {
    case 'vacancyId': {
      const id = values.vacancyId.trim();
      return id === '' || /^[0-9a-f]{24}$/i.test(id) ? undefined : 'invalid';
    }
    case 'name':
      return lengthProblem(values.name.trim(), APPLICATION_LIMITS.name);
    case 'email': {
      const email = values.email.trim();
      if (email === '') return 'required';
      if (email.length > APPLICATION_LIMITS.email.max) return 'too-long';
      return isEmailAddress(email) ? undefined : 'invalid';
    }
    case 'phone': {
      const phone = values.phone.trim();
      const problem = lengthProblem(phone, APPLICATION_LIMITS.phone);
      if (problem) return problem;
      return PHONE.test(phone) && (phone.match(/\d/g) ?? []).length >= 6 ? undefined : 'invalid';
    }
    case 'coverLetter':
      return values.coverLetter.trim().length > APPLICATION_LIMITS.coverLetter.max
        ? 'too-long'
        : undefined;
    case 'consent':
      return values.consent ? undefined : 'required';
    case 'cv': {
      const { cv } = values;
      if (!cv) return 'required';
      if (!cvTypeByName(cv.name)) return 'type';
      if (cv.size === 0) return 'empty';
      return cv.size > APPLICATION_LIMITS.cvBytes ? 'too-large' : undefined;
    }
  }
}

/** Every field that fails its rule, in form order, with its problem. Empty: it may be sent. */
export function invalidApplicationFields(
  values: ApplicationValues,
): { field: ApplicationField; problem: ApplicationProblem }[] {
  return APPLICATION_FIELDS.flatMap((field) => {
    const problem = applicationFieldProblem(field, values);
    return problem ? [{ field, problem }] : [];
  });
}

/** Where an application stands, as an administrator sets it; new ones are `new`. */
export const APPLICATION_STATUSES = ['new', 'in-review', 'interview', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly unknown[]).includes(value);
}

/** A stored application, as the administrators' list answers it (newest first). */
export interface StoredApplication {
  readonly _id: string;
  /** The vacancy applied for, with its Italian title when it was sent; null: spontaneous. */
  readonly vacancy: { readonly id: string; readonly title: string } | null;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly coverLetter: string;
  /** The language of the page it was sent from. */
  readonly locale: string;
  readonly cv: {
    readonly fileName: string;
    readonly type: ApplicationCvType;
    readonly bytes: number;
  };
  readonly status: ApplicationStatus;
  /** ISO 8601 with time. */
  readonly createdAt: string;
  readonly statusChangedAt?: string;
  readonly statusChangedBy?: string;
}

/** One page of the administrators' list and the counts per vacancy. */
export interface ApplicationsPage {
  readonly items: readonly StoredApplication[];
  /** Pass as `cursor` for the next page; null on the last one. */
  readonly nextCursor: string | null;
  /** Applications per vacancy id ('' for spontaneous ones), with the title last seen. */
  readonly vacancies: readonly {
    readonly id: string;
    readonly title: string;
    readonly count: number;
  }[];
}

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
