import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';

/** SPEC §3 Sports-programme authorisation (auth code, ID last four digits, payment id). */
export const usportAuthorisations = pgTable(
  'usport_authorisations',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SPEC §9 programme ids: sports 100000000000, points 100000000001, voucher 100000000002. */
    programmeId: idColumn('programme_id').notNull(),
    authCode: varchar('auth_code', { length: 64 }).notNull(),
    idLastFour: varchar('id_last_four', { length: 4 }).notNull(),
    paymentId: varchar('payment_id', { length: 64 }),
    status: varchar('status', { length: 16, enum: ['pending', 'verified', 'failed', 'revoked'] })
      .notNull()
      .default('pending'),
    verifiedAt: timestampColumn('verified_at'),
    expiresAt: timestampColumn('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('usport_authorisations_user_id_idx').on(t.userId)],
);
