import { z } from 'zod';
import type { ProductType } from './catalog-options';
import { orderDetailAnswer, type OrderStatus } from './checkout';
import { PAYMENT_METHODS } from './payment';
import { requestKeySchema } from './validation';

/*
 * After the sale (issue 35): the member's orders, cancelling, editing the recipient, returns and
 * refunds. SPEC §2 names the pages (/order-list, /order-list/{tab}) and §4 the states and
 * actions; SPEC shows no call for any of it, so the paths are ours
 * (docs/decisions/after-the-sale.md). The order's detail stays GET /api/web/mall/order/detail/{id}
 * (checkout.ts), grown with what this issue adds.
 */

export const ORDER_PATHS = {
  /** GET ?tab&pageIndex&pageSize: the member's orders, newest first. */
  list: '/api/web/mall/order/list',
  /** POST: cancel an unpaid order, or a paid one not yet shipped (then refunded in full). */
  cancel: '/api/web/mall/order/cancel',
  /** POST: change the recipient until the order ships. */
  recipient: '/api/web/mall/order/recipient',
  /** POST multipart: apply for a return (text fields plus up to 2 attachments). */
  returnApply: '/api/web/mall/return/apply',
  /** POST: withdraw a return while it is pending. */
  returnCancel: '/api/web/mall/return/cancel',
} as const;

/**
 * /order-list/{tab}: SPEC §2's tabs. Cancelled and invalid orders appear only under `all`;
 * delivered ones under `completed` (the member has them); an order with a return or refund
 * under `returns` (docs/decisions/after-the-sale.md).
 */
export const ORDER_LIST_TABS = ['all', 'unpaid', 'unshipped', 'shipped', 'completed', 'returns'] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** The order statuses each tab lists (`returns` also lists any order with a return request or refund). */
export const ORDER_LIST_TAB_STATUSES: Readonly<Record<OrderListTab, readonly OrderStatus[]>> = {
  all: ['pending', 'unshipped', 'shipped', 'delivered', 'completed', 'cancelled', 'returned', 'invalid'],
  unpaid: ['pending'],
  unshipped: ['unshipped'],
  shipped: ['shipped'],
  completed: ['delivered', 'completed'],
  returns: ['returned'],
};

export const ORDER_LIST_PAGE_SIZE = 10;
export const ORDER_LIST_PAGE_SIZE_MAX = 20;

export const orderListQuery = z.object({
  tab: z.enum(ORDER_LIST_TABS).default('all'),
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORDER_LIST_PAGE_SIZE_MAX).default(ORDER_LIST_PAGE_SIZE),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** Why a member cancels (SPEC §4: "cancelled with a selectable reason"); the words are in the message catalogue. */
export const ORDER_CANCEL_REASONS = [
  'changed_mind',
  'duplicate_order',
  'change_items',
  'payment_problem',
  'found_better_price',
  'delivery_too_slow',
  'other',
] as const;
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];

/** Why a member returns goods. */
export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'missing_parts',
  'does_not_fit',
  'changed_mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** SPEC §4 return status. */
export const RETURN_STATUS_VALUES = [
  'pending',
  'approved',
  'rejected',
  'returning',
  'refunding',
  'completed',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUS_VALUES)[number];

export const REFUND_STATUS_VALUES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUS_VALUES)[number];

/**
 * Consumer Protection Act art. 19: seven days to return goods bought at a distance, counted
 * from delivery. The last day is the seventh calendar day after the day of delivery, in
 * Asia/Taipei, to its end (docs/decisions/return-window.md).
 */
export const RETURN_WINDOW_DAYS = 7;

/**
 * The last day (YYYY-MM-DD, Asia/Taipei) a return may be applied for, for goods delivered at
 * `deliveredAt`, and the instant that day ends. Delivered on 1 March at any hour: returns
 * through 8 March 23:59:59.
 */
export function returnWindowOf(deliveredAt: Date): { lastDay: string; closesAt: Date } {
  const TAIPEI_OFFSET_MS = 8 * 3_600_000;
  const DAY_MS = 86_400_000;
  const deliveryDayStart = Math.floor((deliveredAt.getTime() + TAIPEI_OFFSET_MS) / DAY_MS) * DAY_MS;
  const lastDayStart = deliveryDayStart + RETURN_WINDOW_DAYS * DAY_MS;
  return {
    lastDay: new Date(lastDayStart).toISOString().slice(0, 10),
    closesAt: new Date(lastDayStart + DAY_MS - TAIPEI_OFFSET_MS),
  };
}

/**
 * Products that may not be returned once opened or started (Consumer Protection Act art. 19's
 * exceptions for digital content and services begun): subscriptions and codes. The product page
 * says so before purchase, the order says so on the line.
 */
export const NON_RETURNABLE_PRODUCT_TYPES: readonly ProductType[] = ['subscription', 'fictional'];

export function isReturnableProductType(type: ProductType): boolean {
  return !NON_RETURNABLE_PRODUCT_TYPES.includes(type);
}

