import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';

/** SPEC §3 Recipient: delivery addresses a member keeps for checkout (memberReceiveAddressId). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    countryCode: varchar('country_code', { length: 8 }).notNull().default('886'),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    province: varchar('province', { length: 64 }),
    city: varchar('city', { length: 64 }).notNull(),
    region: varchar('region', { length: 64 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    detailAddress: text('detail_address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: timestampColumn('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_addresses_user_id_idx').on(t.userId)],
);
