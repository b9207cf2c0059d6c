// The text fields of a job application (`POST /api/applications`, multipart: every value
// arrives as a string). The careers remote's application form runs this schema on what the
// visitor typed and the API on what it receives, so the API accepts exactly what the form
// lets through; the CV is judged by its name and size here, by its bytes in the API.
import * as v from 'valibot';
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  cvTypeByName,
  type ApplicationField,
  type ApplicationProblem,
  type ApplicationValues,
} from '../applications';
import { EMAIL_PATTERN } from '../email';
import { DEFAULT_LOCALE, isSiteLocale } from '../locales';
import { issueField } from './fields';

/** Each field is sent once; the vacancy and the cover letter may be left out. */
const ONCE = 'must be sent once';

const { name, email, phone, coverLetter } = APPLICATION_LIMITS;
const NAME_RULE = `must be ${name.min} to ${name.max} characters long`;
const EMAIL_RULE = `must be a valid e-mail address of at most ${email.max} characters`;
const PHONE_RULE = `must be a telephone number of ${phone.min} to ${phone.max} characters`;

export const applicationFieldsSchema = v.object({
  vacancyId: v.optional(
    v.pipe(
      v.string(ONCE),
      v.trim(),
      v.regex(/^([0-9a-fA-F]{24})?$/, 'must be empty (a spontaneous application) or a vacancy id'),
      v.toLowerCase(),
    ),
    '',
  ),
  name: v.pipe(v.string(ONCE), v.trim(), v.nonEmpty(NAME_RULE), v.maxLength(name.max, NAME_RULE)),
  email: v.pipe(
    v.string(ONCE),
    v.trim(),
    v.nonEmpty(EMAIL_RULE),
    v.maxLength(email.max, EMAIL_RULE),
    v.regex(EMAIL_PATTERN, EMAIL_RULE),
  ),
  phone: v.pipe(
    v.string(ONCE),
    v.trim(),
    v.nonEmpty(PHONE_RULE),
    v.maxLength(phone.max, PHONE_RULE),
    v.minLength(phone.min, PHONE_RULE),
    // Digits, spaces and ( ) . - /, an optional leading +, and at least six digits.
    v.regex(/^(?=(?:\D*\d){6})\+?[\d\s().\-/]+$/, PHONE_RULE),
  ),
  coverLetter: v.optional(
    v.pipe(
      v.string(ONCE),
      v.trim(),
      v.maxLength(coverLetter.max, `must be at most ${coverLetter.max} characters long`),
    ),
    '',
  ),
  consent: v.pipe(
    v.string(ONCE),
    // A browser's checkbox sends "on" without a value of its own; the site's form sends "true".
    v.values(['true', 'on'], 'must be given (true) to the processing of personal data'),
    v.transform(() => true as const),
  ),
  locale: v.pipe(
    v.optional(v.string(ONCE), DEFAULT_LOCALE),
    v.transform((locale) => (isSiteLocale(locale) ? locale : DEFAULT_LOCALE)),
    v.description('The language of the page it was sent from (it, en or bg).'),
  ),
});

export type ApplicationFields = v.InferOutput<typeof applicationFieldsSchema>;

/** The issue of a field in the words the form and the API's `reason` share. */
export function applicationProblemOf(
  field: ApplicationField,
  issue: { readonly type: string; readonly received: string },
): ApplicationProblem {
  if (field === 'consent' || issue.type === 'non_empty') return 'required';
  // A field left out of the request.
  if (issue.received === 'undefined') return 'required';
  if (issue.type === 'max_length') return 'too-long';
  return 'invalid';
}

/** The CV's problem, by its name and size (the API then reads its bytes), or undefined. */
export function cvProblem(cv: ApplicationValues['cv']): ApplicationProblem | undefined {
  if (!cv) return 'required';
  if (!cvTypeByName(cv.name)) return 'type';
  if (cv.size === 0) return 'empty';
  return cv.size > APPLICATION_LIMITS.cvBytes ? 'too-large' : undefined;
}

/** Every field that fails its rule, in form order, with its problem. Empty: it may be sent. */
export function invalidApplicationFields(
  values: ApplicationValues,
): { field: ApplicationField; problem: ApplicationProblem }[] {
  const result = v.safeParse(applicationFieldsSchema, {
    vacancyId: values.vacancyId,
    name: values.name,
    email: values.email,
    phone: values.phone,
    coverLetter: values.coverLetter,
    consent: values.consent ? 'true' : '',
  });
  const problems = new Map<ApplicationField, ApplicationProblem>();
  for (const issue of result.issues ?? []) {
    const at = issueField(issue) as ApplicationField;
    if (!problems.has(at)) problems.set(at, applicationProblemOf(at, issue));
  }
  const cv = cvProblem(values.cv);
  if (cv) problems.set('cv', cv);
  return APPLICATION_FIELDS.flatMap((at) => {
    const problem = problems.get(at);
    return problem ? [{ field: at, problem }] : [];
  });
}
