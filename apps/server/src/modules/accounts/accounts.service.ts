import { randomBytes, randomInt } from 'node:crypto';
import { PLACEHOLDER_NICKNAME_PATTERN, type updateUserInfoBody } from '@wellfit/contracts/account';
import type { z } from 'zod';
import { COUNTRY_CODE } from '@wellfit/contracts/constants';
import type { UserDetails } from '@wellfit/contracts/user';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserIdByInviteCode,
  findUserStatus,
  insertUserUnlessTaken,
  updateUser,
  type NewUser,
  type UserChanges,
  type UserRow,
} from './accounts.queries.ts';

export type { NewUser, UserRow } from './accounts.queries.ts';
export { userFromRawRow } from './accounts.queries.ts';
export type { FileStorage } from '../../storage/file-storage.ts';

function birthdayOf(value: string | null): UserDetails['birthday'] {
  if (!value) return null;
  const [year, month, date] = value.split('-').map(Number);
  if (!year || !month || !date) return null;
  return { year, month, date };
}

/** SPEC §3 User as the API answers it. */
export function toUserDetails(user: UserRow): UserDetails {
  return {
    id: user.id,
    userId: user.id,
    uuid: user.uuid,
    name: user.name,
    nickName: user.nickName,
    phone: user.phone,
    countryCode: user.countryCode,
    email: user.email,
    type: user.type,
    avatarUrl: user.avatarUrl,
    gender: user.gender,
    country: user.country,
    city: user.city,
    region: user.region,
    birthday: birthdayOf(user.birthday),
    age: user.age,
    height: user.height,
    weight: user.weight,
    goal: user.goal,
    vip: user.vip,
    vipStartDate: user.vipStartDate?.toISOString() ?? null,
    vipEndDate: user.vipEndDate?.toISOString() ?? null,
    newUser: user.newUser,
    guidance: user.guidance,
    platForm: user.platForm,
    appVersion: user.appVersion,
    needDecrypt: user.needDecrypt,
    language: user.language,
    locale: user.locale,
    enterpriseId: user.enterpriseId,
    hasPassword: user.passwordHash !== null,
    createTime: user.createdAt.toISOString(),
    updateTime: user.updatedAt.toISOString(),
  };
}

/** The member's details, or undefined when the account no longer exists or is not active. */
export async function findUserDetails(ctx: ServiceContext, userId: number): Promise<UserDetails | undefined> {
  const user = await findUserById(ctx.db, userId);
  return user && user.status === 'active' ? toUserDetails(user) : undefined;
}

/** Sessions of disabled or deleted accounts stop working at once. */
export async function isActiveUser(ctx: ServiceContext, userId: number): Promise<boolean> {
  return (await findUserStatus(ctx.db, userId)) === 'active';
}

// ── Accounts by mobile or e-mail ──────────────────────────────────────────────────────

/** A sign-in identity: a mobile (country code and phone without its leading 0) or a lower-cased address. */
export type AccountKey = { kind: 'mobile'; countryCode: string; phone: string } | { kind: 'email'; email: string };

/** What accountSchema answers (a normalised mobile, or an address) as an AccountKey. */
export function accountKeyOf(username: string): AccountKey {
  return username.includes('@')
    ? { kind: 'email', email: username.trim().toLowerCase() }
    : { kind: 'mobile', countryCode: COUNTRY_CODE, phone: username };
}

/** 886912345678 or the address: how codes and password failures name the account. */
export function accountTarget(key: AccountKey): string {
  return key.kind === 'email' ? key.email : `${key.countryCode}${key.phone}`;
}

export async function findUserByAccount(ctx: ServiceContext, key: AccountKey): Promise<UserRow | undefined> {
  return key.kind === 'email'
    ? findUserByEmail(ctx.db, key.email)
    : findUserByPhone(ctx.db, key.countryCode, key.phone);
}

/** A member that can sign in: exists and is active. */
export async function findActiveUserByAccount(ctx: ServiceContext, key: AccountKey): Promise<UserRow | undefined> {
  const user = await findUserByAccount(ctx, key);
  return user?.status === 'active' ? user : undefined;
}

export async function findActiveUserById(ctx: ServiceContext, userId: number): Promise<UserRow | undefined> {
  const user = await findUserById(ctx.db, userId);
  return user?.status === 'active' ? user : undefined;
}

