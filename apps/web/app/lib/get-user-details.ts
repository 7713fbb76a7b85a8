import type { CurrentUser } from '@wellfit/contracts/user';
import { apiClient, invalidResponseError, missingTokenError } from '~/lib/api-client';
import { readToken } from '~/lib/token';

export type { CurrentUser };

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * The contract's CurrentUser, checked without zod on the fields the shell reads: app start runs
 * on every member's page, inside the shell's JavaScript budget
 * (docs/decisions/answer-parsing-in-the-browser.md). Other fields are kept as they came.
 */
export function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const id = 'id' in value ? value.id : undefined;
  return (
    (id === undefined || id === null || typeof id === 'number') &&
    optionalText('nickName' in value ? value.nickName : undefined) &&
    optionalText('name' in value ? value.name : undefined) &&
    optionalText('avatarUrl' in value ? value.avatarUrl : undefined)
  );
}

/** GET /api/web/getUserDetails (SPEC §7). Without a token it is Unauthorized (SPEC §8). */
export async function getUserDetails(): Promise<CurrentUser> {
  if (!readToken()) throw missingTokenError();
  const answer = await apiClient.get('/api/web/getUserDetails', { muteToast: true });
  if (answer === null || answer === undefined) return {};
  if (!isCurrentUser(answer)) throw invalidResponseError(answer);
  return answer;
}
