import type { FaqCategory } from '@wellfit/contracts/support';
import type { Locale } from '@wellfit/contracts/locale';
import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localisedTextOrEmpty } from '../../db/localised-text.ts';
import { attachments, contactChallengeWindows, contactMessages, faqs } from './support.tables.ts';
import { ADVISORY_LOCK_CLASS } from '../../db/advisory-locks.ts';

export interface FaqRow {
  id: number;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** Shown FAQs in the locale (with its fallbacks), by category order then sort; `matching` narrows them. */
export async function listFaqs(db: Database, locale: Locale, matching: SQL | null): Promise<FaqRow[]> {
  return db
    .select({
      id: faqs.id,
      category: faqs.category,
      question: localisedTextOrEmpty(faqs.question, locale),
      answer: localisedTextOrEmpty(faqs.answer, locale),
    })
    .from(faqs)
    .where(and(eq(faqs.isShow, true), matching ?? undefined))
    .orderBy(asc(faqs.sort), asc(faqs.id));
}

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type NewAttachment = typeof attachments.$inferInsert;

export async function insertContactMessage(db: Database, values: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

export async function insertAttachments(db: Database, values: NewAttachment[]): Promise<void> {
  if (values.length > 0) await db.insert(attachments).values(values);
}

/**
 * Holds the sender's locks to the end of the transaction, the address's before the member's so
 * two senders never wait on each other in a circle: concurrent messages of one sender (other
 * requests, other processes) count and insert one after another.
 */
export async function lockContactSender(db: Database, sender: { ipAddress: string; userId: number | null }) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS.contactSender}::int, hashtext(${`ip:${sender.ipAddress}`}))`,
  );
  if (sender.userId !== null) {
    await db.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS.contactSender}::int, hashtext(${`member:${sender.userId}`}))`,
    );
  }
}

/** Messages stored from the address, and by the member (null for a visitor), within the last `windowSeconds`. */
export async function countRecentContactMessages(
  db: Database,
  sender: { ipAddress: string; userId: number | null },
  windowSeconds: number,
): Promise<{ byAddress: number; byMember: number }> {
  const since = sql`now() - make_interval(secs => ${windowSeconds})`;
  const recent = (condition: SQL) =>
    db
      .select({ count: count() })
      .from(contactMessages)
      .where(and(condition, gt(contactMessages.createdAt, since)));
  const [byAddress] = await recent(eq(contactMessages.ipAddress, sender.ipAddress));
  const [byMember] = sender.userId === null ? [{ count: 0 }] : await recent(eq(contactMessages.userId, sender.userId));
  return { byAddress: byAddress?.count ?? 0, byMember: byMember?.count ?? 0 };
}

/**
 * Counts one more challenge for `ipAddress` in its window of `windowSeconds` (a new window when
 * the last one is over) and answers the count, in one statement: two nodes counting the same
 * address at once both land on its row.
 */
export async function countChallengeIssued(db: Database, ipAddress: string, windowSeconds: number): Promise<number> {
  const over = sql`${contactChallengeWindows.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(contactChallengeWindows)
    .values({ ipAddress, issued: 1 })
    .onConflictDoUpdate({
      target: contactChallengeWindows.ipAddress,
      set: {
        issued: sql`case when ${over} then 1 else ${contactChallengeWindows.issued} + 1 end`,
        windowStartedAt: sql`case when ${over} then now() else ${contactChallengeWindows.windowStartedAt} end`,
      },
    })
    .returning({ issued: contactChallengeWindows.issued });
  return row!.issued;
}

/** One uploaded file's row (contact and return attachments), or undefined. */
export async function findAttachment(db: Database, id: number) {
  const [row] = await db
    .select({
      id: attachments.id,
      userId: attachments.userId,
      ownerType: attachments.ownerType,
      storageKey: attachments.storageKey,
      mimeType: attachments.mimeType,
      originalName: attachments.originalName,
    })
    .from(attachments)
    .where(eq(attachments.id, id));
  return row;
}
