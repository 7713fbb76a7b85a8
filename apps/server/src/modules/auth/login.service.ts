import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import {
  RESET_REQUIRED_STATUS,
  type LoginAnswer,
  type passwordRegisteredBody,
  type pcLoginBody,
  type sendEmailCodeBody,
  type sendMobileCodeBody,
} from '@wellfit/contracts/auth';
import { isMaskedEmail, isValidEmail } from '@wellfit/contracts/validation';
import type { Config } from '../../config.ts';
import type { RequestContext, ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  accountKeyOf,
  accountTarget,
  createMember,
  findActiveUserById,
  newMemberValues,
  findUserByAccount,
  setPasswordHash,
  type AccountKey,
  type UserRow,
} from '../accounts/accounts.service.ts';
import type { MessageDelivery } from '../notifications-delivery/message-delivery.service.ts';
import { loginAnswer, newSession, startLogin } from './auth.service.ts';
import { loginByCode } from './code-login.queries.ts';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.service.ts';
import {
  clearPasswordFailures,
  countRecentPasswordFailures,
  recordPasswordFailure,
} from './password-failures.queries.ts';
import {
  codeAttempt,
  emailDestination,
  mobileDestination,
  sendCode,
  verifyCode,
} from './verification-codes.service.ts';

export interface AuthDependencies {
  config: Config;
  delivery: MessageDelivery;
}

/**
 * Wrong-password limits (README "Password login limits"; docs/decisions/password-failure-limits.md),
 * kept in the database (password_failures) so they hold across processes. No rule locks an
 * account for everyone: a stranger's wrong guesses must not keep its owner out.
 * - Per account, from any address: from the 4th failure in 15 minutes each try waits a little
 *   longer (up to 3 s), so guessing from many addresses is slow; the owner still gets in.
 * - Per account from one address: the 10th failure in 15 minutes stops password login to that
 *   account from that address for the rest of the window.
 * - Per address, whatever the accounts: config.passwordFailureHourlyLimitPerIp failures in an
 *   hour stop password login from it (one password tried across many accounts).
 * A right password, a code login or a password reset clears the account's failures.
 */
export const PASSWORD_FAILURE_RULES = {
  windowSeconds: 15 * 60,
  slowAfter: 3,
  delayStepMs: 500,
  maxDelayMs: 3000,
  lockAfterFromOneAddress: 10,
  ipWindowSeconds: 60 * 60,
} as const;

// ── Sending codes ─────────────────────────────────────────────────────────────────────

/** SPEC §7 login/send: a login code by SMS; a first login creates the member, so no existence check. */
export async function sendMobileLoginCode(
  ctx: RequestContext,
  deps: AuthDependencies,
  body: z.output<typeof sendMobileCodeBody>,
): Promise<void> {
  await sendCode(ctx, deps, { destination: mobileDestination(body.phone, body.countryCode), purpose: 'login' });
}

/**
 * SPEC §7 login/sendEmail. checkEmail (or ** in the address, SPEC §5) means the masked address
 * of the signed-in member: the code goes to their real address to prove it (change of e-mail).
 */
export async function sendEmailLoginCode(
  ctx: RequestContext,
  deps: AuthDependencies,
  body: z.output<typeof sendEmailCodeBody>,
): Promise<void> {
  if (body.checkEmail || isMaskedEmail(body.email)) {
    const member = await ctx.requireMember();
    const user = await findActiveUserById(ctx, member.userId);
    if (!user?.email) throw new AppError('warning_no_original_contact', 400);
    await sendCode(ctx, deps, {
      destination: emailDestination(user.email),
      purpose: 'verify_current_email',
      userId: user.id,
    });
    return;
  }
  if (!isValidEmail(body.email)) throw new AppError('warning_invalid_email', 400);
  await sendCode(ctx, deps, { destination: emailDestination(body.email), purpose: 'login' });
}

function destinationOf(key: AccountKey) {
  return key.kind === 'email' ? emailDestination(key.email) : mobileDestination(key.phone, key.countryCode);
}

/** SPEC §7 sendVerifyCode: a code for registration (passwordRegistered) or reset (checkForgetCode). */
export async function sendAccountCode(ctx: RequestContext, deps: AuthDependencies, username: string): Promise<void> {
  await sendCode(ctx, deps, { destination: destinationOf(accountKeyOf(username)), purpose: 'register' });
}

// ── Logging in ────────────────────────────────────────────────────────────────────────

/** The active member with this mobile or e-mail, created (SPEC §4 newUser 1) when there is none. */
async function findOrCreateMember(
  ctx: ServiceContext,
  key: AccountKey,
  extra: { inviteCode?: string; passwordHash?: string } = {},
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByAccount(ctx, key);
  if (existing) {
    if (existing.status !== 'active') throw new AppError('warning_user_not_found', 400);
    return { user: existing, created: false };
  }
  const created = await createMember(ctx, { account: key, ...extra });
  if (created) return { user: created, created: true };
  // Taken by a concurrent sign-up of the same account between the lookup and the insert.
  const winner = await findUserByAccount(ctx, key);
  if (!winner || winner.status !== 'active') throw new AppError('warning_user_not_found', 400);
  return { user: winner, created: false };
}

/**
 * SPEC §7 pcLogin: loginType 2 mobile code, 7 e-mail code; the first login signs the member
 * up. One statement (code-login.queries.ts) checks the code, finds or creates the member and
 * starts the session.
 */
