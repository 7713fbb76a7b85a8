import { z } from 'zod';
import { productSummary } from './catalog';
import { articleSummary, coachSummary, contentCourseCard, planSummary } from './content';
import { typedListPage } from './typed-list-page';

/*
 * SPEC §2 /collection/{tab} and /browse-history/{tab}: a member's favourites and recent views,
 * kept on the server. SPEC §7 does not show these calls ("Calls for … collections: not shown"),
 * so the paths below are ours (docs/decisions/search-collection-paths.md).
 */

/** What a member can favourite or follow, and what browse history records. */
export const COLLECTION_TARGET_TYPES = ['product', 'course', 'plan', 'article', 'coach', 'series'] as const;
export type CollectionTargetType = (typeof COLLECTION_TARGET_TYPES)[number];

/** The types a member list shows (series have their own page but no list tab yet). */
export const LISTED_TARGET_TYPES = ['product', 'course', 'plan', 'article', 'coach'] as const;
export type ListedTargetType = (typeof LISTED_TARGET_TYPES)[number];

/** Browse history keeps this many recent views per member and target type; older ones drop off. */
export const BROWSE_HISTORY_LIMIT = 100;
export const COLLECTION_PAGE_SIZE = 20;
export const COLLECTION_PAGE_SIZE_MAX = 50;

const targetId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const targetType = z.enum(COLLECTION_TARGET_TYPES);

export const collectionTarget = z.object({ targetType, targetId });
export type CollectionTarget = z.infer<typeof collectionTarget>;

/** POST /api/web/collection/toggle: like true adds, false removes; repeating either changes nothing. */
export const collectionToggleBody = collectionTarget.extend({ like: z.boolean() });
export type CollectionToggleBody = z.infer<typeof collectionToggleBody>;

/** Answer of toggle and status: whether the member now has the item among their favourites. */
export const collectionStatusAnswer = z.object({ like: z.boolean() });
export type CollectionStatusAnswer = z.infer<typeof collectionStatusAnswer>;

/** GET /api/web/collection/status?targetType&targetId */
export const collectionStatusQuery = collectionTarget;

/** Query of both list calls: GET /api/web/collection/list and GET /api/web/browse-history/list. */
export const memberListQuery = z.object({
  targetType: z.enum(LISTED_TARGET_TYPES).default('product'),
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(COLLECTION_PAGE_SIZE_MAX).default(COLLECTION_PAGE_SIZE),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;

/**
 * Newest first: favourites by when they were added, history by when the item was last viewed.
 * Each type answers the card its own list pages use; items hidden since drop out.
 */
export const memberListAnswer = typedListPage('targetType', {
  product: productSummary,
  course: contentCourseCard,
  plan: planSummary,
  article: articleSummary,
  coach: coachSummary,
});
export type MemberListAnswer = z.infer<typeof memberListAnswer>;

/** POST /api/web/browse-history/record: a view of an item (viewing again moves it to the top). */
export const browseHistoryRecordBody = collectionTarget;

/** POST /api/web/browse-history/delete: forget some items of one type. */
export const browseHistoryDeleteBody = z.object({
  targetType,
  targetIds: z.array(targetId).min(1).max(BROWSE_HISTORY_LIMIT),
});
export type BrowseHistoryDeleteBody = z.infer<typeof browseHistoryDeleteBody>;

/** POST /api/web/browse-history/clear: forget every item of one type. */
export const browseHistoryClearBody = z.object({ targetType });
export type BrowseHistoryClearBody = z.infer<typeof browseHistoryClearBody>;
