import type { RefreshTokenAnswer } from '@wellfit/contracts/auth-session';
import { apiClient, invalidResponseError, missingTokenError } from '~/lib/api-client';
import { readToken } from '~/lib/token';

/**
 * The contract's refreshTokenAnswer, checked without zod: a member's page refreshes the token
 * while it starts, inside the shell's JavaScript budget (docs/decisions/answer-parsing-in-the-browser.md).
 */
export function isRefreshTokenAnswer(value: unknown): value is RefreshTokenAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'token' in value &&
    typeof value.token === 'string' &&
    value.token.length > 0 &&
    'expires_in' in value &&
    typeof value.expires_in === 'number' &&
    Number.isInteger(value.expires_in) &&
    value.expires_in > 0
  );
}

/** POST /api/web/login/refreshToken (SPEC §7): a new token valid for `expires_in` seconds. */
export async function refreshToken(): Promise<RefreshTokenAnswer> {
  if (!readToken()) throw missingTokenError();
  const answer = await apiClient.post('/api/web/login/refreshToken', undefined, { muteToast: true });
  if (!isRefreshTokenAnswer(answer)) throw invalidResponseError(answer);
  return answer;
}
