import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises } from './enterprises.tables.ts';

export type EnterpriseRow = typeof enterprises.$inferSelect;

const active = eq(enterprises.status, 'active');

export async function findActiveEnterpriseByCode(db: Database, code: string): Promise<EnterpriseRow | undefined> {
  const [row] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.code, code), active))
    .limit(1);
  return row;
}

export async function findActiveEnterpriseByBusinessId(
  db: Database,
  businessId: string,
): Promise<EnterpriseRow | undefined> {
  const [row] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.businessId, businessId), active))
    .limit(1);
  return row;
}

export async function findActiveDemoEnterprise(db: Database): Promise<EnterpriseRow | undefined> {
  const [row] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.isDemo, true), active))
    .orderBy(enterprises.id)
    .limit(1);
  return row;
}

export async function findActiveEnterpriseByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<EnterpriseRow | undefined> {
  const [row] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.registrationTokenHash, tokenHash), active))
    .limit(1);
  return row;
}
