import { randomBytes } from 'node:crypto';
import {
  OPERATOR_PASSWORD_MIN,
  OPERATOR_ROLES,
  OPERATOR_SESSION_TTL_SECONDS,
  ROLE_PERMISSIONS,
  type OperatorLoginAnswer,
  type OperatorRole,
  type OperatorView,
} from '@wellfit/contracts/admin';
import { isValidEmail } from '@wellfit/contracts/validation';
import type { Config } from '../../config.ts';
import { withTransaction, type RequestContext, type ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { hashToken } from '../auth/auth.service.ts';
import { checkPassword } from '../auth/login.service.ts';
import { hashPassword } from '../auth/passwords.service.ts';
import {
  findLiveOperatorSession,
  findOperatorByEmail,
  insertOperator,
  insertOperatorSession,
  listAllOperators,
  markOperatorDisabled,
  revokeOperatorSessionByTokenHash,
  type OperatorRow,
} from './operators.queries.ts';

/** An operator proven by a live operator session (requireOperator puts it on the request). */
export interface Operator {
  operatorId: number;
  sessionId: number;
  email: string;
  name: string;
  role: OperatorRole;
}

export function toOperatorView(operator: Pick<OperatorRow, 'id' | 'email' | 'name' | 'role'>): OperatorView {
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    permissions: [...ROLE_PERMISSIONS[operator.role]],
  };
}

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Wrong passwords count per operator under their own key, apart from members' accounts. */
function failureKeyOf(email: string): string {
  return `operator:${email}`;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewOperatorInput {
  email: string;
  name: string;
  role: OperatorRole;
  password: string;
}

/**
 * A new operator (the `npm run operator -- create` command and the demo seed). The password is
 * hashed with the members' argon2id parameters (auth/passwords.service.ts).
 */
export async function createOperator(
  ctx: ServiceContext,
  config: Pick<Config, 'passwordHash'>,
  input: NewOperatorInput,
): Promise<OperatorView> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) throw new AppError('warning_invalid_email', 400);
  const name = input.name.trim();
  if (name.length === 0 || name.length > 64) throw new AppError('warning_required', 400);
  if (!isOperatorRole(input.role)) throw new AppError('operator_forbidden', 400);
  if (input.password.length < OPERATOR_PASSWORD_MIN)
    throw new AppError('operator_password_too_short', 400, { min: OPERATOR_PASSWORD_MIN });
  const passwordHash = await hashPassword(config, input.password);
  const row = await insertOperator(ctx.db, { email, name, role: input.role, passwordHash });
  if (!row) throw new AppError('operator_exists', 409);
  return toOperatorView(row);
}

export interface OperatorListing extends OperatorView {
  disabledAt: Date | null;
  lastSignInAt: Date | null;
}

export async function listOperators(ctx: ServiceContext): Promise<OperatorListing[]> {
  const rows = await listAllOperators(ctx.db);
  return rows.map((row) => ({ ...toOperatorView(row), disabledAt: row.disabledAt, lastSignInAt: row.lastSignInAt }));
}

/** Disables the operator: they can no longer sign in, and their open sessions end now. */
export async function disableOperator(ctx: ServiceContext, email: string): Promise<OperatorListing> {
  const row = await withTransaction(ctx, (tx) => markOperatorDisabled(tx.db, normaliseEmail(email)));
  if (!row) throw new AppError('operator_not_found', 404);
  return { ...toOperatorView(row), disabledAt: row.disabledAt, lastSignInAt: row.lastSignInAt };
}

/**
 * POST /api/admin/auth/login. A wrong e-mail, a wrong password and a disabled operator answer
 * alike; wrong passwords are slowed and capped by the members' rules (login.service.ts).
 */
export async function signInOperator(
  ctx: RequestContext,
  config: Config,
  credentials: { email: string; password: string },
): Promise<OperatorLoginAnswer> {
  const email = normaliseEmail(credentials.email);
  const found = await findOperatorByEmail(ctx.db, email);
  const operator = found && found.disabledAt === null ? found : undefined;
  const matched = await checkPassword(ctx, { config }, failureKeyOf(email), operator, credentials.password);
  if (!matched || !operator) throw new AppError('operator_wrong_credentials', 400);
  const token = randomBytes(32).toString('base64url');
  await insertOperatorSession(ctx.db, {
    operatorId: operator.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + OPERATOR_SESSION_TTL_SECONDS * 1000),
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
  });
  return { token, expiresIn: OPERATOR_SESSION_TTL_SECONDS, operator: toOperatorView(operator) };
}

/** POST /api/admin/auth/logout: ends the session the token names; an unknown token is not an error. */
export async function signOutOperator(ctx: ServiceContext, token: string | undefined): Promise<void> {
  if (token) await revokeOperatorSessionByTokenHash(ctx.db, hashToken(token));
}

/**
 * The operator behind a token. Only operator_sessions are searched, so a member's token (in
 * user_sessions) never names an operator. Not cached: operator calls are few, and a disabled
 * operator must stop at once.
 */
export async function findOperatorByToken(ctx: ServiceContext, token: string): Promise<Operator | null> {
  const row = await findLiveOperatorSession(ctx.db, hashToken(token));
  if (!row) return null;
  return { operatorId: row.operatorId, sessionId: row.sessionId, email: row.email, name: row.name, role: row.role };
}
