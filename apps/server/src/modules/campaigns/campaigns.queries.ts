import { eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { campaigns, partnerEvents } from './campaigns.tables.ts';

/** One campaign record by its slug (slugs are stored lower-case). */
export async function findCampaignBySlug(ctx: ServiceContext, slug: string) {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  return row ?? null;
}

/** One partner event by its hash (hashes are stored lower-case). */
export async function findPartnerEventByHash(ctx: ServiceContext, hash: string) {
  const [row] = await ctx.db.select().from(partnerEvents).where(eq(partnerEvents.hash, hash)).limit(1);
  return row ?? null;
}

/** The windows of the campaigns with these slugs (stored lower-case); unknown slugs have no row. */
export function findCampaignWindows(ctx: ServiceContext, slugs: string[]) {
  return ctx.db
    .select({ slug: campaigns.slug, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt })
    .from(campaigns)
    .where(inArray(campaigns.slug, slugs));
}
