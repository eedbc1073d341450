import type { ApiError } from '../api/api-error';
import { isKnownFieldMessage } from '../errors/field-messages';

/** One message per field, as sent (English contract text or the server's words). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What zod's `safeParse` answers; the shared contracts' schemas all have it. */
type SafeParseResult<T> =
  | { success: true; data: T }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

export interface Parser<T> {
  safeParse(input: unknown): SafeParseResult<T>;
}

export type Validation<T, F extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<F> };

const fieldNamed = <F extends string>(fields: readonly F[], name: unknown): F | undefined =>
  fields.find((field) => field === name);

/** Adds a message to a field that has none yet: the first problem of a field is the one shown. */
function addError<F extends string>(errors: FieldErrors<F>, field: F, message: string): void {
  errors[field] ??= message;
}

/**
 * Checks form input against a shared contract schema, the same one the server enforces, and
 * gathers the first problem of each form field. A field of a nested object is named by its
 * dotted path (`address.postal_code`); otherwise a problem belongs to its top field.
 */
export function validateFields<T, F extends string>(
  schema: Parser<T>,
  input: unknown,
  fields: readonly F[],
): Validation<T, F> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field =
      fieldNamed(fields, issue.path.map(String).join('.')) ?? fieldNamed(fields, issue.path[0]);
    if (field) addError(errors, field, issue.message);
  }
  return { ok: false, errors };
}

/**
 * The field a server issue is about. The server names body fields `body.<field>` (request
 * validation) or just `<field>` (its own rules); a nested path belongs to the form's field of
 * that dotted path when it has one, else to its top field.
 */
function fieldOfPath<F extends string>(fields: readonly F[], path: string): F | undefined {
  const dotted = path.replace(/^body\./, '');
  return fieldNamed(fields, dotted) ?? fieldNamed(fields, dotted.split('.')[0]);
}

interface ServerFieldErrors<F extends string> {
  errors: FieldErrors<F>;
  /** True when some of the server's complaint could not be placed on a field of this form. */
  unplaced: boolean;
}

/**
 * The server's message when it elaborates its one field problem and the app has no words of
 * its own for that problem: the password-strength check answers "This password is too easy to
 * guess: <why>. <what to do>." for the detail "This password is too easy to guess", and the
 * fuller words are the more helpful ones to show.
 */
const elaborated = (error: ApiError, detail: string): string =>
  error.details.length === 1 && error.message.startsWith(detail) && !isKnownFieldMessage(detail)
    ? error.message
    : detail;

/** Places a rejected request's per-field problems on the form's fields. */
export function serverFieldErrors<F extends string>(
  error: ApiError,
  fields: readonly F[],
): ServerFieldErrors<F> {
  const errors: FieldErrors<F> = {};
  let unplaced = error.details.length === 0;
  for (const detail of error.details) {
    const field = fieldOfPath(fields, detail.path);
    if (field) addError(errors, field, elaborated(error, detail.message));
    else unplaced = true;
  }
  return { errors, unplaced };
}
