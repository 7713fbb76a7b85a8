import {
  BROWSE_HISTORY_LIMIT,
  type BrowseHistoryClearBody,
  type BrowseHistoryDeleteBody,
  type CollectionTarget,
  type MemberListAnswer,
  type MemberListQuery,
} from '@wellfit/contracts/collections';
import { withTransaction, type RequestContext } from '../../context.ts';
import { requireVisibleTarget } from '../favourites/favourites.service.ts';
import { listedSummaries } from '../favourites/listed-summaries.service.ts';
import { deleteViews, selectViewedIds, trimViews, upsertView } from './browse-history.queries.ts';

/** A view moves the item to the top; beyond BROWSE_HISTORY_LIMIT items of a type, the oldest drop off. */
export async function recordView(ctx: RequestContext, target: CollectionTarget): Promise<null> {
  const member = await ctx.requireMember();
  await requireVisibleTarget(ctx, target);
  await withTransaction(ctx, async (tx) => {
    await upsertView(tx.db, member.userId, target);
    await trimViews(tx.db, member.userId, target.targetType, BROWSE_HISTORY_LIMIT);
  });
  return null;
}

/** SPEC §2 /browse-history/{tab}: most recent view first; items hidden since drop out of the list. */
export async function listViews(ctx: RequestContext, query: MemberListQuery): Promise<MemberListAnswer> {
  const member = await ctx.requireMember();
  const page = await selectViewedIds(ctx.db, member.userId, query.targetType, {
    limit: query.pageSize,
    offset: (query.pageIndex - 1) * query.pageSize,
  });
  return listedSummaries(ctx, query.targetType, page);
}

export async function deleteSomeViews(ctx: RequestContext, body: BrowseHistoryDeleteBody): Promise<null> {
  const member = await ctx.requireMember();
  await deleteViews(ctx.db, member.userId, body.targetType, body.targetIds);
  return null;
}

export async function clearViews(ctx: RequestContext, body: BrowseHistoryClearBody): Promise<null> {
  const member = await ctx.requireMember();
  await deleteViews(ctx.db, member.userId, body.targetType, 'all');
  return null;
}