export async function codeLogin(
  ctx: RequestContext,
  deps: AuthDependencies,
  body: z.output<typeof pcLoginBody>,
): Promise<LoginAnswer> {
  const key: AccountKey =
    body.loginType === 2
      ? { kind: 'mobile', countryCode: body.countryCode, phone: body.data.phone }
      : { kind: 'email', email: body.data.email.toLowerCase() };
  const ttlSeconds = deps.config.tokenTtlSeconds;
  const { token, row: session } = newSession(ctx, ttlSeconds);
  const outcome = await loginByCode(ctx.db, {
    attempt: codeAttempt(deps, { target: accountTarget(key), purpose: 'login', code: body.data.code }),
    newMember: newMemberValues(ctx, { account: key }),
    inviteCode: body.inviteCode,
    session,
  });
  if (!outcome.matched) throw new AppError('warning_invalid_code', 400);
  if (!outcome.user) throw new AppError('warning_user_not_found', 400);
  // The code proved the account is theirs: strangers' wrong passwords no longer slow its owner.
  await clearPasswordFailures(ctx.db, accountTarget(key));
  return loginAnswer(outcome.user, token, ttlSeconds);
}

/** Refuses an address locked for the account or for all, and slows a guessed account, before any hashing is spent. */
async function throttlePasswordTries(
  ctx: RequestContext,
  config: Pick<Config, 'passwordFailureHourlyLimitPerIp'>,
  failureKey: string,
): Promise<void> {
  const failures = await countRecentPasswordFailures(ctx.db, {
    account: failureKey,
    accountWindowSeconds: PASSWORD_FAILURE_RULES.windowSeconds,
    ipAddress: ctx.ipAddress,
    ipWindowSeconds: PASSWORD_FAILURE_RULES.ipWindowSeconds,
    ipLimit: config.passwordFailureHourlyLimitPerIp,
  });
  if (
    failures.accountFromIp >= PASSWORD_FAILURE_RULES.lockAfterFromOneAddress ||
    failures.ip >= config.passwordFailureHourlyLimitPerIp
  ) {
    throw new AppError('warning_too_many_password_failures', 429);
  }
  if (failures.account >= PASSWORD_FAILURE_RULES.slowAfter) {
    const steps = failures.account - PASSWORD_FAILURE_RULES.slowAfter + 1;
    await sleep(Math.min(steps * PASSWORD_FAILURE_RULES.delayStepMs, PASSWORD_FAILURE_RULES.maxDelayMs));
  }
}

/**
 * Checks a password against an account (a member, or an operator: the same limits apply to
 * staff sign-in under its own failure key), counting failures; answers whether it matched.
 */
export async function checkPassword(
  ctx: RequestContext,
  deps: Pick<AuthDependencies, 'config'>,
  failureKey: string,
  user: Pick<UserRow, 'passwordHash'> | undefined,
  password: string,
): Promise<boolean> {
  await throttlePasswordTries(ctx, deps.config, failureKey);
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyDecoy(deps.config, password);
  if (matches) {
    await clearPasswordFailures(ctx.db, failureKey);
    return true;
  }
  await recordPasswordFailure(ctx.db, failureKey, ctx.ipAddress);
  return false;
}

/**
 * SPEC §7 commonLogin loginType 1. A wrong account and a wrong password answer alike. An
 * account flagged for reset answers 405 require_action_reset_password, but only once the
 * password was right (otherwise the flag would tell strangers the account exists).
 */
export async function passwordLogin(
  ctx: RequestContext,
  deps: AuthDependencies,
  credentials: { username: string; password: string },
): Promise<LoginAnswer> {
  const key = accountKeyOf(credentials.username);
  const found = await findUserByAccount(ctx, key);
  const user = found?.status === 'active' ? found : undefined;
  if (!(await checkPassword(ctx, deps, accountTarget(key), user, credentials.password)) || !user) {
    throw new AppError('warning_wrong_password', 400);
  }
  if (user.passwordResetRequired) throw new AppError('require_action_reset_password', RESET_REQUIRED_STATUS);
  return startLogin(ctx, user, deps.config.tokenTtlSeconds);
}

/**
 * SPEC §7 passwordRegistered: with a code from sendVerifyCode, signs up with a password (or
 * gives a code-only member their first password) and logs in.
 */
export async function registerWithPassword(
  ctx: RequestContext,
  deps: AuthDependencies,
  body: z.output<typeof passwordRegisteredBody>,
): Promise<LoginAnswer> {
  const key = accountKeyOf(body.username);
  await verifyCode(ctx, deps, { target: accountTarget(key), purpose: 'register', code: body.code });
  const passwordHash = await hashPassword(deps.config, body.password);
  const { user, created } = await findOrCreateMember(ctx, key, { inviteCode: body.inviteCode, passwordHash });
  if (!created) {
    // The code proved the account is theirs: the password replaces any earlier one.
    await setPasswordHash(ctx, user.id, passwordHash);
    await clearPasswordFailures(ctx.db, accountTarget(key));
  }
  return startLogin(ctx, { ...user, passwordHash, passwordResetRequired: false }, deps.config.tokenTtlSeconds);
}

/** SPEC §7 checkUserExist: whether an active member has this mobile or e-mail. */
export async function userExists(ctx: ServiceContext, username: string): Promise<boolean> {
  const user = await findUserByAccount(ctx, accountKeyOf(username));
  return user?.status === 'active';
}
