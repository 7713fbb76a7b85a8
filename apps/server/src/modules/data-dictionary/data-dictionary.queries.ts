import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dataDictionary } from './data-dictionary.tables.ts';

export interface DictionaryEntry {
  type: string;
  name: string;
  locale: string | null;
  value: string;
}

/** The whole dictionary: a few dozen rows of site settings, cached whole by the service. */
export function listDictionaryEntries(db: Database): Promise<DictionaryEntry[]> {
  return db
    .select({
      type: dataDictionary.type,
      name: dataDictionary.name,
      locale: dataDictionary.locale,
      value: dataDictionary.value,
    })
    .from(dataDictionary);
}

export async function upsertDictionaryEntry(db: Database, entry: DictionaryEntry): Promise<void> {
  await db
    .insert(dataDictionary)
    .values(entry)
    .onConflictDoUpdate({
      target: [dataDictionary.type, dataDictionary.name, dataDictionary.locale],
      set: { value: entry.value, updatedAt: sql`now()` },
    });
}
