import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from '../../db/columns.ts';

/** SPEC §6 Enterprise: companies whose members buy enterprise-only products (/ez/{enterpriseCode}). */
export const enterprises = pgTable(
  'enterprises',
  {
    id: primaryId(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    name: text('name').notNull(),
    /** Uniform business number (統一編號) used by registerBusinessUser. */
    businessId: varchar('business_id', { length: 16 }),
    email: varchar('email', { length: 254 }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Opaque /ezr/{token} registration link, stored as sha256 like session tokens. */
    registrationTokenHash: varchar('registration_token_hash', { length: 64 }).unique(),
    status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('enterprises_business_id_idx').on(t.businessId)],
);
