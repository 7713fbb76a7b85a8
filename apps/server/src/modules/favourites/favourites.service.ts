import type {
  CollectionStatusAnswer,
  CollectionTarget,
  CollectionToggleBody,
  MemberListAnswer,
  MemberListQuery,
} from '@wellfit/contracts/collections';
import type { MessageKey } from '@wellfit/contracts/messages';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { deleteFavourite, favouriteExists, insertFavourite, selectFavouriteIds } from './favourites.queries.ts';
import { listedSummaries } from './listed-summaries.service.ts';
import { isTargetVisible } from './target-visibility.queries.ts';

const NOT_FOUND_KEYS: Record<CollectionTarget['targetType'], MessageKey> = {
  product: 'product_not_found',
  course: 'course_not_found',
  plan: 'content_not_found',
  article: 'content_not_found',
  coach: 'content_not_found',
  series: 'content_not_found',
};

/** The item must exist and be visible to a shopper: an unknown id or a hidden product is a 404 and changes nothing. */
export async function requireVisibleTarget(ctx: RequestContext, target: CollectionTarget): Promise<void> {
  if (!(await isTargetVisible(ctx.db, target))) throw new AppError(NOT_FOUND_KEYS[target.targetType], 404);
}

/**
 * Sets the favourite to the state asked for, not a flip: a double click or a retried request
 * ends where the member meant. Removing never needs the item to be visible (it may have gone).
 */
export async function toggleFavourite(
  ctx: RequestContext,
  body: CollectionToggleBody,
): Promise<CollectionStatusAnswer> {
  const member = await ctx.requireMember();
  const target = { targetType: body.targetType, targetId: body.targetId };
  if (body.like) {
    await requireVisibleTarget(ctx, target);
    await insertFavourite(ctx.db, member.userId, target);
  } else {
    await deleteFavourite(ctx.db, member.userId, target);
  }
  return { like: body.like };
}

export async function favouriteStatus(ctx: RequestContext, target: CollectionTarget): Promise<CollectionStatusAnswer> {
  const member = await ctx.requireMember();
  return { like: await favouriteExists(ctx.db, member.userId, target) };
}

/** SPEC §2 /collection/{tab}: newest favourite first; items taken off sale or hidden drop out of the list. */
export async function listFavourites(ctx: RequestContext, query: MemberListQuery): Promise<MemberListAnswer> {
  const member = await ctx.requireMember();
  const page = await selectFavouriteIds(ctx.db, member.userId, query.targetType, {
    limit: query.pageSize,
    offset: (query.pageIndex - 1) * query.pageSize,
  });
  return listedSummaries(ctx, query.targetType, page);
}
