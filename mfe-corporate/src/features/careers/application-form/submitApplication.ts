import {
  ApiError,
  APPLICATION_FIELDS,
  APPLICATIONS_API,
  fetchJson,
  type ApplicationField,
  type ApplicationProblem,
  type SiteLocale,
} from '@alu/common';

/** What the form sends: its values (trimmed by the API too) and the chosen file. */
export interface ApplicationSubmission {
  readonly vacancyId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly coverLetter: string;
  readonly cv: File;
  readonly locale: SiteLocale;
}

/** Why an application was not stored. */
export type ApplicationRefusal =
  | {
      readonly kind: 'field';
      readonly field: ApplicationField;
      readonly problem: ApplicationProblem;
    }
  | { readonly kind: 'too-many' }
  | { readonly kind: 'failed' };

export class ApplicationNotStoredError extends Error {
  constructor(
    readonly refusal: ApplicationRefusal,
    options?: { cause?: unknown },
  ) {
    super(`application not stored: ${refusal.kind}`, options);
    this.name = 'ApplicationNotStoredError';
  }
}

const PROBLEMS: readonly ApplicationProblem[] = [
  'required',
  'too-long',
  'invalid',
  'type',
  'content',
  'too-large',
  'empty',
  'closed',
];

/** The API's answer as what the visitor must do. */
function refusalOf(error: unknown): ApplicationRefusal {
  if (error instanceof ApiError) {
    if (error.status === 429) return { kind: 'too-many' };
    const field = APPLICATION_FIELDS.find((name) => name === error.details?.field);
    const problem = PROBLEMS.find((name) => name === error.details?.reason) ?? 'invalid';
    if (error.status === 400 && field) return { kind: 'field', field, problem };
    // A body over the proxy's limit is refused before the API reads a byte.
    if (error.status === 413) return { kind: 'field', field: 'cv', problem: 'too-large' };
  }
  return { kind: 'failed' };
}

/** Sends the application (multipart); rejects with ApplicationNotStoredError. */
export async function submitApplication(submission: ApplicationSubmission): Promise<void> {
  const body = new FormData();
  body.set('vacancyId', submission.vacancyId);
  body.set('name', submission.name);
  body.set('email', submission.email);
  body.set('phone', submission.phone);
  body.set('coverLetter', submission.coverLetter);
  body.set('consent', 'true');
  body.set('locale', submission.locale);
  body.set('cv', submission.cv, submission.cv.name);
  try {
    await fetchJson<unknown>(APPLICATIONS_API.create, { method: 'POST', body });
  } catch (error) {
    throw new ApplicationNotStoredError(refusalOf(error), { cause: error });
  }
}
