import i18next from 'i18next';
import type { FieldError } from 'react-hook-form';
import { isMessageKey } from '@wellfit/contracts/messages';
import { ApiError } from '~/lib/api-client';

/**
 * What to tell the visitor about a failed call (SPEC §8 "other service errors show their own
 * message in the dialog"): the server's translated message, or the generic one for anything
 * else (network, an answer that does not match its contract).
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return i18next.t('messages:common_error');
}

/**
 * A form field's message. Contracts name their failures with catalogue keys (validation.ts);
 * zod's own checks (a length, a range) fall back to the generic catalogue messages. `quietWhenEmpty`
 * is SPEC §5 for the login and reset dialogs: an empty field shows nothing, its action stays disabled.
 */
export function fieldErrorText(
  error: FieldError | undefined,
  field: string,
  quietWhenEmpty = false,
): string | undefined {
  if (!error) return undefined;
  const key = error.message ?? '';
  if (key === 'warning_required' && quietWhenEmpty) return undefined;
  if (isMessageKey(key)) return i18next.t(`messages:${key}`, { field });
  if (error.type === 'too_big' || error.type === 'too_small')
    return i18next.t('messages:validation_out_of_range', { field });
  return i18next.t('messages:validation_invalid', { field });
}
