import { createHash, randomBytes } from 'node:crypto';
import type { LoginAnswer } from '@wellfit/contracts/auth';
import type { RefreshTokenAnswer } from '@wellfit/contracts/auth-session';
import { withTransaction, type Member, type RequestContext, type ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { toUserDetails, type UserRow } from '../accounts/accounts.service.ts';
import {
  findLiveSession,
  insertLoginSession,
  insertSession,
  revokeSession,
  type NewSession,
  revokeSessionByTokenHash,
  revokeUserSessions,
} from './auth.queries.ts';
import { findCachedSession, forgetCachedMemberSessions, forgetCachedSession } from './session-cache.ts';

/** Where a session was started from; taken from the request context when there is one. */
export type SessionOrigin = Partial<Pick<RequestContext, 'deviceId' | 'platform' | 'ipAddress' | 'userAgent'>>;

export interface IssuedSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/** Tokens are 256 random bits; only their sha256 is stored (a database leak yields no usable token). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a new session stores (its member aside); its token is handed to the client, only its hash kept. */
export function newSession(ctx: SessionOrigin, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  const row = {
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    deviceId: ctx.deviceId,
    platform: ctx.platform,
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
  } satisfies Omit<NewSession, 'userId'>;
  return { token, row };
}

/** SPEC §7 login answers: the §3 user with userToken and expires_in. */
export function loginAnswer(user: UserRow, token: string, ttlSeconds: number): LoginAnswer {
  return { ...toUserDetails(user), userToken: token, expires_in: ttlSeconds };
}

/** Starts a session for the member and answers the token to hand to the client (refresh, registration, tests). */
export async function issueSession(
  ctx: ServiceContext & SessionOrigin,
  userId: number,
  ttlSeconds: number,
): Promise<IssuedSession> {
  const { token, row } = newSession(ctx, ttlSeconds);
  const session = await insertSession(ctx.db, { ...row, userId });
  return { token, sessionId: session.id, expiresAt: session.expiresAt };
}

/** The member behind a token: a live (not revoked, not expired) session of an active account. */
export async function findMemberByToken(ctx: ServiceContext, token: string): Promise<Member | null> {
  const tokenHash = hashToken(token);
  const session = await findCachedSession(ctx.db, tokenHash, () => findLiveSession(ctx.db, tokenHash));
  if (!session) return null;
  return { userId: session.userId, sessionId: session.id, sessionExpiresAt: session.expiresAt };
}

/** SPEC §7 refreshToken: a new token replaces the current one, which stops working. */
export async function refreshSession(
  ctx: ServiceContext & SessionOrigin,
  member: Member,
  ttlSeconds: number,
): Promise<RefreshTokenAnswer> {
  const answer = await withTransaction(ctx, async (tx) => {
    if (!(await revokeSession(tx.db, member.sessionId))) throw new AppError('unauthorized', 401);
    const issued = await issueSession(tx, member.userId, ttlSeconds);
    return { token: issued.token, expires_in: ttlSeconds };
  });
  // The member's other devices are looked up again once: refreshing is rare, and Member has no token.
  forgetCachedMemberSessions(ctx.db, member.userId);
  return answer;
}

/** SPEC §4 Logout: ends the session if the token still names one; an unknown token is not an error. */
export async function endSession(ctx: ServiceContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  await revokeSessionByTokenHash(ctx.db, tokenHash);
  forgetCachedSession(ctx.db, tokenHash);
}

/** Every login ends here: a new session, and the §3 user with userToken and expires_in. */
export async function startLogin(
  ctx: ServiceContext & SessionOrigin,
  user: UserRow,
  ttlSeconds: number,
): Promise<LoginAnswer> {
  const { token, row } = newSession(ctx, ttlSeconds);
  await insertLoginSession(ctx.db, { ...row, userId: user.id });
  return loginAnswer(user, token, ttlSeconds);
}

/** A changed password ends the member's sessions; the one that changed it may stay. */
export async function endOtherSessions(ctx: ServiceContext, userId: number, keepSessionId?: number): Promise<void> {
  await revokeUserSessions(ctx.db, userId, keepSessionId);
  // The kept session is looked up again on its next call: one statement, once.
  forgetCachedMemberSessions(ctx.db, userId);
}
