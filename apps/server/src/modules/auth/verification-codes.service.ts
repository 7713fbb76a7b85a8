import { createHash, createHmac, randomInt, randomUUID } from 'node:crypto';
import { COUNTRY_CODE, VERIFICATION_CODE_VALIDITY_MS, RESEND_COUNTDOWN_SECONDS } from '@wellfit/contracts/constants';
import { serverText } from '../../server-texts.ts';
import type { RequestContext, ServiceContext } from '../../context.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { MessageDelivery } from '../notifications-delivery/message-delivery.service.ts';
import {
  consumeGrant,
  hasLiveGrant,
  insertCodeWithinLimits,
  tryCode,
  type CodeAttempt,
  type CodeChannel,
  type CodePurpose,
} from './verification-codes.queries.ts';

export type { CodePurpose } from './verification-codes.queries.ts';

/** Issue 3 rules for one-time codes; the hourly caps come from the config. */
export const CODE_RULES = {
  digits: 6,
  /** SPEC §5, §9: a code is valid for 5 minutes after it is sent. */
  validitySeconds: VERIFICATION_CODE_VALIDITY_MS / 1000,
  /** SPEC §9: the dialog's countdown; the server enforces it per account. */
  resendSeconds: RESEND_COUNTDOWN_SECONDS,
  /** Tries per code, right or wrong; the sixth finds the code dead. */
  maxAttempts: 5,
  /** How long a reset token or a proof of the original contact works after its code was verified. */
  grantSeconds: 10 * 60,
} as const;

export interface CodeDestination {
  channel: CodeChannel;
  /** 886912345678 for a mobile, the lower-cased address for e-mail. */
  target: string;
}

/** What checking a code needs: the key its hash is made with. */
export interface CodeCheckingDependencies {
  config: Pick<Config, 'codeHashSecret'>;
}

export interface CodeSendingDependencies {
  config: Pick<Config, 'codeHourlyLimitPerAccount' | 'codeHourlyLimitPerIp' | 'codeHashSecret'>;
  delivery: MessageDelivery;
}

export function mobileDestination(phone: string, countryCode: string = COUNTRY_CODE): CodeDestination {
  return { channel: 'sms', target: `${countryCode}${phone}` };
}

export function emailDestination(email: string): CodeDestination {
  return { channel: 'email', target: email.trim().toLowerCase() };
}

/**
 * HMAC-SHA256 keyed with config.codeHashSecret, over the code bound to its target and purpose.
 * A cheap keyed hash, not argon2: a code has a million values and lives 5 minutes behind 5
 * tries and hourly caps, so what protects it is the key kept outside the database (a leaked
 * table cannot be brute-forced without it), while a memory-hard hash would cost ~100 ms of
 * CPU per send and per try and sink the 200 logins/s budget.
 */
function hashCode(secret: string, destination: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${destination}:${code}`).digest('hex');
}

export function hashGrant(grant: string): string {
  return createHash('sha256').update(`grant:${grant}`).digest('hex');
}

/**
 * Sends a fresh 6-digit code (CSPRNG) to the destination. Refused with 429 when the account
 * had a code less than 60 s ago or reached its hourly cap, or the caller's IP reached its
 * hourly cap; the check and the insert are one statement under database locks, so they hold across processes.
 */
export async function sendCode(
  ctx: RequestContext,
  deps: CodeSendingDependencies,
  input: { destination: CodeDestination; purpose: CodePurpose; userId?: number },
): Promise<void> {
  const { destination, purpose } = input;
  const code = String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
  const outcome = await insertCodeWithinLimits(
    ctx.db,
    {
      target: destination.target,
      channel: destination.channel,
      purpose,
      codeHash: hashCode(deps.config.codeHashSecret, destination.target, purpose, code),
      validitySeconds: CODE_RULES.validitySeconds,
      userId: input.userId,
      ipAddress: ctx.ipAddress,
    },
    {
      resendSeconds: CODE_RULES.resendSeconds,
      targetHourlyLimit: deps.config.codeHourlyLimitPerAccount,
      ipHourlyLimit: deps.config.codeHourlyLimitPerIp,
    },
  );
  if (!outcome.sent) {
    const since = outcome.secondsSinceLast;
    if (since !== undefined && since < CODE_RULES.resendSeconds) {
      throw new AppError('warning_code_resend_wait', 429, {
        seconds: Math.max(1, Math.ceil(CODE_RULES.resendSeconds - since)),
      });
    }
    throw new AppError('warning_code_limit_reached', 429);
  }
  const minutes = CODE_RULES.validitySeconds / 60;
  const channel = destination.channel === 'sms' ? deps.delivery.sms : deps.delivery.email;
  await channel.send({
    to: destination.target,
    subject: serverText('code_message_subject', ctx.locale),
    text: serverText('code_message_text', ctx.locale, { code, minutes }),
    code,
  });
}

/** One try at a code as the database compares it: the typed code's hash, bound to its target and purpose. */
export function codeAttempt(
  deps: CodeCheckingDependencies,
  input: { target: string; purpose: CodePurpose; code: string },
): CodeAttempt {
  return {
    target: input.target,
    purpose: input.purpose,
    codeHash: hashCode(deps.config.codeHashSecret, input.target, input.purpose, input.code.trim()),
    maxAttempts: CODE_RULES.maxAttempts,
  };
}

/**
 * Uses the target's live code if `code` matches: single use, 5 minutes, 5 tries. Anything
 * else is warning_invalid_code, whatever the reason, so answers reveal nothing more.
 */
export async function verifyCode(
  ctx: ServiceContext,
  deps: CodeCheckingDependencies,
  input: { target: string; purpose: CodePurpose; code: string; userId?: number; grant?: boolean },
): Promise<{ grant?: string }> {
  const grant = input.grant ? randomUUID() : undefined;
  const matched = await tryCode(ctx.db, {
    ...codeAttempt(deps, input),
    userId: input.userId,
    grant: grant ? { grantHash: hashGrant(grant), grantSeconds: CODE_RULES.grantSeconds } : undefined,
  });
  if (!matched) throw new AppError('warning_invalid_code', 400);
  return { grant };
}

/** Verifies the code and answers a single-use token (the reset uuid, the proof of the original contact). */
export async function verifyCodeForGrant(
  ctx: ServiceContext,
  deps: CodeCheckingDependencies,
  input: { target: string; purpose: CodePurpose; code: string; userId?: number },
): Promise<string> {
  const { grant } = await verifyCode(ctx, deps, { ...input, grant: true });
  if (!grant) throw new Error('verifyCode answered no grant');
  return grant;
}

/** Uses up a token from verifyCodeForGrant; an unknown, used or expired one is warning_reset_expired. */
export async function redeemGrant(
  ctx: ServiceContext,
  input: { grant: string; purpose: CodePurpose; target?: string; userId?: number },
): Promise<void> {
  const redeemed = await consumeGrant(ctx.db, {
    grantHash: hashGrant(input.grant),
    purpose: input.purpose,
    target: input.target,
    userId: input.userId,
  });
  if (!redeemed) throw new AppError('warning_reset_expired', 400);
}

export async function requireLiveGrant(
  ctx: ServiceContext,
  input: { grant: string; purpose: CodePurpose; userId: number },
): Promise<void> {
  if (
    !(await hasLiveGrant(ctx.db, { grantHash: hashGrant(input.grant), purpose: input.purpose, userId: input.userId }))
  ) {
    throw new AppError('warning_reset_expired', 400);
  }
}
