import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { USER_GOALS, USER_REGIONS } from '@wellfit/contracts/user';
import { enterprises } from '../enterprises/enterprises.tables.ts';

export const HEALTH_STATEMENT_STATES = ['accepted', 'declined'] as const;

/** SPEC §3 User. Answers map created_at/updated_at to the audit fields createTime/updateTime. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    name: text('name'),
    nickName: text('nick_name'),
    /** Stored without the leading 0 (SPEC §5); full number = country code + phone. */
    phone: varchar('phone', { length: 20 }),
    countryCode: varchar('country_code', { length: 8 }).notNull().default('886'),
    /** Stored lower-cased so the unique index matches how people type it. */
    email: varchar('email', { length: 254 }),
    type: smallint('type').notNull().default(1),
    avatarUrl: text('avatar_url'),
    /** 1 biological male, 2 biological female. */
    gender: smallint('gender'),
    country: varchar('country', { length: 64 }),
    city: varchar('city', { length: 64 }),
    region: varchar('region', { length: 8, enum: USER_REGIONS }),
    birthday: date('birthday', { mode: 'string' }),
    /** Given in the plan setup wizard when no birthday is known. */
    age: smallint('age'),
    /** Centimetres. */
    height: smallint('height'),
    /** SPEC §3: ten times the displayed kilograms (65.5 kg is 655). */
    weight: integer('weight'),
    calorieGoal: integer('calorie_goal'),
    goal: varchar('goal', { length: 16, enum: USER_GOALS }),
    vip: smallint('vip').notNull().default(0),
    vipStartDate: timestampColumn('vip_start_date'),
    vipEndDate: timestampColumn('vip_end_date'),
    newUser: smallint('new_user').notNull().default(1),
    guidance: smallint('guidance').notNull().default(1),
    platForm: varchar('plat_form', { length: 8 }),
    appVersion: varchar('app_version', { length: 32 }).notNull().default('0.0.0'),
    needDecrypt: smallint('need_decrypt').notNull().default(0),
    language: varchar('language', { length: 16 }),
    locale: varchar('locale', { length: 8 }).notNull().default('zhTW'),
    /** argon2id; null for members who only ever signed in by code or an external provider. */
    passwordHash: text('password_hash'),
    /** Set when an administrator requires a reset (login answers 405, SPEC §8). */
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    enterpriseId: idColumn('enterprise_id').references(() => enterprises.id, { onDelete: 'set null' }),
    /** The member's own invite code for /r/{inviteCode}. */
    inviteCode: varchar('invite_code', { length: 32 }).unique(),
    invitedByUserId: idColumn('invited_by_user_id'),
    healthStatement: varchar('health_statement', { length: 16, enum: HEALTH_STATEMENT_STATES }),
    healthStatementAt: timestampColumn('health_statement_at'),
    status: varchar('status', { length: 16, enum: ['active', 'disabled', 'deleted'] })
      .notNull()
      .default('active'),
    lastLoginAt: timestampColumn('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_unique')
      .on(t.countryCode, t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('users_email_unique')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    index('users_enterprise_id_idx').on(t.enterpriseId),
  ],
);
