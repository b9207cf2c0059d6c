// The calendar API's refusals in Bulgarian: a field the server named by its label with what to
// do (the same sentence the form says for its own checks), an event gone meanwhile.
import { ApiError } from '@alu/common';
import { describeSaveError } from '../../shared/api/adminApi';
import { EVENT_FIELD_LABELS, EVENT_FIELD_MESSAGES } from './eventDraft';

/** The field a refusal names, when it names one the form shows. */
export function eventFieldOfError(error: unknown): string | undefined {
  const field = error instanceof ApiError ? error.details?.field : undefined;
  return field && field in EVENT_FIELD_LABELS ? field : undefined;
}

/** A Bulgarian sentence for a failed calendar write. */
export function describeEventError(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return describeSaveError(error);
  if (error.status === 404) {
    return 'Събитието вече не съществува (изтрито от друг администратор). Списъкът е зареден отново.';
  }
  const field = eventFieldOfError(error);
  if (field) {
    return `Полето „${EVENT_FIELD_LABELS[field]}“ не е прието: ${EVENT_FIELD_MESSAGES[field] ?? ''}`;
  }
  return describeSaveError(error);
}
