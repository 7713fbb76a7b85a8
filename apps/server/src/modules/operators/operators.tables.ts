import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';

/**
 * The shop's staff (issue 35): apart from members, with their own sign-in and sessions, so a
 * member's token never opens an operator route. A role decides what an operator may do
 * (docs/decisions/operators.md).
 */
export const OPERATOR_ROLES = ['admin', 'customer_service', 'warehouse'] as const;

export const operators = pgTable('operators', {
  id: primaryId(),
  /** Signs in with it; kept lower case. */
  email: varchar('email', { length: 254 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  role: varchar('role', { length: 24, enum: OPERATOR_ROLES }).notNull(),
  /** argon2id. */
  passwordHash: text('password_hash').notNull(),
  /** A disabled operator cannot sign in and their sessions stop working. */
  disabledAt: timestampColumn('disabled_at'),
  lastSignInAt: timestampColumn('last_sign_in_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per operator token; only sha256(token) is stored, as for members' sessions. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: primaryId(),
    operatorId: idColumn('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
    lastUsedAt: timestampColumn('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('operator_sessions_operator_id_idx').on(t.operatorId)],
);
