// The text fields of POST /api/applications (multipart, so every value arrives as a string).
// The rules are the shared ones of the application contract (@alu/common/contracts: the form
// runs the same function); the CV is checked by its bytes in applicationUploads.ts.
import {
  APPLICATION_LIMITS,
  applicationFieldProblem,
  DEFAULT_LOCALE,
  isSiteLocale,
  type ApplicationField,
  type ApplicationProblem,
  type ApplicationValues,
} from '@alu/common/contracts';
import { ValidationError } from '../../platform/errors/domainErrors';
import type { ApplicationFields } from './applicationDocument';

type TextField = Exclude<ApplicationField, 'cv' | 'consent'>;
const TEXT_FIELDS: readonly TextField[] = ['vacancyId', 'name', 'email', 'phone', 'coverLetter'];

const RULES: Record<Exclude<ApplicationField, 'cv'>, string> = {
  vacancyId: 'vacancyId must be empty (a spontaneous application) or a vacancy id',
  name: `name must be ${APPLICATION_LIMITS.name.min} to ${APPLICATION_LIMITS.name.max} characters long`,
  email: `email must be a valid e-mail address of at most ${APPLICATION_LIMITS.email.max} characters`,
  phone: `phone must be a telephone number of ${APPLICATION_LIMITS.phone.min} to ${APPLICATION_LIMITS.phone.max} characters`,
  coverLetter: `coverLetter must be at most ${APPLICATION_LIMITS.coverLetter.max} characters long`,
  consent: 'consent must be given (true) to the processing of personal data',
};

/** A multipart field as a string ('' when missing). Own properties only. */
function fieldValue(body: Record<string, unknown>, field: string): string {
  const raw = Object.hasOwn(body, field) ? body[field] : undefined;
  if (raw === undefined) return '';
  if (typeof raw !== 'string')
    throw new ValidationError(field, `${field} must be sent once`, 'invalid');
  return raw;
}

/** Throws ValidationError (with the problem as `reason`) naming the first field at fault. */
export function parseApplicationInput(body: unknown): ApplicationFields {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, fieldValue(fields, field)]));
  // A browser's checkbox sends "on" without a value of its own; the site's form sends "true".
  const consent = ['true', 'on'].includes(fieldValue(fields, 'consent'));
  const values: ApplicationValues = {
    vacancyId: text.vacancyId ?? '',
    name: text.name ?? '',
    email: text.email ?? '',
    phone: text.phone ?? '',
    coverLetter: text.coverLetter ?? '',
    consent,
    cv: null,
  };
  for (const field of [...TEXT_FIELDS, 'consent'] as const) {
    const problem: ApplicationProblem | undefined = applicationFieldProblem(field, values);
    if (problem) throw new ValidationError(field, RULES[field], problem);
  }
  const locale = fieldValue(fields, 'locale');
  return {
    vacancyId: values.vacancyId.trim().toLowerCase(),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    coverLetter: values.coverLetter.trim(),
    locale: isSiteLocale(locale) ? locale : DEFAULT_LOCALE,
  };
}
