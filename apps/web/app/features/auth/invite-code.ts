import { INVITE_CODE_PATTERN, STORAGE_KEYS } from '@wellfit/contracts/constants';
import { storage, type StoredValueGuard } from '~/lib/storage';

/*
 * SPEC §2 /r/{inviteCode}: the page keeps a friend's code, and the logins that can create a
 * member (pcLogin, an external commonLogin) send it. The server records it only when that login
 * creates the member; once a login carrying it succeeds the code is spent either way.
 */

const isInviteCode: StoredValueGuard<string> = (value): value is string =>
  typeof value === 'string' && INVITE_CODE_PATTERN.test(value);

/** Keeps the code of /r/{inviteCode}; a malformed one (edited by hand) is not kept. */
export function rememberInviteCode(code: string): void {
  const trimmed = code.trim();
  if (isInviteCode(trimmed)) storage.set(STORAGE_KEYS.inviteCode, trimmed);
}

/** The kept invite code to send with a sign-up, if any. */
export function pendingInviteCode(): string | undefined {
  return storage.get(STORAGE_KEYS.inviteCode, isInviteCode) ?? undefined;
}

export function forgetInviteCode(): void {
  storage.remove(STORAGE_KEYS.inviteCode);
}

/** Sends a login that can sign a member up with the kept invite code, and spends the code once it succeeds. */
export async function withPendingInviteCode<T>(send: (inviteCode: string | undefined) => Promise<T>): Promise<T> {
  const inviteCode = pendingInviteCode();
  const answer = await send(inviteCode);
  if (inviteCode) forgetInviteCode();
  return answer;
}
