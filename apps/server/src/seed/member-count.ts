import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** Whether the database holds members yet: seeding fills only an empty one. */
export async function memberCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.users);
  return row?.count ?? 0;
}
