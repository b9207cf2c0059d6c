// The one shape of every API answer that is not a success.
import * as v from 'valibot';

export const apiErrorBodySchema = v.object({
  error: v.object({
    code: v.pipe(
      v.string(),
      v.description('A stable code, e.g. `validation_failed`, `not_found`.'),
    ),
    message: v.pipe(v.string(), v.description('What went wrong, in English.')),
    field: v.pipe(
      v.optional(v.string()),
      v.description('Validation errors name the first field at fault (`content.it.title`).'),
    ),
    reason: v.pipe(
      v.optional(v.string()),
      v.description(
        'A stable code of what is wrong with the field (e.g. a refused password: `common`).',
      ),
    ),
  }),
});

/** A refused release: the error and every problem found. */
export const releaseRefusedBodySchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    problems: v.array(v.string()),
  }),
});
