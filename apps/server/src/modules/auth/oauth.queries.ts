import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oauthAccounts, oauthStates } from './auth.tables.ts';

export type OAuthProviderName = (typeof oauthStates.$inferSelect)['provider'];

export async function insertOAuthState(
  db: Database,
  state: {
    stateHash: string;
    provider: OAuthProviderName;
    codeVerifier: string;
    nonce: string;
    validitySeconds: number;
  },
): Promise<void> {
  await db.insert(oauthStates).values({
    stateHash: state.stateHash,
    provider: state.provider,
    codeVerifier: state.codeVerifier,
    nonce: state.nonce,
    expiresAt: sql`now() + make_interval(secs => ${state.validitySeconds})`,
  });
}

/** Uses up a live state of this provider; answers its verifier and nonce, or undefined. */
export async function consumeOAuthState(db: Database, stateHash: string, provider: OAuthProviderName) {
  const [row] = await db
    .update(oauthStates)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        eq(oauthStates.provider, provider),
        isNull(oauthStates.consumedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ codeVerifier: oauthStates.codeVerifier, nonce: oauthStates.nonce });
  return row;
}

export async function findLinkedUserId(
  db: Database,
  provider: OAuthProviderName,
  providerAccountId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerAccountId, providerAccountId)))
    .limit(1);
  return row?.userId;
}

export async function linkOAuthAccount(
  db: Database,
  link: { userId: number; provider: OAuthProviderName; providerAccountId: string; email: string | undefined },
): Promise<void> {
  await db
    .insert(oauthAccounts)
    .values({ ...link, email: link.email ?? null })
    .onConflictDoNothing();
}
