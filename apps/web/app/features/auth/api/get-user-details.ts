import { apiClient, invalidResponseError, missingTokenError } from '~/lib/api-client';
import { readToken } from '../token';

/**
 * The SPEC §3 User fields the web shell reads; the server sends them all and they are kept as
 * they come. `id` may be a number or a string, and a user whose id is empty is no user (SPEC §3).
 */
export interface CurrentUser {
  id?: string | number | null;
  nickName?: string | null;
  name?: string | null;
  avatarUrl?: string | null;
  vip?: number | null;
  [field: string]: unknown;
}

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

export function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const user = value as Record<string, unknown>;
  const id = user.id;
  return (
    (id === undefined || id === null || typeof id === 'string' || typeof id === 'number') &&
    optionalText(user.nickName) &&
    optionalText(user.name) &&
    optionalText(user.avatarUrl)
  );
}

export function isEmptyUser(user: CurrentUser | null | undefined): boolean {
  return user?.id === undefined || user.id === null || String(user.id) === '';
}

/** GET /api/web/getUserDetails (SPEC §7). Without a token it is Unauthorized (SPEC §8). */
export async function getUserDetails(): Promise<CurrentUser> {
  if (!readToken()) throw missingTokenError();
  const answer = await apiClient.get<unknown>('/api/web/getUserDetails', { muteToast: true });
  if (answer === null || answer === undefined) return {};
  if (!isCurrentUser(answer)) throw invalidResponseError(answer);
  return answer;
}
