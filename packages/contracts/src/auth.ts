import { z } from 'zod';
import { INVITE_CODE_PATTERN, LOGIN_SOURCE, LOGIN_TYPE, SIGN_IN_PROVIDERS } from './constants';
import { userDetailsSchema } from './user';
import {
  accountSchema,
  countryCodeSchema,
  currentPasswordSchema,
  emailSchema,
  mobileSchema,
  newPasswordSchema,
  verificationCodeSchema,
  withPasswordConfirmation,
} from './validation';

/*
 * SPEC §7 Auth: one schema per request body and answer, used as the server's route schemas and
 * the web app's fetchers and form resolvers. Field names are SPEC's, including its spellings.
 */

// ── One-time codes ────────────────────────────────────────────────────────────────────

/** POST /api/web/login/send: a code by SMS. sendType 1 (the default) is the only kind SPEC sends. */
export const sendMobileCodeBody = z.object({
  sendType: z.number().int().optional().default(1),
  phone: mobileSchema,
  countryCode: countryCodeSchema,
});
export type SendMobileCodeBody = z.input<typeof sendMobileCodeBody>;

/**
 * POST /api/web/login/sendEmail: a code by e-mail. checkEmail true (the address holds **, a
 * masked address shown back to its owner) sends to the signed-in member's own address, so it
 * needs the token header.
 */
export const sendEmailCodeBody = z.object({
  email: z.string().trim().min(1),
  checkEmail: z.boolean().optional().default(false),
});
export type SendEmailCodeBody = z.input<typeof sendEmailCodeBody>;

/** POST /api/web/login/sendVerifyCode: a code to a mobile or e-mail account, for registration and reset. */
export const sendVerifyCodeBody = z.object({ username: accountSchema });
export type SendVerifyCodeBody = z.input<typeof sendVerifyCodeBody>;

/** Answer of every send call: null on success (the dialog then shows tip_code_sent). */
export const sendCodeAnswer = z.null();

// ── Sessions ──────────────────────────────────────────────────────────────────────────

/**
 * Answer of every login (pcLogin, commonLogin, passwordRegistered): the §3 user plus the new
 * session token (userToken) and its lifetime in seconds (expires_in, as refreshToken answers).
 */
