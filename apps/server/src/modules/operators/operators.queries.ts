import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operatorSessions, operators } from './operators.tables.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = typeof operators.$inferInsert;

/** Inserts the operator unless the e-mail is taken (then undefined). */
export async function insertOperator(db: Database, operator: NewOperator): Promise<OperatorRow | undefined> {
  const [row] = await db
    .insert(operators)
    .values(operator)
    .onConflictDoNothing({ target: operators.email })
    .returning();
  return row;
}

export async function findOperatorByEmail(db: Database, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  return row;
}

export function listAllOperators(db: Database): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.id));
}

/** Disables the operator and ends their sessions, in the caller's transaction; answers the row (undefined: none). */
export async function markOperatorDisabled(db: Database, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db
    .update(operators)
    .set({ disabledAt: sql`coalesce(${operators.disabledAt}, now())` })
    .where(eq(operators.email, email))
    .returning();
  if (row) {
    await db
      .update(operatorSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(operatorSessions.operatorId, row.id), isNull(operatorSessions.revokedAt)));
  }
  return row;
}

/** A sign-in's session, with the operator's last sign-in stamped in the same statement. */
export async function insertOperatorSession(
  db: Database,
  session: typeof operatorSessions.$inferInsert,
): Promise<{ id: number; expiresAt: Date }> {
  const stamped = db.$with('stamped').as(
    db
      .update(operators)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(operators.id, session.operatorId))
      .returning({ id: operators.id }),
  );
  const [row] = await db
    .with(stamped)
    .insert(operatorSessions)
    .values(session)
    .returning({ id: operatorSessions.id, expiresAt: operatorSessions.expiresAt });
  if (!row) throw new Error('insert into operator_sessions returned no row');
  return row;
}

/** The operator behind a live (not revoked, not expired) session, unless they are disabled. */
export async function findLiveOperatorSession(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeOperatorSessionByTokenHash(db: Database, tokenHash: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}
