import { z } from 'zod';

/** SPEC §3 User goal. */
export const USER_GOALS = ['lose_weight', 'build_muscle', 'keep_fit', 'not_sure'] as const;
/** SPEC §3 User region. */
export const USER_REGIONS = ['TW', 'JP', 'KR', 'TH'] as const;
/** SPEC §3 gender: 1 biological male, 2 biological female. */
export const GENDERS = [1, 2] as const;

export const birthdaySchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  date: z.number().int().min(1).max(31),
});

/**
 * SPEC §3 User, as GET /api/web/getUserDetails answers it. weight is ten times the displayed
 * kilograms; times are ISO 8601; createTime/updateTime are the audit fields.
 */
export const userDetailsSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  uuid: z.string(),
  name: z.string().nullable(),
  nickName: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string(),
  email: z.string().nullable(),
  type: z.number().int(),
  avatarUrl: z.string().nullable(),
  gender: z.number().int().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  region: z.enum(USER_REGIONS).nullable(),
  birthday: birthdaySchema.nullable(),
  age: z.number().int().nullable(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  goal: z.enum(USER_GOALS).nullable(),
  vip: z.number().int(),
  vipStartDate: z.string().nullable(),
  vipEndDate: z.string().nullable(),
  newUser: z.number().int(),
  guidance: z.number().int(),
  platForm: z.string().nullable(),
  appVersion: z.string(),
  needDecrypt: z.number().int(),
  language: z.string().nullable(),
  locale: z.string(),
  enterpriseId: z.number().int().nullable(),
  /**
   * Not in SPEC: whether the member has a password. One who signed up by a one-time code or an
   * external provider has none, so /member/settings offers to set one with a code instead of
   * asking for the current one.
   */
  hasPassword: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/**
 * The signed-in member as the browser keeps it (session store, local storage): getUserDetails'
 * answer as it came, or {} for no member (SPEC §3: a user is empty when id is empty). Optional
 * fields because the shell checks only the few it reads, without zod; the profile pages parse
 * the whole userDetailsSchema.
 */
export type CurrentUser = Partial<UserDetails>;