/** SPEC §4: a member created by a code login is named `null` and four digits until they choose a nickname. */
function placeholderNickname(): string {
  return `null${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/** The member's own code for /r/{inviteCode}: 10 characters of base32 (no look-alike 0/O, 1/I). */
function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface NewMemberInput {
  account?: AccountKey;
  /** An extra address for a member signing up by mobile or by an external provider. */
  email?: string;
  passwordHash?: string;
  /** /r/{inviteCode}: unknown codes are ignored. */
  inviteCode?: string;
  enterpriseId?: number;
}

/**
 * The row of a new member (SPEC §4: newUser 1, guidance 1, placeholder nickname), without the
 * inviter: createMember looks that up, the code login's single statement joins it in.
 */
export function newMemberValues(ctx: ServiceContext, input: NewMemberInput): NewUser {
  const key = input.account;
  return {
    nickName: placeholderNickname(),
    phone: key?.kind === 'mobile' ? key.phone : null,
    countryCode: key?.kind === 'mobile' ? key.countryCode : COUNTRY_CODE,
    email: key?.kind === 'email' ? key.email : (input.email?.toLowerCase() ?? null),
    passwordHash: input.passwordHash ?? null,
    newUser: 1,
    guidance: 1,
    inviteCode: newInviteCode(),
    enterpriseId: input.enterpriseId ?? null,
    locale: ctx.locale,
    platForm: '4',
  };
}

/** Creates a member, or answers undefined when the mobile or e-mail was taken meanwhile (the caller then signs that one in). */
export async function createMember(ctx: ServiceContext, input: NewMemberInput): Promise<UserRow | undefined> {
  const invitedByUserId = input.inviteCode ? await findUserIdByInviteCode(ctx.db, input.inviteCode) : undefined;
  return insertUserUnlessTaken(ctx.db, { ...newMemberValues(ctx, input), invitedByUserId: invitedByUserId ?? null });
}

/** Sets a new password hash; `resetDone` clears the administrator's reset requirement (SPEC §8 405). */
export async function setPasswordHash(ctx: ServiceContext, userId: number, passwordHash: string): Promise<void> {
  await updateUser(ctx.db, userId, { passwordHash, passwordResetRequired: false });
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Binds a new mobile or e-mail; another account's is warning_account_exists. */
export async function changeAccount(ctx: ServiceContext, userId: number, key: AccountKey): Promise<UserDetails> {
  const owner = await findUserByAccount(ctx, key);
  if (owner && owner.id !== userId) throw new AppError('warning_account_exists', 400);
  const changes: UserChanges =
    key.kind === 'email' ? { email: key.email } : { phone: key.phone, countryCode: key.countryCode };
  try {
    const user = await updateUser(ctx.db, userId, changes);
    if (!user) throw new AppError('unauthorized', 401);
    return toUserDetails(user);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('warning_account_exists', 400, {}, { cause: error });
    throw error;
  }
}

function birthdayText(birthday: { year: number; month: number; date: number }): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${birthday.year}-${pad(birthday.month)}-${pad(birthday.date)}`;
}

/**
 * /member/info and /register: changes the fields sent. A real nickname completes registration
 * (SPEC §4: newUser 1, guidance 1 or the placeholder nickname send the member to /register).
 */
export async function updateProfile(
  ctx: ServiceContext,
  userId: number,
  input: z.output<typeof updateUserInfoBody>,
): Promise<UserDetails> {
  const current = await findActiveUserById(ctx, userId);
  if (!current) throw new AppError('unauthorized', 401);
  const { birthday, ...plain } = input;
  const changes: UserChanges = { ...plain };
  if (birthday !== undefined) changes.birthday = birthday === null ? null : birthdayText(birthday);
  const nickName = input.nickName ?? current.nickName;
  if (nickName && !PLACEHOLDER_NICKNAME_PATTERN.test(nickName)) {
    changes.newUser = 0;
    changes.guidance = 0;
  }
  const user = await updateUser(ctx.db, userId, changes);
  if (!user) throw new AppError('unauthorized', 401);
  return toUserDetails(user);
}

export async function setAvatarUrl(ctx: ServiceContext, userId: number, avatarUrl: string): Promise<void> {
  await updateUser(ctx.db, userId, { avatarUrl });
}

/** The plan setup wizard's answers (issue 5): body measures, age and goals; weight is ten times the kg. */
export interface BodyProfileInput {
  gender: number;
  age: number;
  height: number;
  weight: number;
  calorieGoal: number;
  goal: NonNullable<UserRow['goal']>;
}

export async function saveBodyProfile(ctx: ServiceContext, userId: number, input: BodyProfileInput): Promise<void> {
  const user = await updateUser(ctx.db, userId, input);
  if (!user) throw new AppError('unauthorized', 401);
}
