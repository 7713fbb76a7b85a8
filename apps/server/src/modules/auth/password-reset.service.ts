import type { CheckForgetCodeAnswer } from '@wellfit/contracts/auth';
import type { Member, RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  accountKeyOf,
  accountTarget,
  findActiveUserById,
  findUserByAccount,
  setPasswordHash,
} from '../accounts/accounts.service.ts';
import { endOtherSessions } from './auth.service.ts';
import { checkPassword, type AuthDependencies } from './login.service.ts';
import { hashPassword } from './passwords.service.ts';
import { clearPasswordFailures } from './password-failures.queries.ts';
import { redeemGrant, verifyCodeForGrant, type CodeCheckingDependencies } from './verification-codes.service.ts';

async function requireActiveMemberByUsername(ctx: RequestContext, username: string) {
  const user = await findUserByAccount(ctx, accountKeyOf(username));
  if (!user || user.status !== 'active') throw new AppError('warning_user_not_found', 400);
  return user;
}

/** SPEC §7 checkForgetCode: the code from sendVerifyCode, exchanged for a single-use reset token (10 minutes). */
export async function checkForgetCode(
  ctx: RequestContext,
  deps: CodeCheckingDependencies,
  input: { username: string; code: string },
): Promise<CheckForgetCodeAnswer> {
  await requireActiveMemberByUsername(ctx, input.username);
  const uuid = await verifyCodeForGrant(ctx, deps, {
    target: accountTarget(accountKeyOf(input.username)),
    purpose: 'register',
    code: input.code,
  });
  return { uuid };
}

/**
 * SPEC §7 forgetPassword: sets the password with the reset token; every session of the member
 * ends, except the one that asked when it is the member's own: /member/settings uses the same
 * code calls for a member who has no password yet (signed up by code), who stays signed in there.
 */
export async function forgetPassword(
  ctx: RequestContext,
  deps: Pick<AuthDependencies, 'config'>,
  input: { username: string; newPassword: string; uuid: string },
): Promise<void> {
  const user = await requireActiveMemberByUsername(ctx, input.username);
  const target = accountTarget(accountKeyOf(input.username));
  await redeemGrant(ctx, { grant: input.uuid, purpose: 'register', target });
  await setPasswordHash(ctx, user.id, await hashPassword(deps.config, input.newPassword));
  const caller = await ctx.member();
  await endOtherSessions(ctx, user.id, caller?.userId === user.id ? caller.sessionId : undefined);
  await clearPasswordFailures(ctx.db, target);
}

/** SPEC §7 resetPassword (signed in): the old password proves it; the member's other sessions end. */
export async function changePassword(
  ctx: RequestContext,
  deps: Pick<AuthDependencies, 'config'>,
  member: Member,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await findActiveUserById(ctx, member.userId);
  if (!user) throw new AppError('unauthorized', 401);
  if (!(await checkPassword(ctx, deps, `user:${user.id}`, user, input.oldPassword))) {
    throw new AppError('warning_wrong_old_password', 400);
  }
  await setPasswordHash(ctx, user.id, await hashPassword(deps.config, input.newPassword));
  await endOtherSessions(ctx, user.id, member.sessionId);
}
