import { index, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn } from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';

/**
 * One row per issued token. Only sha256(token) is stored, so a leaked table cannot be replayed;
 * a session ends when revoked_at is set or expires_at passes.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    deviceId: varchar('device_id', { length: 128 }),
    platform: varchar('platform', { length: 8 }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
    lastUsedAt: timestampColumn('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_sessions_user_id_idx').on(t.userId)],
);

export const OAUTH_PROVIDERS = [
  'google',
  'apple',
  'facebook',
  'device_maker',
  'search_engine',
  'social_network',
] as const;

/** External sign-ins linked to a member (SPEC §7 commonLogin types 2-4, getGoogleUrl …). */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: primaryId(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 24, enum: OAUTH_PROVIDERS }).notNull(),
    providerAccountId: varchar('provider_account_id', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('oauth_accounts_provider_account_unique').on(t.provider, t.providerAccountId),
    index('oauth_accounts_user_id_idx').on(t.userId),
  ],
);

export const VERIFICATION_PURPOSES = [
  'login',
  'register',
  'reset_password',
  'verify_current_mobile',
  'bind_mobile',
  'verify_current_email',
  'bind_email',
] as const;

/**
 * One-time codes sent by SMS or email (SPEC §5: valid 5 minutes). Only a hash of the code is
 * kept; attempts bounds guessing. grant_hash holds the reset token handed out after a reset
 * code is verified (forgetPassword uuid).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: primaryId(),
    /** 886912345678 for mobiles, the lower-cased address for email. */
    target: varchar('target', { length: 254 }).notNull(),
    channel: varchar('channel', { length: 8, enum: ['sms', 'email'] }).notNull(),
    purpose: varchar('purpose', { length: 32, enum: VERIFICATION_PURPOSES }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestampColumn('consumed_at'),
    grantHash: varchar('grant_hash', { length: 64 }),
    /** The grant (reset token, proof of the original contact) works until then, once. */
    grantExpiresAt: timestampColumn('grant_expires_at'),
    /** The member a change-of-contact code was sent for; null for login, registration and reset codes. */
    userId: idColumn('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt),
    // The per-IP hourly cap counts by these.
    index('verification_codes_ip_idx').on(t.ipAddress, t.createdAt),
    index('verification_codes_grant_idx').on(t.grantHash),
  ],
);

/**
 * Wrong passwords, one row each, so the slow-down and caps (per account and per client IP) hold
 * across server processes. The account is the normalised username (886912345678 or the
 * lower-cased address), whether or not a member has it.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    id: primaryId(),
    account: varchar('account', { length: 254 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_failures_account_idx').on(t.account, t.createdAt),
    // The per-IP hourly cap counts by these.
    index('password_failures_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

/**
 * An external sign-in in progress (getGoogleUrl … until commonLogin): the state handed to the
 * provider, with the PKCE verifier and nonce it must come back with. Single use, short-lived.
 */
export const oauthStates = pgTable('oauth_states', {
  id: primaryId(),
  stateHash: varchar('state_hash', { length: 64 }).notNull().unique(),
  provider: varchar('provider', { length: 24, enum: OAUTH_PROVIDERS }).notNull(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  nonce: varchar('nonce', { length: 128 }).notNull(),
  expiresAt: timestampColumn('expires_at').notNull(),
  consumedAt: timestampColumn('consumed_at'),
  createdAt: createdAt(),
});
