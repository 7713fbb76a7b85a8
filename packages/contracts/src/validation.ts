import { z } from 'zod';
import {
  ATTACHMENT,
  ATTACHMENT_EXTENSIONS,
  AVATAR,
  COUNTRY_CODE,
  MIN_PAID_ORDER_AMOUNT,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_MIN_LENGTH,
} from './constants';
import type { MessageKey } from './messages';

/*
 * SPEC §5 validation rules, once, for the server's route schemas and the browser's
 * react-hook-form resolvers. Every rule is a predicate (for disabling buttons and quick checks)
 * and a zod schema built on that predicate (for parsing), so the two cannot drift.
 *
 * Issue messages are message-catalogue keys (messages.ts), translated where they are shown.
 * An empty required field fails with `warning_required`: the server answers with it, while the
 * login and reset dialogs keep their action disabled and show nothing for an empty field (§5).
 */

const required = { error: 'warning_required', abort: true } as const;

function issue(message: MessageKey) {
  return { error: message } as const;
}

/** A string field; a missing value (or one of another type) is `warning_required` too. */
function text() {
  return z.string(issue('warning_required'));
}

// ── Mobile (§5, §3 User) ──────────────────────────────────────────────────────────────

/** 0 or nothing, then 9, then exactly 8 digits or asterisks (a masked number shown back to its owner). */
export const MOBILE_PATTERN = /^0?9[0-9*]{8}$/;

export function isValidMobile(phone: string): boolean {
  return MOBILE_PATTERN.test(phone.trim());
}

/** §5: the leading 0 is removed before sending, so 0912345678 and 912345678 are the same number. */
export function normaliseMobile(phone: string): string {
  return phone.trim().replace(/^0/, '');
}

/** §3 User: full mobile number = country code followed by the phone (without its leading 0). */
export function fullMobile(phone: string, countryCode: string = COUNTRY_CODE): string {
  return `${countryCode}${normaliseMobile(phone)}`;
}

/** §2, §5: only +886 is offered; "+886" is accepted and sent as "886". */
export const countryCodeSchema = text()
  .trim()
  .refine((code) => code.replace(/^\+/, '') === COUNTRY_CODE, issue('warning_unsupported_country_code'))
  .transform(() => COUNTRY_CODE);

type MobileMessageKey = Extract<MessageKey, `warning_invalid_${string}mobile`>;

/** A mobile field whose failure says whose number it is (§5 has one message each). Answers the normalised number. */
export function mobileField(message: MobileMessageKey = 'warning_invalid_mobile') {
  return text().trim().min(1, required).refine(isValidMobile, issue(message)).transform(normaliseMobile);
}

export const mobileSchema = mobileField('warning_invalid_mobile');
export const purchaserMobileSchema = mobileField('warning_invalid_purchaser_mobile');
export const recipientMobileSchema = mobileField('warning_invalid_recipient_mobile');

// ── Email (§5) ────────────────────────────────────────────────────────────────────────

/** One at-sign, no spaces, something on each side. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
/** RFC 5321's limit on a mailbox path; bounds what the server stores. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** §5: an address containing ** is a masked one the server sent back; sendEmail's checkEmail is then true. */
export function isMaskedEmail(email: string): boolean {
  return email.includes('**');
}

/**
 * §5: mobile or email is told apart by whether the text looks like an email. An at-sign is
 * enough: "abc@" is a mistyped email, and the email message helps its author more than the
 * mobile one would.
 */
export function looksLikeEmail(account: string): boolean {
  return account.includes('@');
}

export const emailSchema = text().trim().min(1, required).refine(isValidEmail, issue('warning_invalid_email'));

/**
 * An account typed into one box (password login, reset by either): an email when it looks like
 * one, otherwise a mobile number, answered normalised.
 */
export const accountSchema = text()
  .trim()
  .min(1, required)
  .transform((account, context) => {
    if (looksLikeEmail(account)) {
      if (!isValidEmail(account)) context.addIssue({ code: 'custom', message: 'warning_invalid_email' });
      return account;
    }
    if (!isValidMobile(account)) context.addIssue({ code: 'custom', message: 'warning_invalid_mobile' });
    return normaliseMobile(account);
  });

export function isValidAccount(account: string): boolean {
  return looksLikeEmail(account) ? isValidEmail(account) : isValidMobile(account);
}

// ── Passwords (§5) ────────────────────────────────────────────────────────────────────

/** Only upper- and lower-case letters and digits. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]+$/;
/** Not in SPEC: bounds the work of hashing what a client sends. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * §5 names two messages. A new password that breaks the rule fails with
 * `warning_invalid_password`, which states the rule; `tip_password_regex`, the longer advice, is
 * the helper text under new-password fields (NEW_PASSWORD_HINT_KEY), shown before any error.
 */
export const NEW_PASSWORD_HINT_KEY = 'tip_password_regex' satisfies MessageKey;
/** §5 "Hint for new password fields: new-password" is the autocomplete attribute. */
export const PASSWORD_AUTOCOMPLETE = { current: 'current-password', new: 'new-password' } as const;

export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(password)
  );
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** A password being chosen (registration, reset, change): the §5 rule applies. */
export const newPasswordSchema = text().min(1, required).refine(isValidPassword, issue('warning_invalid_password'));

/**
 * A password being proven (login, the old password when changing it): only required and
 * bounded. It is the server's comparison that decides, and re-checking the rule would lock out
 * accounts whose password predates it.
 */
export const currentPasswordSchema = text()
  .min(1, required)
  .max(PASSWORD_MAX_LENGTH, issue('warning_invalid_password'));

interface PasswordPair {
  newPassword: string;
  confirmPassword: string;
}

