import type { ContactKind } from '@wellfit/contracts/account';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { UserDetails } from '@wellfit/contracts/user';
import {
  emailDestination,
  mobileDestination,
  redeemGrant,
  requireLiveGrant,
  sendCode,
  verifyCode,
  verifyCodeForGrant,
  type CodeDestination,
  type CodePurpose,
  type CodeCheckingDependencies,
  type CodeSendingDependencies,
} from '../auth/verification-codes.service.ts';
import {
  accountTarget,
  changeAccount,
  findActiveUserById,
  findUserByAccount,
  type AccountKey,
  type UserRow,
} from './accounts.service.ts';

/*
 * SPEC §4 "Mobile or email change: two steps, verify the original, then bind the new one".
 * Step 1 proves the member still holds the current mobile (or e-mail) and answers a uuid; step
 * 2 sends a code to the new one and binds it with that code and the uuid. A member without a
 * current one has nothing to prove and starts at step 2.
 */

const PURPOSES: Record<ContactKind, { original: CodePurpose; bind: CodePurpose }> = {
  mobile: { original: 'verify_current_mobile', bind: 'bind_mobile' },
  email: { original: 'verify_current_email', bind: 'bind_email' },
};

function currentDestination(user: UserRow, kind: ContactKind): CodeDestination | undefined {
  if (kind === 'email') return user.email ? emailDestination(user.email) : undefined;
  return user.phone ? mobileDestination(user.phone, user.countryCode) : undefined;
}

async function requireUser(ctx: RequestContext): Promise<UserRow> {
  const member = await ctx.requireMember();
  const user = await findActiveUserById(ctx, member.userId);
  if (!user) throw new AppError('unauthorized', 401);
  return user;
}

export async function sendOriginalCode(
  ctx: RequestContext,
  deps: CodeSendingDependencies,
  kind: ContactKind,
): Promise<void> {
  const user = await requireUser(ctx);
  const destination = currentDestination(user, kind);
  if (!destination) throw new AppError('warning_no_original_contact', 400);
  await sendCode(ctx, deps, { destination, purpose: PURPOSES[kind].original, userId: user.id });
}

export async function checkOriginalCode(
  ctx: RequestContext,
  deps: CodeCheckingDependencies,
  kind: ContactKind,
  code: string,
): Promise<{ uuid: string }> {
  const user = await requireUser(ctx);
  const destination = currentDestination(user, kind);
  if (!destination) throw new AppError('warning_no_original_contact', 400);
  const uuid = await verifyCodeForGrant(ctx, deps, {
    target: destination.target,
    purpose: PURPOSES[kind].original,
    code,
    userId: user.id,
  });
  return { uuid };
}

/** Step 1 must be done, unless there is no original to prove. */
async function requireOriginalProven(ctx: RequestContext, user: UserRow, kind: ContactKind, uuid: string | undefined) {
  if (!currentDestination(user, kind)) return;
  if (!uuid) throw new AppError('warning_reset_expired', 400);
  await requireLiveGrant(ctx, { grant: uuid, purpose: PURPOSES[kind].original, userId: user.id });
}

export async function sendNewContactCode(
  ctx: RequestContext,
  deps: CodeSendingDependencies,
  kind: ContactKind,
  input: { uuid?: string; next: AccountKey },
): Promise<void> {
  const user = await requireUser(ctx);
  await requireOriginalProven(ctx, user, kind, input.uuid);
  const owner = await findUserByAccount(ctx, input.next);
  if (owner && owner.id !== user.id) throw new AppError('warning_account_exists', 400);
  const destination =
    input.next.kind === 'email'
      ? emailDestination(input.next.email)
      : mobileDestination(input.next.phone, input.next.countryCode);
  await sendCode(ctx, deps, { destination, purpose: PURPOSES[kind].bind, userId: user.id });
}

export async function bindNewContact(
  ctx: RequestContext,
  deps: CodeCheckingDependencies,
  kind: ContactKind,
  input: { uuid?: string; next: AccountKey; code: string },
): Promise<UserDetails> {
  const user = await requireUser(ctx);
  await requireOriginalProven(ctx, user, kind, input.uuid);
  await verifyCode(ctx, deps, {
    target: accountTarget(input.next),
    purpose: PURPOSES[kind].bind,
    code: input.code,
    userId: user.id,
  });
  if (input.uuid && currentDestination(user, kind)) {
    await redeemGrant(ctx, { grant: input.uuid, purpose: PURPOSES[kind].original, userId: user.id });
  }
  return changeAccount(ctx, user.id, input.next);
}
