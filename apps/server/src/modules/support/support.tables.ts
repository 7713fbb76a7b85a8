import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { FaqCategory } from '@wellfit/contracts/support';
import { createdAt, idColumn, localisedText, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { localisedSearchText, searchColumns } from '../../db/search-columns.ts';

export const faqs = pgTable(
  'faqs',
  {
    id: primaryId(),
    category: varchar('category', { length: 32 }).$type<FaqCategory>().notNull(),
    question: localisedText('question').notNull(),
    answer: localisedText('answer').notNull(),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Chinese keywords of one or two characters find answers through the bigram index (search-bigram-index.md).
    ...searchColumns(localisedSearchText('question', 'answer')),
  },
  (t) => [
    index('faqs_category_idx').on(t.category, t.sort),
    index('faqs_search_tokens_idx').using('gin', t.searchTokens),
  ],
);

/** SPEC §3 Contact message. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    /** WF20261127-7K3QX (contracts TICKET_NUMBER_PATTERN), told to the sender and quoted to the staff. */
    ticketNumber: varchar('ticket_number', { length: 16 }).notNull().unique(),
    userId: idColumn('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }),
    region: varchar('region', { length: 64 }),
    zipCode: varchar('zip_code', { length: 10 }),
    messageType: varchar('message_type', { length: 32 }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 16, enum: ['new', 'in_progress', 'closed'] })
      .notNull()
      .default('new'),
    ipAddress: varchar('ip_address', { length: 64 }),
    /** The language the sender wrote in, for the staff's reply. */
    locale: varchar('locale', { length: 8 }).notNull().default('zhTW'),
    /** The solved challenge's signature: unique, so one proof-of-work sends one message. */
    verificationSignature: varchar('verification_signature', { length: 128 }).notNull().unique(),
    createdAt: createdAt(),
  },
  // The hourly limits count a sender's recent messages (support.service.ts CONTACT_LIMITS).
  (t) => [
    index('contact_messages_ip_address_idx').on(t.ipAddress, t.createdAt),
    index('contact_messages_user_id_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Uploaded files (SPEC §5: contact attachments 2 × 5 MB; avatars). The bytes live under
 * DATA_DIR/uploads/{storage_key}; owner is polymorphic like favourites.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: primaryId(),
    userId: idColumn('user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerType: varchar('owner_type', { length: 24, enum: ['contact_message', 'return_request', 'avatar'] }),
    ownerId: idColumn('owner_id'),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name'),
    mimeType: varchar('mime_type', { length: 64 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_owner_idx').on(t.ownerType, t.ownerId)],
);

/**
 * Contact-form challenges handed out per address in the current 10-minute window: counted in
 * the database, not in a process, so the limit holds whichever node takes each request
 * (docs/decisions/shared-rate-limits.md). One row per address, reset when its window is over.
 */
export const contactChallengeWindows = pgTable('contact_challenge_windows', {
  ipAddress: varchar('ip_address', { length: 64 }).primaryKey(),
  windowStartedAt: timestampColumn('window_started_at').notNull().defaultNow(),
  issued: integer('issued').notNull(),
});
