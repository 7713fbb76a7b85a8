import { findUnacceptableText } from '@wellfit/contracts/text-input';
import { isMessageKey, translateMessage, type MessageKey } from '@wellfit/contracts/messages';
import type { Locale } from '@wellfit/contracts/locale';
import { AppError } from './errors.ts';

/**
 * One failed check of a zod schema, in the shape both zod and fastify-type-provider-zod give
 * it (the provider flattens the issue's extra fields into `params`).
 */
export interface ValidationIssue {
  path: ReadonlyArray<PropertyKey>;
  code: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /** A contracts rule's own message: a catalogue key such as warning_invalid_mobile (SPEC §5). */
  message?: string;
}

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Turns the first failed check into an AppError whose message names the field in the
 * request's language ("type格式不正確" / "type is invalid"), using the validation_* keys.
 * A field that is absent gets validation_required rather than validation_invalid.
 */
export function validationIssueToAppError(issue: ValidationIssue, input: unknown, bodyLabel: string): AppError {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : bodyLabel;
  const value = valueAt(input, issue.path);
  const isString = issue.origin === 'string';
  let key: MessageKey = 'validation_invalid';
  const values: Record<string, string | number> = { field };
  if (value === undefined || value === null) {
    key = 'validation_required';
  } else if (issue.message && isMessageKey(issue.message)) {
    // A shared §5 rule names its own message; the client shows the same words (with the field's name).
    return new AppError(issue.message, 400, values);
  } else if (issue.code === 'too_small' && isString && issue.minimum === 1) {
    key = 'validation_required';
  } else if (issue.code === 'too_small' && isString) {
    key = 'validation_too_short';
    values.min = Number(issue.minimum);
  } else if (issue.code === 'too_big' && isString) {
    key = 'validation_too_long';
    values.max = Number(issue.maximum);
  } else if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number') {
    key = 'validation_out_of_range';
  }
  return new AppError(key, 400, values);
}

export function bodyLabel(locale: Locale): string {
  return translateMessage('validation_body', locale);
}

/**
 * Text no field can hold (NUL, a lone UTF-16 surrogate: contracts/text-input.ts) anywhere in a
 * parsed input, as the error naming its field; undefined when there is none. PostgreSQL would
 * refuse a NUL with a 500, and a lone surrogate would be stored as "�". Every request's inputs
 * pass here (plugins/text-input.ts), so the body's label is translated only for a refusal.
 */
export function unacceptableTextError(input: unknown, locale: Locale): AppError | undefined {
  const path = findUnacceptableText(input);
  if (!path) return undefined;
  return new AppError('validation_invalid_characters', 400, {
    field: path.length > 0 ? path.join('.') : bodyLabel(locale),
  });
}