/**
 * §5: adds the "confirmation must match" check to any object schema with newPassword and
 * confirmPassword (forgetPassword, resetPassword, the registration and reset forms). The
 * issue sits on confirmPassword, where the form shows it.
 */
export function withPasswordConfirmation<Schema extends z.ZodType<PasswordPair>>(schema: Schema) {
  return schema.refine((value) => passwordsMatch(value.newPassword, value.confirmPassword), {
    path: ['confirmPassword'],
    error: 'warning_password_mismatch',
  });
}

// ── One-time codes (§5) ───────────────────────────────────────────────────────────────

/** Not in SPEC: codes are short; the bound keeps junk out of the lookup. */
export const VERIFICATION_CODE_MAX_LENGTH = 32;

/**
 * §5 reset code: at least 6 characters once trimmed. Login, registration and binding codes come
 * from the same sender, so every one-time code follows this rule. A well-formed code the server
 * does not recognise is `warning_invalid_code`, which only the server can say.
 */
export function isValidVerificationCode(code: string): boolean {
  const trimmed = code.trim();
  return (
    trimmed.length >= RESET_CODE_MIN_LENGTH && trimmed.length <= VERIFICATION_CODE_MAX_LENGTH && !/\s/.test(trimmed)
  );
}

export const verificationCodeSchema = text()
  .trim()
  .min(1, required)
  .refine(isValidVerificationCode, issue('warning_invalid_verification_code'));

// ── Money and points (§5) ─────────────────────────────────────────────────────────────

/** Integer NT$: exactly 0 (a free order) or more than MIN_PAID_ORDER_AMOUNT. */
export function isValidOrderAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && (amount === 0 || amount > MIN_PAID_ORDER_AMOUNT);
}

export const orderAmountSchema = z
  .number(issue('warning_invalid_order_amount'))
  .refine(isValidOrderAmount, issue('warning_invalid_order_amount'));

export function isValidPointsAmount(points: number): boolean {
  return Number.isSafeInteger(points) && points >= 0;
}

/** §5: points used cannot exceed the maximum usable for this order. */
export function isWithinUsablePoints(pointsUsed: number, maxUsable: number): boolean {
  return isValidPointsAmount(pointsUsed) && pointsUsed <= maxUsable;
}

export function pointsUsedSchema(maxUsable: number) {
  return z
    .number(issue('warning_invalid_points'))
    .refine(isValidPointsAmount, { error: 'warning_invalid_points', abort: true })
    .refine((points) => isWithinUsablePoints(points, maxUsable), issue('warning_points_exceed_max'));
}

// ── Files (§5) ────────────────────────────────────────────────────────────────────────

/** What validation needs of a file: a browser File, or a server upload mapped to these fields. */
export interface FileFacts {
  name: string;
  /** Bytes. */
  size: number;
}

export interface ImageFacts extends FileFacts {
  width: number;
  height: number;
}

/** Lower-cased text after the last dot; '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function hasExtension(fileName: string, allowed: readonly string[]): boolean {
  return allowed.includes(fileExtension(fileName));
}

/** The first §5 attachment rule a file breaks, or undefined when it may be attached. */
export function attachmentProblem(file: FileFacts): MessageKey | undefined {
  if (!hasExtension(file.name, ATTACHMENT_EXTENSIONS)) return 'warning_attachment_type';
  if (!(file.size >= 0 && file.size <= ATTACHMENT.maxFileBytes)) return 'warning_attachment_too_large';
  return undefined;
}

/** The first rule a set of attachments breaks: too many files, then each file in turn. */
export function attachmentsProblem(files: readonly FileFacts[]): MessageKey | undefined {
  if (files.length > ATTACHMENT.maxFiles) return 'warning_attachment_too_many';
  for (const file of files) {
    const problem = attachmentProblem(file);
    if (problem) return problem;
  }
  return undefined;
}

/** The first §5 avatar rule an image breaks, or undefined when it may be used. */
export function avatarProblem(image: ImageFacts): MessageKey | undefined {
  if (!hasExtension(image.name, AVATAR.extensions)) return 'warning_avatar_type';
  if (!(image.size >= 0 && image.size <= AVATAR.maxBytes)) return 'warning_avatar_too_large';
  if (!(image.width >= AVATAR.minWidthPx && image.height >= AVATAR.minHeightPx)) return 'warning_avatar_too_small';
  if (!(image.width * image.height <= AVATAR.maxPixels)) return 'warning_avatar_too_many_pixels';
  return undefined;
}

function hasFileFacts(value: unknown): value is FileFacts {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<FileFacts>;
  return typeof candidate.name === 'string' && typeof candidate.size === 'number';
}

function hasImageFacts(value: unknown): value is ImageFacts {
  const candidate = value as Partial<ImageFacts>;
  return hasFileFacts(value) && typeof candidate.width === 'number' && typeof candidate.height === 'number';
}

/*
 * The file schemas check without copying (z.custom), so a browser File keeps its identity
 * through the form resolver and can still be uploaded. Pick the File type at the call site:
 * attachmentListSchema<File>().
 */

export function attachmentListSchema<Upload extends FileFacts = FileFacts>() {
  const attachment = z.custom<Upload>(hasFileFacts, issue('warning_attachment_type')).superRefine((file, context) => {
    const problem = attachmentProblem(file);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
  return z.array(attachment).max(ATTACHMENT.maxFiles, issue('warning_attachment_too_many'));
}

export function avatarSchema<Image extends ImageFacts = ImageFacts>() {
  return z.custom<Image>(hasImageFacts, issue('warning_avatar_type')).superRefine((image, context) => {
    const problem = avatarProblem(image);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** A client-chosen key, one per checkout or pay attempt (e.g. crypto.randomUUID() when the page opens). */
export const requestKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