export const loginAnswer = userDetailsSchema.extend({
  userToken: z.string(),
  expires_in: z.number().int().positive(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

const loginSource = z.literal(LOGIN_SOURCE).optional().default(LOGIN_SOURCE);

/**
 * /r/{inviteCode}: the web app keeps the code and sends it with the logins that can create a
 * member (pcLogin, external commonLogin, passwordRegistered). It is recorded only when the
 * login creates the member; an existing member's login ignores it, as does an unknown code.
 */
const inviteCode = z.string().trim().regex(INVITE_CODE_PATTERN).optional();

/** POST /api/web/login/pcLogin: loginType 2 mobile code, 7 e-mail code; the first login creates the member. */
export const pcLoginBody = z.discriminatedUnion('loginType', [
  z.object({
    loginType: z.literal(LOGIN_TYPE.mobileCode),
    source: loginSource,
    countryCode: countryCodeSchema,
    data: z.object({ phone: mobileSchema, code: verificationCodeSchema }),
    inviteCode,
  }),
  z.object({
    loginType: z.literal(LOGIN_TYPE.emailCode),
    source: loginSource,
    data: z.object({ email: emailSchema, code: verificationCodeSchema }),
    inviteCode,
  }),
]);
export type PcLoginBody = z.input<typeof pcLoginBody>;

/** commonLogin loginType for each external provider (2 Apple, 3 Google, 4 Facebook). */
export const EXTERNAL_LOGIN_TYPES = [
  LOGIN_TYPE.deviceMakerAccount,
  LOGIN_TYPE.searchEngineAccount,
  LOGIN_TYPE.socialNetworkAccount,
] as const;

/**
 * POST /api/web/login/commonLogin: loginType 1 password (username is a mobile or an e-mail);
 * 2, 3, 4 the code and state an external provider returned to /oauth-callback/{provider}.
 * Answers 405 require_action_reset_password for an account that must reset its password.
 */
export const commonLoginBody = z.discriminatedUnion('loginType', [
  z.object({
    loginType: z.literal(LOGIN_TYPE.password),
    source: loginSource,
    loginDTO: z.object({ username: accountSchema, password: currentPasswordSchema }),
  }),
  z.object({
    loginType: z.union(EXTERNAL_LOGIN_TYPES.map((type) => z.literal(type))),
    source: loginSource,
    loginDTO: z.object({ code: z.string().min(1).max(2048), state: z.string().max(512).optional() }),
    inviteCode,
  }),
]);
export type CommonLoginBody = z.input<typeof commonLoginBody>;

/** HTTP status and code of a commonLogin whose account must reset its password first (SPEC §8). */
export const RESET_REQUIRED_STATUS = 405;

/** POST /api/web/login/passwordRegistered: sign up (or set a first password) with a code from sendVerifyCode; answers a login. */
export const passwordRegisteredBody = z.object({
  username: accountSchema,
  password: newPasswordSchema,
  code: verificationCodeSchema,
  inviteCode,
});
export type PasswordRegisteredBody = z.input<typeof passwordRegisteredBody>;

/** GET /api/web/login/checkUserExist?username=: answers true or false. */
export const checkUserExistQuery = z.object({ username: accountSchema });
export const checkUserExistAnswer = z.boolean();

// ── Passwords ─────────────────────────────────────────────────────────────────────────

/** POST /api/web/user/checkForgetCode: a reset code from sendVerifyCode; answers the reset token (uuid). */
export const checkForgetCodeBody = z.object({ username: accountSchema, code: verificationCodeSchema });
export type CheckForgetCodeBody = z.input<typeof checkForgetCodeBody>;
export const checkForgetCodeAnswer = z.object({ uuid: z.string() });
export type CheckForgetCodeAnswer = z.infer<typeof checkForgetCodeAnswer>;

/** POST /api/web/user/forgetPassword: sets the password with the reset token; ends every session of the member. */
export const forgetPasswordBody = withPasswordConfirmation(
  z.object({
    username: accountSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, { error: 'warning_required' }),
    uuid: z.string().min(1).max(128),
  }),
);
export type ForgetPasswordBody = z.input<typeof forgetPasswordBody>;

/** POST /api/web/user/resetPassword (signed in): change the password; the member's other sessions end. */
export const resetPasswordBody = withPasswordConfirmation(
  z.object({
    oldPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, { error: 'warning_required' }),
  }),
);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

// ── External sign-in ──────────────────────────────────────────────────────────────────

/**
 * GET /api/web/login/getGoogleUrl, getAppleUrl, getFacebookUrl: the provider's sign-in address.
 * The provider sends the browser back to /oauth-callback/{provider}?code&state, whose page
 * calls commonLogin with SIGN_IN_PROVIDER_LOGIN_TYPE[provider], code and state. Another
 * provider name (getTwitterUrl) answers 400 Unsupported provider.
 */
export const signInUrlAnswer = z.object({ url: z.string() });
export type SignInUrlAnswer = z.infer<typeof signInUrlAnswer>;

/** The external sign-in providers this shop offers (configured, or the enabled local mock). */
export const SIGN_IN_PROVIDERS_PATH = '/api/web/login/providers';
export const signInProvidersAnswer = z.object({ providers: z.array(z.enum(SIGN_IN_PROVIDERS)) });
export type SignInProvidersAnswer = z.infer<typeof signInProvidersAnswer>;

export const SIGN_IN_URL_PATHS = {
  google: '/api/web/login/getGoogleUrl',
  apple: '/api/web/login/getAppleUrl',
  facebook: '/api/web/login/getFacebookUrl',
} as const satisfies Record<(typeof SIGN_IN_PROVIDERS)[number], string>;

/** Where each provider returns the browser (SPEC §2 /oauth-callback/{provider}). */
export function oauthCallbackPath(provider: (typeof SIGN_IN_PROVIDERS)[number]): string {
  return `/oauth-callback/${provider}`;
}

// ── Enterprise (SPEC §6, §7) ──────────────────────────────────────────────────────────

/**
 * POST /api/app/login/registerBusinessUser: type 1 registers an employee of the company with
 * this uniform business number (businessId) under a new e-mail; type 2 makes a demo account.
 * enterpriseCode (from /ez/{enterpriseCode}/{isDemo}) names the company; type 2 without it uses
 * the demo company. Answers credentials for commonLogin loginType 1.
 */
export const registerBusinessUserBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(1),
    businessId: z
      .string()
      .trim()
      .regex(/^\d{8}$/, { error: 'warning_invalid_business_id' }),
    email: emailSchema,
    enterpriseCode: z.string().trim().min(1).max(64).optional(),
  }),
  z.object({
    type: z.literal(2),
    enterpriseCode: z.string().trim().min(1).max(64).optional(),
  }),
]);
export type RegisterBusinessUserBody = z.input<typeof registerBusinessUserBody>;

/** POST /api/app/login/checkEzAccount: the /ezr/{token} registration token. */
export const checkEzAccountBody = z.object({ token: z.string().trim().min(1).max(256) });
export type CheckEzAccountBody = z.input<typeof checkEzAccountBody>;

/** Answer of registerBusinessUser and checkEzAccount: sign in with commonLogin loginType 1. */
export const businessCredentialsAnswer = z.object({ username: z.string(), password: z.string() });
export type BusinessCredentialsAnswer = z.infer<typeof businessCredentialsAnswer>;

// ── Developer outbox (not in production unless DEV_OUTBOX=true) ────────────────────────

/** GET /dev/outbox.json[?to=886912345678] (not wrapped in the envelope): codes that had no SMS or e-mail provider, newest first. */
export const devOutboxMessage = z.object({
  channel: z.enum(['sms', 'email']),
  /** 886912345678 for SMS, the address for e-mail. */
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The one-time code the message carries; empty for a notice without one (an order-paid e-mail). */
  code: z.string(),
  sentAt: z.string(),
});
export const devOutboxAnswer = z.object({ messages: z.array(devOutboxMessage) });
export type DevOutboxAnswer = z.infer<typeof devOutboxAnswer>;
export const DEV_OUTBOX_PATHS = { html: '/dev/outbox', json: '/dev/outbox.json' } as const;
