import { apiClient, invalidResponseError, missingTokenError } from '~/lib/api-client';
import { readToken } from '../token';

export interface RefreshTokenAnswer {
  token: string;
  /** Seconds. */
  expires_in: number;
}

function isRefreshTokenAnswer(value: unknown): value is RefreshTokenAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return (
    typeof answer.token === 'string' &&
    answer.token.length > 0 &&
    typeof answer.expires_in === 'number' &&
    answer.expires_in > 0
  );
}

/** POST /api/web/login/refreshToken (SPEC §7): a new token valid for `expires_in` seconds. */
export async function refreshToken(): Promise<RefreshTokenAnswer> {
  if (!readToken()) throw missingTokenError();
  const answer = await apiClient.post<unknown>('/api/web/login/refreshToken', undefined, { muteToast: true });
  if (!isRefreshTokenAnswer(answer)) throw invalidResponseError(answer);
  return answer;
}
