import type { ListedTargetType, MemberListAnswer } from '@wellfit/contracts/collections';
import type { ServiceContext } from '../../context.ts';
import {
  articleSummariesByIds,
  coachSummariesByIds,
  courseCardsByIds,
  planSummariesByIds,
} from '../content/content.service.ts';
import { selectProductSummaries } from '../catalog/product-summaries.queries.ts';

/**
 * A page of member-list ids (favourites, browse history) dressed as the cards each type's own
 * list pages use: products by the search module's summaries, content by the content module's.
 */
export async function listedSummaries(
  ctx: ServiceContext,
  targetType: ListedTargetType,
  page: { ids: number[]; total: number },
): Promise<MemberListAnswer> {
  const { ids, total } = page;
  switch (targetType) {
    case 'product':
      return { targetType, total, list: await selectProductSummaries(ctx.db, ctx.locale, ids) };
    case 'course':
      return { targetType, total, list: await courseCardsByIds(ctx, ids) };
    case 'plan':
      return { targetType, total, list: await planSummariesByIds(ctx, ids) };
    case 'article':
      return { targetType, total, list: await articleSummariesByIds(ctx, ids) };
    case 'coach':
      return { targetType, total, list: await coachSummariesByIds(ctx, ids) };
  }
}
