import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { ATTACHMENT, describeServiceHours } from '@wellfit/contracts/constants';
import { serverText } from '../../server-texts.ts';
import {
  ATTACHMENT_SNIFF_BYTES,
  FAQ_CATEGORIES,
  attachmentKindOf,
  faqQuery,
  type CheckedContactMessage,
  type ContactAnswer,
  type FaqAnswer,
  type FaqQuery,
  type VerificationChallenge,
} from '@wellfit/contracts/support';
import type { FastifyBaseLogger } from 'fastify';
import { withTransaction, type ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { decodesWhole, readImageHeader } from '../../image-work.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { MessageChannel } from '../notifications-delivery/message-delivery.service.ts';
import { keywordCondition } from '../search/search.service.ts';
import {
  countChallengeIssued,
  countRecentContactMessages,
  insertAttachments,
  insertContactMessage,
  listFaqs,
  lockContactSender,
} from './support.queries.ts';
import { faqs } from './support.tables.ts';
import { isWholeVideo } from './video-structure.ts';

// ── FAQ ─────────────────────────────────────────────────────────────────────────────

/**
 * SPEC §2 /faq: the shown FAQs grouped by category in FAQ_CATEGORIES order; a keyword (any of the
 * three languages, Traditional or Simplified) keeps the entries whose question or answer, in any
 * locale, contains every term, through the same bigram index as the shop's search.
 */
export async function listFaq(ctx: ServiceContext, query: FaqQuery): Promise<FaqAnswer> {
  const { keyword } = faqQuery.parse(query);
  const rows = await listFaqs(ctx.db, ctx.locale, keywordCondition(faqs, keyword));
  const categories = FAQ_CATEGORIES.map((category) => ({
    category,
    list: rows.filter((row) => row.category === category),
  })).filter((group) => group.list.length > 0);
  return { keyword, total: rows.length, categories };
}

// ── Verification (ALTCHA proof-of-work) ─────────────────────────────────────────────

/**
 * Up to 100,000 SHA-256 hashes: about half a second on a mid-range phone (a second at worst), a
 * cost per message a person does not notice and a sender of thousands does.
 */
const CHALLENGE_MAX_NUMBER = 100_000;
/** Long enough to fill in the form after the challenge was fetched. */
const CHALLENGE_LIFETIME_MS = 30 * 60 * 1000;

/** The 10-minute window of CONTACT_LIMITS.challengesPerIpPer10Minutes. */
const CHALLENGE_WINDOW_SECONDS = 10 * 60;

/**
 * A proof-of-work challenge for the contact form, unless `ipAddress` was handed
 * CONTACT_LIMITS.challengesPerIpPer10Minutes of them in its window: counted in the database so
 * the limit holds across every node (docs/decisions/shared-rate-limits.md).
 */
export async function issueVerificationChallenge(
  ctx: ServiceContext,
  hmacKey: string,
  ipAddress: string,
): Promise<VerificationChallenge> {
  const issued = await countChallengeIssued(ctx.db, ipAddress, CHALLENGE_WINDOW_SECONDS);
  if (issued > CONTACT_LIMITS.challengesPerIpPer10Minutes) throw new AppError('warning_contact_rate_limited', 429);
  return createVerificationChallenge(hmacKey);
}

export function createVerificationChallenge(hmacKey: string): Promise<VerificationChallenge> {
  return createChallenge({
    hmacKey,
    maxNumber: CHALLENGE_MAX_NUMBER,
    expires: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
}

/** The challenge's signature when the payload solves a live challenge we signed, else null. */
async function verifiedSignature(payload: string, hmacKey: string): Promise<string | null> {
  let signature: unknown;
  try {
    signature = (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown }).signature;
    if (typeof signature !== 'string' || signature.length === 0 || signature.length > 128) return null;
    return (await verifySolution(payload, hmacKey, true)) ? signature : null;
  } catch {
    return null;
  }
}

// ── Contact message ─────────────────────────────────────────────────────────────────

/** One uploaded file as the route read it. */
export interface ContactUpload {
  bytes: Buffer;
  /** The multipart reader stopped at the size limit. */
  truncated: boolean;
  originalName: string;
}

export interface ContactDependencies {
  storage: FileStorage;
  email: MessageChannel;
  verificationKey: string;
  logger: FastifyBaseLogger;
}

export interface ContactSender {
  userId: number | null;
  ipAddress: string;
}

/** Crockford's base32: no I, L, O or U to misread. */
const TICKET_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const taipeiDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', dateStyle: 'short' });

/** WF20261127-7K3QX (contracts TICKET_NUMBER_PATTERN). */
export function newTicketNumber(now = new Date()): string {
  const suffix = Array.from({ length: 5 }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('');
  return `WF${taipeiDate.format(now).replaceAll('-', '')}-${suffix}`;
}

function isUniqueViolationOf(error: unknown, column: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && (constraint ?? '').includes(column);
}

/**
 * Contact attachments are private files (storage/file-storage.ts): a sender's files are for the
 * sender and the staff only, through short-lived signed addresses (attachments.service.ts).
 */
const ATTACHMENT_FOLDER = 'support/contact-messages';

/** Deletes files whose rows were never committed; a file that cannot be deleted is logged by its key. */
async function deleteOrphans(storage: FileStorage, keys: readonly string[], logger: FastifyBaseLogger): Promise<void> {
  for (const key of keys) {
    await storage.delete(key, 'private').catch((error: unknown) => {
      logger.error({ err: error, storageKey: key }, 'orphan attachment not deleted');
    });
  }
}

/** §5: at most two files of at most 5 MB, each a JPEG, PNG, MP4, MPEG or QuickTime file by its first bytes. */
function sniffedUploads(uploads: readonly ContactUpload[]) {
  if (uploads.length > ATTACHMENT.maxFiles) throw new AppError('warning_attachment_too_many', 400);
  return uploads.map((upload) => {
    if (upload.truncated || upload.bytes.length > ATTACHMENT.maxFileBytes) {
      throw new AppError('warning_attachment_too_large', 400);
    }
    const kind = attachmentKindOf(upload.bytes.subarray(0, ATTACHMENT_SNIFF_BYTES));
    if (!kind) throw new AppError('warning_attachment_type', 400);
    return { ...upload, kind };
  });
}

/**
 * Each file is what its first bytes said, to its end (docs/decisions/contact-attachment-checks.md):
 * a picture's header within ATTACHMENT.maxImagePixels, then every pixel decoded as avatars are
 * (image-work.ts); a video's container walked from its first box or pack to its last.
 */
async function checkContents(files: ReturnType<typeof sniffedUploads>): Promise<void> {
  for (const file of files) {
    if (file.kind.mimeType.startsWith('image/')) {
      const header = await readImageHeader(file.bytes);
      if (!header || header.format !== (file.kind.extension === 'png' ? 'png' : 'jpeg')) {
        throw new AppError('warning_attachment_unreadable', 400);
      }
      if (!(header.width * header.height <= ATTACHMENT.maxImagePixels)) {
        throw new AppError('warning_attachment_too_many_pixels', 400);
      }
      if (!(await decodesWhole(file.bytes, header, ATTACHMENT.maxImagePixels))) {
        throw new AppError('warning_attachment_unreadable', 400);
      }
    } else if (!isWholeVideo(file.kind.extension, file.bytes)) {
      throw new AppError('warning_attachment_unreadable', 400);
    }
  }
}

/**
 * Contact messages stored per rolling hour (docs/decisions/support-centre.md): an office or
 * school behind one address may send a few; one member needs fewer. Only stored messages count,
 * so a message refused for its content, its fields or its verification uses up nothing.
 */
export const CONTACT_LIMITS = {
  perIpPerHour: 10,
  perAccountPerHour: 5,
  windowSeconds: 60 * 60,
  challengesPerIpPer10Minutes: 60,
} as const;

/**
 * True when the sender has stored as many messages this hour as allowed. Counted in the
 * database, so every process and a restart agree; inside the storing transaction, after
 * lockContactSender, the count and the insert that follows are one step for that sender.
 */
export async function contactLimitReached(db: Database, sender: ContactSender): Promise<boolean> {
  const recent = await countRecentContactMessages(db, sender, CONTACT_LIMITS.windowSeconds);
  return recent.byAddress >= CONTACT_LIMITS.perIpPerHour || recent.byMember >= CONTACT_LIMITS.perAccountPerHour;
}

/**
 * SPEC §3 contact message: checks the attachments and the proof-of-work, then stores the message,
 * its files and their rows in one transaction (a file that cannot be written leaves no message)
 * unless the sender's hourly limit is reached, and mails the sender a confirmation with the
 * ticket number. A proof-of-work sends one message.
 */
export async function sendContactMessage(
  ctx: ServiceContext,
  deps: ContactDependencies,
  sender: ContactSender,
  message: CheckedContactMessage,
  uploads: readonly ContactUpload[],
): Promise<ContactAnswer> {
  const files = sniffedUploads(uploads);
  const signature = await verifiedSignature(message.verification, deps.verificationKey);
  if (!signature) throw new AppError('warning_verification_failed', 400);
  // Decoding costs CPU: only for a solved challenge, and in image-work's bounded line.
  await checkContents(files);

  let ticketNumber = '';
  for (let attempt = 0; ; attempt += 1) {
    ticketNumber = newTicketNumber();
    // Files written in this attempt: a transaction that does not commit deletes them again.
    const written: string[] = [];
    try {
      await withTransaction(ctx, async (tx) => {
        await lockContactSender(tx.db, sender);
        if (await contactLimitReached(tx.db, sender)) throw new AppError('warning_contact_rate_limited', 429);
        const messageId = await insertContactMessage(tx.db, {
          ticketNumber,
          userId: sender.userId,
          fullName: message.fullName,
          email: message.email,
          region: message.region ?? null,
          zipCode: message.zipCode ?? null,
          messageType: message.messageType,
          description: message.message,
          ipAddress: sender.ipAddress,
          locale: ctx.locale,
          verificationSignature: signature,
        });
        const rows = [];
        for (const [index, file] of files.entries()) {
          const storageKey = `${ATTACHMENT_FOLDER}/${ticketNumber}/${index + 1}-${randomBytes(8).toString('hex')}.${file.kind.extension}`;
          written.push(storageKey);
          await deps.storage.save(storageKey, file.bytes, { visibility: 'private', contentType: file.kind.mimeType });
          rows.push({
            userId: sender.userId,
            ownerType: 'contact_message' as const,
            ownerId: messageId,
            storageKey,
            originalName: file.originalName.slice(0, 255),
            mimeType: file.kind.mimeType,
            sizeBytes: file.bytes.length,
          });
        }
        await insertAttachments(tx.db, rows);
      });
      break;
    } catch (error) {
      await deleteOrphans(deps.storage, written, deps.logger);
      if (isUniqueViolationOf(error, 'verification_signature')) {
        throw new AppError('warning_verification_failed', 400, {}, { cause: error });
      }
      // 32⁵ suffixes a day: a clash is rare, and a second draw settles it.
      if (isUniqueViolationOf(error, 'ticket_number') && attempt < 3) continue;
      throw error;
    }
  }

  const values = { ticket: ticketNumber, name: message.fullName, hours: describeServiceHours(ctx.locale) };
  try {
    await deps.email.send({
      to: message.email,
      subject: serverText('contact_confirmation_subject', ctx.locale, values),
      text: serverText('contact_confirmation_text', ctx.locale, values),
    });
  } catch (error) {
    // The message is stored and the page shows its ticket number; a mail relay's failure must not hide that.
    deps.logger.error({ err: error, ticketNumber }, 'contact confirmation e-mail failed');
  }
  return { ticketNumber, email: message.email };
}

// ── Attachments for other modules (returns, issue 35) ────────────────────────────────────

/** An attachment checked by its content: the file and what its bytes say it is. */
export type CheckedAttachment = ReturnType<typeof sniffedUploads>[number];

/**
 * §5's attachment rule, as the contact form applies it, for another form's uploads: at most two
 * files of at most 5 MB, each a picture or video by its first bytes and whole to its end. Call it
 * before the transaction that stores them (decoding costs CPU).
 */
export async function checkAttachments(uploads: readonly ContactUpload[]): Promise<CheckedAttachment[]> {
  const files = sniffedUploads(uploads);
  await checkContents(files);
  return files;
}

/**
 * Saves checked attachments under `folder` as private files (docs/decisions/object-storage.md:
 * served only through short-lived signed addresses, to their owner and to operators) and records
 * their rows for their owner, inside the caller's transaction. Answers the storage keys, in the
 * files' order. The files written so far are deleted when a save fails; the caller deletes them
 * (deleteStoredAttachments) when its transaction fails after this answered.
 */
export async function storeAttachments(
  ctx: ServiceContext,
  storage: FileStorage,
  owner: { userId: number | null; ownerType: 'return_request'; ownerId: number; folder: string },
  files: readonly CheckedAttachment[],
): Promise<{ storageKey: string; mimeType: string }[]> {
  const stored = [];
  const rows = [];
  for (const [index, file] of files.entries()) {
    const storageKey = `${owner.folder}/${index + 1}-${randomBytes(8).toString('hex')}.${file.kind.extension}`;
    try {
      await storage.save(storageKey, file.bytes, { visibility: 'private', contentType: file.kind.mimeType });
    } catch (error) {
      await deleteStoredAttachments(
        storage,
        stored.map((saved) => saved.storageKey),
      );
      throw error;
    }
    stored.push({ storageKey, mimeType: file.kind.mimeType });
    rows.push({
      userId: owner.userId,
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
      storageKey,
      originalName: file.originalName.slice(0, 255),
      mimeType: file.kind.mimeType,
      sizeBytes: file.bytes.length,
    });
  }
  await insertAttachments(ctx.db, rows);
  return stored;
}

/** Deletes private attachments a failed transaction stored (a missing one is no error). */
export async function deleteStoredAttachments(storage: FileStorage, storageKeys: readonly string[]): Promise<void> {
  await Promise.all(storageKeys.map((key) => storage.delete(key, 'private').catch(() => undefined)));
}
