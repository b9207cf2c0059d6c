// Building blocks of the API's request schemas (valibot), shared by the forms that check the
// same fields (the lists' queries and the answers' fields are in lists.ts, which no form loads). A message is the end of an English sentence whose subject is the field: the API
// answers `name` + ` must be 1 to 50 characters long`; the forms word their own messages from
// the kind of each issue. Only actions that JSON Schema can state are used where a rule can be
// stated there; the others (trimming, checks that need code) are listed in
// `SCHEMA_ONLY_ACTIONS` and explained by their messages.
import * as v from 'valibot';

/**
 * Actions the OpenAPI document cannot state: value normalisations (trimming, lower case, a
 * read-only type), rules that need code (a real calendar date, one field against another) and
 * one every JSON number meets anyway (finite). The JSON Schema conversion skips them;
 * everything else converts.
 */
export const SCHEMA_ONLY_ACTIONS = [
  'trim',
  'to_lower_case',
  'check',
  'partial_check',
  'raw_check',
  'finite',
] as const;

/** The key of one step of an issue's path (an object's key or a list's index). */
interface PathStep {
  readonly key: unknown;
}

/** An issue's field as the API names it: the keys of its path joined by dots (`content.it.title`). */
export function issueField(issue: { readonly path?: readonly PathStep[] | undefined }): string {
  return (issue.path ?? []).map((step) => String(step.key)).join('.');
}

/**
 * An object of a JSON body: like `v.object` (unknown keys are dropped, declared keys are read
 * from the value's own properties), but a list is refused too, where `v.object` would read one
 * as an object without keys.
 */
export function jsonObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
): v.ObjectSchema<TEntries, undefined> {
  const schema = v.object(entries);
  const run = schema['~run'];
  return {
    ...schema,
    '~run'(dataset, config) {
      // A list goes through as `null`, so the object schema answers its own type issue.
      if (Array.isArray(dataset.value)) dataset.value = null;
      return run.call(this, dataset, config);
    },
  };
}

/** A value given once: a repeated query parameter or multipart field arrives as a list. */
export const once = (message = 'must be given once') => v.string(message);

const lengthRule = (min: number, max: number) =>
  min > 1 ? `must be ${min} to ${max} characters long` : `must be 1 to ${max} characters long`;

/** A required text, trimmed: 1 to `max` characters (`message` for both ends of the range). */
export function requiredText(max: number, message: string = lengthRule(1, max)) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
}

/** A secret used exactly as typed (not trimmed): 1 to `max` characters. */
export function exactText(max: number) {
  return v.pipe(
    v.string(),
    v.nonEmpty('must not be empty'),
    v.maxLength(max, `must be at most ${max} characters long`),
  );
}

/** An optional text kept as sent: missing or null is ''. */
export function optionalText(max: number) {
  return v.nullish(
    v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters long`)),
    '',
  );
}

// ── Forms ─────────────────────────────────────────────────────────────────────────────────

/** One rule a form's value breaks: the field (`content.it.title`) and the issue's kind. */
export interface FieldIssue {
  readonly field: string;
  /** The kind of check that failed, e.g. `non_empty`, `max_length`, `check`. */
  readonly type: string;
}

/** Every rule `value` breaks of `schema`, for a form that words each issue itself. */
export function fieldIssues(schema: v.GenericSchema, value: unknown): FieldIssue[] {
  return (v.safeParse(schema, value).issues ?? []).map((issue) => ({
    field: issueField(issue),
    type: issue.type,
  }));
}
