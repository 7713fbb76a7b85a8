import { z } from 'zod';
import { AVATAR } from './constants';
import { GENDERS, USER_GOALS, USER_REGIONS, userDetailsSchema } from './user';
import { countryCodeSchema, emailSchema, mobileSchema, verificationCodeSchema } from './validation';

/*
 * The member area (/member/info, /member/settings, /register): profile, avatar, and the
 * two-step change of mobile and e-mail (SPEC §4: verify the original, then bind the new one).
 * SPEC shows no paths for these; they live under /api/web/user/ beside resetPassword.
 */

// ── Registration state (SPEC §4 Login) ────────────────────────────────────────────────

/** A member created by a one-time-code login is named `null` and four digits until they pick a nickname. */
export const PLACEHOLDER_NICKNAME_PATTERN = /^null\d{4}$/;

/** §3, §4: registration is needed when newUser is 1, guidance is 1, or the nickname is still the placeholder. */
export function needsRegistration(user: { newUser: number; guidance: number; nickName: string | null }): boolean {
  return user.newUser === 1 || user.guidance === 1 || PLACEHOLDER_NICKNAME_PATTERN.test(user.nickName ?? '');
}

/**
 * The name to greet a member by: their nickname or name, never the placeholder (a member who
 * has not registered yet is greeted without a name). Null when there is none to show.
 */
export function memberDisplayName(user: { nickName?: string | null; name?: string | null }): string | null {
  const nickName = user.nickName?.trim();
  if (nickName && !PLACEHOLDER_NICKNAME_PATTERN.test(nickName)) return nickName;
  return user.name?.trim() || null;
}

// ── Profile ───────────────────────────────────────────────────────────────────────────

/** Not in SPEC: bounds that keep the profile sensible and the columns small. */
export const PROFILE_LIMITS = {
  nameMaxLength: 50,
  nickNameMaxLength: 30,
  cityMaxLength: 64,
  /** Centimetres. */
  height: { min: 50, max: 250 },
  /** Ten times the kilograms (SPEC §3): 20.0 kg to 300.0 kg. */
  weightTimesTen: { min: 200, max: 3000 },
  /** The earliest birth year accepted. */
  birthYearMin: 1900,
} as const;

function isRealDate({ year, month, date }: { year: number; month: number; date: number }): boolean {
  const value = new Date(Date.UTC(year, month - 1, date));
  return (
    value.getUTCFullYear() === year &&
    value.getUTCMonth() === month - 1 &&
    value.getUTCDate() === date &&
    value.getTime() <= Date.now() &&
    year >= PROFILE_LIMITS.birthYearMin
  );
}

const profileBirthday = z
  .object({ year: z.number().int(), month: z.number().int().min(1).max(12), date: z.number().int().min(1).max(31) })
  .refine(isRealDate, { error: 'validation_invalid' });

/**
 * POST /api/web/user/updateUserInfo: changes only the fields sent; null clears an optional
 * field. weight is ten times the kilograms shown (65.5 kg is 655). Answers the updated user.
 * A nickname other than the placeholder completes registration (newUser and guidance become 0).
 */
export const updateUserInfoBody = z
  .object({
    name: z.string().trim().max(PROFILE_LIMITS.nameMaxLength).nullable(),
    // An empty nickname asks for one ("請填寫暱稱"), in the browser as on the server.
    nickName: z.string().trim().min(1, { error: 'validation_required' }).max(PROFILE_LIMITS.nickNameMaxLength),
    gender: z.union(GENDERS.map((gender) => z.literal(gender))).nullable(),
    birthday: profileBirthday.nullable(),
    region: z.enum(USER_REGIONS).nullable(),
    city: z.string().trim().max(PROFILE_LIMITS.cityMaxLength).nullable(),
    height: z.number().int().min(PROFILE_LIMITS.height.min).max(PROFILE_LIMITS.height.max).nullable(),
    weight: z.number().int().min(PROFILE_LIMITS.weightTimesTen.min).max(PROFILE_LIMITS.weightTimesTen.max).nullable(),
    goal: z.enum(USER_GOALS).nullable(),
  })
  .partial();
export type UpdateUserInfoBody = z.input<typeof updateUserInfoBody>;
export const updateUserInfoAnswer = userDetailsSchema;

/**
 * POST /api/web/user/uploadAvatar: multipart/form-data with one file field named `file`
 * (jpg, jpeg or png, at least 128×128 px, at most 2 MB, checked from the content). The server
 * stores a resized square copy and answers its address, which getUserDetails answers from then on.
 */
export const AVATAR_UPLOAD = { path: '/api/web/user/uploadAvatar', fieldName: 'file', ...AVATAR } as const;
export const uploadAvatarAnswer = z.object({ avatarUrl: z.string() });
export type UploadAvatarAnswer = z.infer<typeof uploadAvatarAnswer>;

// ── Change mobile / e-mail (SPEC §4: verify the original, then bind the new one) ──────

/**
 * Step 1: sendOriginalCode sends a code to the member's current mobile (or e-mail);
 * checkOriginalCode answers a uuid proving it. Step 2: sendNewCode sends a code to the new
 * mobile (or e-mail); bind with the uuid and that code changes it and answers the user.
 * A member with no current mobile (or e-mail) skips step 1: uuid may be left out.
 * A new value that belongs to another account answers warning_account_exists.
 */
export const CHANGE_CONTACT_PATHS = {
  mobile: {
    sendOriginalCode: '/api/web/user/changeMobile/sendOriginalCode',
    checkOriginalCode: '/api/web/user/changeMobile/checkOriginalCode',
    sendNewCode: '/api/web/user/changeMobile/sendNewCode',
    bind: '/api/web/user/changeMobile/bind',
  },
  email: {
    sendOriginalCode: '/api/web/user/changeEmail/sendOriginalCode',
    checkOriginalCode: '/api/web/user/changeEmail/checkOriginalCode',
    sendNewCode: '/api/web/user/changeEmail/sendNewCode',
    bind: '/api/web/user/changeEmail/bind',
  },
} as const;
export type ContactKind = keyof typeof CHANGE_CONTACT_PATHS;

/** Step 1 send: no body fields (an empty JSON object). */
export const sendOriginalCodeBody = z.object({});
export const checkOriginalCodeBody = z.object({ code: verificationCodeSchema });
export type CheckOriginalCodeBody = z.input<typeof checkOriginalCodeBody>;
export const checkOriginalCodeAnswer = z.object({ uuid: z.string() });
export type CheckOriginalCodeAnswer = z.infer<typeof checkOriginalCodeAnswer>;

const originalProof = z.string().min(1).max(128).optional();

export const sendNewMobileCodeBody = z.object({
  uuid: originalProof,
  countryCode: countryCodeSchema,
  phone: mobileSchema,
});
export type SendNewMobileCodeBody = z.input<typeof sendNewMobileCodeBody>;
export const bindMobileBody = sendNewMobileCodeBody.extend({ code: verificationCodeSchema });
export type BindMobileBody = z.input<typeof bindMobileBody>;

export const sendNewEmailCodeBody = z.object({ uuid: originalProof, email: emailSchema });
export type SendNewEmailCodeBody = z.input<typeof sendNewEmailCodeBody>;
export const bindEmailBody = sendNewEmailCodeBody.extend({ code: verificationCodeSchema });
export type BindEmailBody = z.input<typeof bindEmailBody>;

export const bindContactAnswer = userDetailsSchema;
