import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userFromRawRow, type NewUser, type UserRow } from '../accounts/accounts.service.ts';
import type { NewSession } from './auth.queries.ts';
import type { CodeAttempt } from './verification-codes.queries.ts';

export interface CodeLoginInput {
  attempt: CodeAttempt;
  /** The member to create when the account has none; its mobile or e-mail names the account. */
  newMember: Pick<NewUser, 'nickName' | 'phone' | 'countryCode' | 'email' | 'inviteCode' | 'locale' | 'platForm'>;
  /** /r/{inviteCode} of a new member; unknown codes are ignored. */
  inviteCode: string | undefined;
  session: Omit<NewSession, 'userId'>;
}

/** No live code or a wrong one; or the code's account, undefined when it is not active. */
export type CodeLoginOutcome = { matched: false } | { matched: true; user: UserRow | undefined };

/**
 * SPEC §7 pcLogin in one round trip: wellfit_login_by_code (migration 0005) tries the code,
 * finds or creates the member (an upsert, race-free across processes), stamps the last login
 * and starts the session. The issue 3 budget (200 code logins/s on PGlite, where every round
 * trip and every plan costs) is why the accounts and sessions tables are written here rather
 * than through their services (docs/decisions/verification-code-functions.md).
 */
export async function loginByCode(db: Database, input: CodeLoginInput): Promise<CodeLoginOutcome> {
  const { attempt, newMember: member, session } = input;
  // Both drivers answer raw SQL with `{ rows }`; the shared Drizzle type does not say so.
  const result = (await db.execute(sql`
    select code_matched, member from wellfit_login_by_code(
      ${attempt.target}, ${attempt.codeHash}, ${attempt.maxAttempts}::integer,
      ${member.nickName}, ${member.phone ?? null}, ${member.countryCode}, ${member.email ?? null},
      ${member.inviteCode}, ${input.inviteCode ?? null}, ${member.locale}, ${member.platForm},
      ${session.tokenHash}, ${session.expiresAt.toISOString()}::timestamptz, ${session.deviceId ?? null},
      ${session.platform ?? null}, ${session.ipAddress ?? null}, ${session.userAgent ?? null}
    )`)) as unknown as { rows: { code_matched: boolean; member: Record<string, unknown> | string | null }[] };
  const [row] = result.rows;
  if (row?.code_matched !== true) return { matched: false };
  if (row.member === null) return { matched: true, user: undefined };
  // Both drivers parse jsonb; one that does not would hand back text.
  const fields = typeof row.member === 'string' ? (JSON.parse(row.member) as Record<string, unknown>) : row.member;
  return { matched: true, user: userFromRawRow(fields) };
}