/** Return attachments: SPEC §5's rule for attachments, as the contact form (support.ts) checks them. */
export const RETURN_ATTACHMENTS_MAX = 2;
export const RETURN_DESCRIPTION_MAX = 500;

const ID_MAX = Number.MAX_SAFE_INTEGER;
const idSchema = z.number().int().positive().max(ID_MAX);

/** POST ORDER_PATHS.cancel. */
export const cancelOrderBody = z.object({
  orderId: idSchema,
  reason: z.enum(ORDER_CANCEL_REASONS),
  requestKey: requestKeySchema,
});
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

/** The text part of POST ORDER_PATHS.returnApply (multipart field `payload`, JSON), beside the files. */
export const applyReturnBody = z.object({
  orderId: idSchema,
  items: z
    .array(z.object({ orderItemId: idSchema, quantity: z.number().int().positive().max(999) }))
    .min(1)
    .max(50),
  reason: z.enum(RETURN_REASONS),
  description: z.string().trim().max(RETURN_DESCRIPTION_MAX).default(''),
  requestKey: requestKeySchema,
});
export type ApplyReturnBody = z.infer<typeof applyReturnBody>;

export const cancelReturnBody = z.object({ returnId: idSchema });

/** What an order's state lets the member do now (the list and the detail show these buttons). */
export const orderActionsSchema = z.object({
  pay: z.boolean(),
  cancel: z.boolean(),
  editRecipient: z.boolean(),
  applyReturn: z.boolean(),
});
export type OrderActions = z.infer<typeof orderActionsSchema>;

/** One line of a list card. */
export const orderListItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  type: z.enum(['product', 'addon', 'bonus']),
  productName: z.string(),
  productPic: z.string(),
  skuAttr: z.array(z.object({ key: z.string(), value: z.string() })),
  price: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
});

export const orderListCardSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.string(),
  returnStatus: z.enum(RETURN_STATUS_VALUES).nullable(),
  createdAt: z.string(),
  payAmount: z.number().int().nonnegative(),
  formatPayAmount: z.string(),
  /** Units in the order (all lines). */
  quantity: z.number().int().nonnegative(),
  items: z.array(orderListItemSchema),
  /** When an unpaid order lapses (null otherwise). */
  expiresAt: z.string().nullable(),
  actions: orderActionsSchema,
});
export type OrderListCard = z.infer<typeof orderListCardSchema>;

