import { z } from 'zod';
import type { Locale } from './locale';
import type { MessageKey } from './messages';
import { findCounty, normalisePlaceName, placesOfZipCode } from './taiwan-places';
import { FAQ_KEYWORD_MAX } from './support-pages';
import { EMAIL_MAX_LENGTH, isValidEmail } from './validation';

/** The support pages' rules without zod (the browser's /faq and /contact-us pages import them alone). */
export * from './support-pages';

/*
 * SPEC §2 /faq and /contact-us (one support centre), §3 Contact message, §5 attachments and the
 * word limit, §9 support hours. SPEC §7 shows no support call, so the paths are ours
 * (docs/decisions/support-centre.md).
 */

export const SUPPORT_PATHS = {
  faq: '/api/web/support/faq',
  contact: '/api/web/support/contact',
  verificationChallenge: '/api/web/support/verification-challenge',
  /** A short-lived address of one of the member's own attachments (issue 40, private files). */
  attachmentAddress: '/api/web/support/attachments/:id/address',
} as const;

// ── FAQ ─────────────────────────────────────────────────────────────────────────────

/** The FAQ's categories, in the order the page lists them. */
export const FAQ_CATEGORIES = [
  'orders_shipping',
  'payment_invoices',
  'subscription',
  'courses_videos',
  'account',
  'returns',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const faqQuery = z.object({
  keyword: z.string().trim().max(FAQ_KEYWORD_MAX).default(''),
});
export type FaqQuery = z.input<typeof faqQuery>;

export const faqEntry = z.object({
  id: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  /** Plain text; line breaks are shown as line breaks (§5). */
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntry>;

/** Every shown FAQ of the categories that have any (a keyword keeps only the matching ones). */
export const faqAnswer = z.object({
  keyword: z.string(),
  total: z.number().int(),
  categories: z.array(z.object({ category: z.enum(FAQ_CATEGORIES), list: z.array(faqEntry) })),
});
export type FaqAnswer = z.infer<typeof faqAnswer>;

export interface SupportWebServices {
  /** A 400 AppError for a keyword over FAQ_KEYWORD_MAX. */
  faq(locale: Locale, query: FaqQuery): Promise<FaqAnswer>;
}

// ── Support hours (§1, §9) ──────────────────────────────────────────────────────────

// ── Contact message (§3, §5) ────────────────────────────────────────────────────────

/** §3 message types; SPEC names video issue and feature request, the others follow the FAQ's topics. */
export const CONTACT_MESSAGE_TYPES = [
  'order',
  'payment',
  'subscription',
  'video_issue',
  'account',
  'return',
  'feature_request',
  'other',
] as const;
export type ContactMessageType = (typeof CONTACT_MESSAGE_TYPES)[number];

/**
 * §5 "the message text has a word limit": 500 words, where each Han, kana or hangul character is
 * a word and a run of other non-space characters is one word, so a Chinese message of 500
 * characters and an English one of 500 words both fit. A hard cap of characters keeps a message
 * without spaces bounded too.
 */
export const CONTACT_MESSAGE_MAX_WORDS = 500;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_NAME_MAX_LENGTH = 50;

const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** The words of a message as the counter and the limit count them (see CONTACT_MESSAGE_MAX_WORDS). */
export function countWords(text: string): number {
  const cjk = text.match(CJK_CHARACTER)?.length ?? 0;
  const others = text
    .replace(CJK_CHARACTER, ' ')
    .split(/[\s\p{P}]+/u)
    .filter((word) => word !== '').length;
  return cjk + others;
}

/**
 * Ticket numbers: `WF` + the Taipei date + `-` + five characters of Crockford's base32 (no I, L,
 * O, U), e.g. WF20261127-7K3QX: readable over the phone, dated for the staff, not guessable.
 */
export const TICKET_NUMBER_PATTERN = /^WF\d{8}-[0-9A-HJKMNP-TV-Z]{5}$/;

const required = { error: 'warning_required', abort: true } as const;

function string() {
  return z.string({ error: (issue) => (issue.code === 'invalid_type' ? 'warning_required' : undefined) });
}

function issue(message: MessageKey) {
  return { error: message } as const;
}

/** A form's empty optional field arrives as ''; it means "not given". */
const optionalText = (max: number) =>
  string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The text fields of a contact message; the attachments travel beside them as files. Required
 * (marked *): name, e-mail (the confirmation goes there), type, message and the verification.
 * Region (county or city, 台 read as 臺) and ZIP code are optional; a ZIP code given must belong
 * to the region given.
 */
export const contactMessageFields = z
  .object({
    fullName: string().trim().min(1, required).max(CONTACT_NAME_MAX_LENGTH),
    email: string().trim().min(1, required).max(EMAIL_MAX_LENGTH).refine(isValidEmail, issue('warning_invalid_email')),
    region: optionalText(16).transform((value) => (value ? normalisePlaceName(value) : undefined)),
    zipCode: optionalText(3),
    messageType: z.enum(CONTACT_MESSAGE_TYPES, issue('warning_required')),
    message: string()
      .trim()
      .min(1, required)
      .max(CONTACT_MESSAGE_MAX_LENGTH)
      .refine((text) => countWords(text) <= CONTACT_MESSAGE_MAX_WORDS, issue('warning_message_too_long')),
    /** The solved proof-of-work (ALTCHA payload, base64 JSON). */
    verification: string().trim().min(1, issue('warning_verification_failed')).max(2000),
  })
  .superRefine((value, context) => {
    if (value.region && !findCounty(value.region)) {
      context.addIssue({ code: 'custom', path: ['region'], message: 'warning_invalid_city' });
    }
    if (value.zipCode) {
      const places = placesOfZipCode(value.zipCode);
      const matches = places.some((place) => !value.region || place.county === value.region);
      if (!matches) context.addIssue({ code: 'custom', path: ['zipCode'], message: 'warning_zip_code_mismatch' });
    }
  });
export type ContactMessageFields = z.input<typeof contactMessageFields>;
export type CheckedContactMessage = z.output<typeof contactMessageFields>;

/** What the form receives before its fields are filled: the member's own details when logged in. */
export const contactAnswer = z.object({ ticketNumber: z.string(), email: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswer>;

/** A private file's short-lived address: open it before expiresAt, then ask again. */
export const attachmentAddress = z.object({
  url: z.string(),
  expiresAt: z.string(),
  mimeType: z.string(),
  originalName: z.string().nullable(),
});
export type AttachmentAddress = z.infer<typeof attachmentAddress>;
export const attachmentParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The multipart field that carries each attachment. */
export const CONTACT_ATTACHMENT_FIELD = 'attachments';

/** An ALTCHA challenge (altcha-lib's createChallenge answer). */
export const verificationChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type VerificationChallenge = z.infer<typeof verificationChallenge>;

// ── Attachment content (§5: jpg, jpeg, png, mp4, mpeg, mov) ─────────────────────────

/** How many leading bytes attachmentKindOf reads. */
export const ATTACHMENT_SNIFF_BYTES = 16;

export interface AttachmentKind {
  /** The extension the file is stored under, whatever its name said. */
  extension: 'jpg' | 'png' | 'mp4' | 'mov' | 'mpeg';
  mimeType: 'image/jpeg' | 'image/png' | 'video/mp4' | 'video/quicktime' | 'video/mpeg';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/** QuickTime files without an ftyp box begin with one of these atoms. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * What a file is by its first bytes (the "magic numbers"), never by its name: JPEG (FF D8 FF),
 * PNG (its 8-byte signature), ISO media with an `ftyp` box (brand `qt  ` is QuickTime, any other
 * MP4), an old QuickTime atom, or an MPEG program stream or video sequence (00 00 01 BA / B3).
 * Undefined for anything else. The browser and the server both use it, so both refuse alike.
 */
export function attachmentKindOf(head: Uint8Array): AttachmentKind | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mimeType: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: 'png', mimeType: 'image/png' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    return ascii(head, 8, 12) === 'qt  '
      ? { extension: 'mov', mimeType: 'video/quicktime' }
      : { extension: 'mp4', mimeType: 'video/mp4' };
  }
  if (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8)))
    return { extension: 'mov', mimeType: 'video/quicktime' };
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba]) || startsWith(head, [0x00, 0x00, 0x01, 0xb3])) {
    return { extension: 'mpeg', mimeType: 'video/mpeg' };
  }
  return undefined;
}
