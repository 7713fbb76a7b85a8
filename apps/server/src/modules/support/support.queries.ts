import type { FaqCategory } from '@wellfit/contracts/support';
import type { Locale } from '@wellfit/contracts/locale';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localisedTextOrEmpty } from '../../db/localised-text.ts';
import { attachments, contactMessages, faqs } from './support.tables.ts';

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