export const orderListAnswer = z.object({
  list: z.array(orderListCardSchema),
  total: z.number().int().nonnegative(),
  pageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

/** A return as the order detail shows it. */
export const orderReturnSchema = z.object({
  id: z.number().int(),
  returnNo: z.string(),
  status: z.enum(RETURN_STATUS_VALUES),
  reason: z.enum(RETURN_REASONS),
  description: z.string(),
  attachments: z.array(z.object({ url: z.string(), kind: z.enum(['image', 'video']) })),
  items: z.array(
    z.object({
      orderItemId: z.number().int(),
      quantity: z.number().int().positive(),
      receivedQuantity: z.number().int().nonnegative().nullable(),
      damagedQuantity: z.number().int().nonnegative().nullable(),
    }),
  ),
  refundAmount: z.number().int().nonnegative(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  /** The member may withdraw it (pending only). */
  cancellable: z.boolean(),
});

export const orderRefundSchema = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  amount: z.number().int().positive(),
  formatAmount: z.string(),
  status: z.enum(REFUND_STATUS_VALUES),
  reason: z.string(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});

export const orderAllowanceSchema = z.object({
  allowanceNo: z.string().nullable(),
  amount: z.number().int().positive(),
  status: z.enum(['pending', 'issued', 'voided']),
  issuedAt: z.string().nullable(),
});

/** One step of the order's timeline (status moves and events, oldest first). */
export const orderTimelineEntrySchema = z.object({
  at: z.string(),
  /** A status (`status:shipped`) or an event kind (`refund_succeeded`, `recipient_changed` …). */
  kind: z.string(),
  /** Facts for the words (amount, company and number …). */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional(),
});

/**
 * What this issue adds to the order's detail (checkout.ts orderDetailAnswer extends with it):
 * the delivery, returns, refunds, allowances, timeline and the actions allowed now.
 */
export const orderAfterSaleSchema = z.object({
  /** SPEC §3 payment type: paid online by card or wallet, or nothing to pay (a free order). */
  paymentType: z.enum(['online', 'free']),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** When the order was paid (null while unpaid). */
  paymentTime: z.string().nullable(),
  /** The discount code the member entered, if any (coupon, W Coin and shipping amounts are in calcAmount). */
  discountCode: z.string().nullable(),
  /** W Coin points spent (their NT$ value is calcAmount's points amount). */
  pointsUsed: z.number().int().nonnegative(),
  delivery: z.object({
    status: z.string().nullable(),
    company: z.string().nullable(),
    number: z.string().nullable(),
    /** The carrier's tracking page for this number, when the carrier has one. */
    trackingUrl: z.string().nullable(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  }),
  returnStatus: z.enum(RETURN_STATUS_VALUES).nullable(),
  /** The last day to apply for a return (YYYY-MM-DD, Taipei), once delivered; null before. */
  returnLastDay: z.string().nullable(),
  cancelReason: z.string().nullable(),
  returns: z.array(orderReturnSchema),
  refunds: z.array(orderRefundSchema),
  allowances: z.array(orderAllowanceSchema),
  timeline: z.array(orderTimelineEntrySchema),
  actions: orderActionsSchema,
  /** Order lines that may not be returned (digital content, subscriptions, codes). */
  nonReturnableItemIds: z.array(z.number().int()),
});
export type OrderAfterSale = z.infer<typeof orderAfterSaleSchema>;

/** GET /api/web/mall/order/detail/{id} (checkout.ts's path): the order with its life after the sale. */
export const memberOrderDetailAnswer = orderDetailAnswer.extend(orderAfterSaleSchema.shape);
export type MemberOrderDetailAnswer = z.infer<typeof memberOrderDetailAnswer>;

/** POST ORDER_PATHS.cancel: the order's status now and the refund a paid order's cancel asked for. */
export const cancelOrderAnswer = z.object({
  orderId: z.number().int(),
  status: z.enum(['cancelled']),
  refund: z
    .object({ refundNo: z.string(), amount: z.number().int().nonnegative(), status: z.enum(REFUND_STATUS_VALUES) })
    .nullable(),
});
export type CancelOrderAnswer = z.infer<typeof cancelOrderAnswer>;

/** POST ORDER_PATHS.recipient: the order's recipient now. */
export const editRecipientAnswer = z.object({
  orderId: z.number().int(),
  recipient: z.object({
    name: z.string(),
    phone: z.string(),
    city: z.string(),
    region: z.string(),
    zipCode: z.string().optional(),
    detailAddress: z.string(),
  }),
});

/** POST ORDER_PATHS.returnApply and returnCancel answer the return's number and status. */
export const returnAnswer = z.object({
  returnId: z.number().int(),
  returnNo: z.string(),
  status: z.enum(RETURN_STATUS_VALUES),
});
export type ReturnAnswer = z.infer<typeof returnAnswer>;

/** POST ORDER_PATHS.recipient: the new recipient, chosen from the member's address book. */
export const editRecipientBody = z.object({
  orderId: idSchema,
  memberReceiveAddressId: idSchema,
});
export type EditRecipientBody = z.infer<typeof editRecipientBody>;

/**
 * What each order line actually paid (order_items.paid_amount): the order's pay amount less its
 * shipping fee, shared by each line's price × quantity, so a partial return refunds the line's
 * share of every order-level reduction (coupon, discount code, W Coin, programme). Rounded down,
 * then the dollars left over go one each to the lines with the largest remainders (ties: the
 * earlier line), so the shares add up exactly. Gifts (price 0) get nothing; when every line is
 * free, nothing is shared. docs/decisions/after-the-sale.md. Migration 0025 backfilled older
 * orders by the same rule in SQL.
 */
export function allocatePaidAmounts(
  lines: readonly { price: number; quantity: number }[],
  payAmount: number,
  shippingFee: number,
): number[] {
  const paid = Math.max(payAmount - Math.max(shippingFee, 0), 0);
  const weights = lines.map((line) => Math.max(line.price, 0) * Math.max(line.quantity, 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || paid === 0) return lines.map(() => 0);
  // Integer arithmetic throughout: paid × weight stays far below 2^53 for NT$ orders.
  const shares = weights.map((weight) => Math.floor((paid * weight) / total));
  const remainders = weights.map((weight, index) => ({ index, remainder: (paid * weight) % total }));
  let left = paid - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A carrier's public tracking page for a number (null when it has none we can link to). */
export function trackingUrlOf(company: string | null, number: string | null): string | null {
  if (!company || !number) return null;
  const code = encodeURIComponent(number.trim());
  const pattern = TRACKING_URL_PATTERNS[company.trim()];
  return pattern ? pattern.replace('{number}', code) : null;
}

/** The carriers the shop ships with and their public tracking pages (docs/decisions/after-the-sale.md). */
export const TRACKING_URL_PATTERNS: Readonly<Record<string, string>> = {
  黑貓宅急便: 'https://www.t-cat.com.tw/Inquire/TraceDetail.aspx?BillID={number}',
  新竹物流: 'https://www.hct.com.tw/Search/SearchGoods_n.aspx?no={number}',
  嘉里大榮物流: 'https://www.kerrytj.com/ZH/search/search_track.aspx?no={number}',
  中華郵政: 'https://postserv.post.gov.tw/pstmail/main_mail.html?targetTxn=EB500200&MAILNO={number}',
};

/** The member's order page (notifications and e-mails lead here; docs/decisions/order-detail-page.md). */
export function orderPagePath(orderId: number): string {
  return `/order/${orderId}`;
}
