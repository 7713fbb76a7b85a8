import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { campaigns } from './campaigns.tables.ts';

/** One campaign record by its slug (slugs are stored lower-case). */
export async function findCampaignBySlug(ctx: ServiceContext, slug: string) {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  return row ?? null;
}
