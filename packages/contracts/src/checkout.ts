import { z } from 'zod';
import { cartBonusItemSchema, skuAttrSchema, CART_MAX_LINES, INVALID_CART_REASONS } from './cart';
import { invoiceDataSchema } from './invoice';
import type { MessageKey } from './messages';
import { PAYMENT_FAILURE_REASONS, PAYMENT_METHODS, PAYMENT_STATUS_VALUES } from './payment';
import { emailSchema, purchaserMobileSchema, requestKeySchema } from './validation';

/*
 * SPEC §7 Order: the checkout preview (generateConfirmOrderV1), its recalculation
 * (calCarAmountV1) and placing the order (generateOrder), for checkout types 1 (one product),
 * 2 (cart lines) and 4 (flash sale). Every amount in an answer is computed by the server from
 * the database through checkout-pricing.ts; nothing a client sends about money is trusted.
 * What is ours and not SPEC's (docs/decisions/checkout-requests.md):
 * - types 1 and 4 name their product with productId, productSkuId and quantity on calc and
 *   generateOrder too (SPEC lists them only for the preview);
 * - generateOrder carries `requestKey` (one per checkout page visit; a retry with the same key
 *   and body answers the same order, another body idempotency_key_reused), `agreeTerms` (terms and health declaration, SPEC §4) and
 *   `expectedPayAmount` (the preview's payAmount: a different amount now answers
 *   warning_price_changed and creates nothing).
 */

export const CHECKOUT_PATHS = {
  confirm: '/api/web/mall/order/generateConfirmOrderV1',
  calculate: '/api/web/mall/order/calCarAmountV1',
  generate: '/api/web/mall/order/generateOrder',
  /** Not in SPEC (its path is not shown): the member's order for /order-pay, /order-paid, /order-pay-fail. */
  detail: '/api/web/mall/order/detail/:id',
} as const;

export function orderDetailPath(orderId: number): string {
  return `/api/web/mall/order/detail/${orderId}`;
}

/** SPEC §4, §9 checkout types. */
export const CHECKOUT_TYPE = { single: 1, cart: 2, flash: 4 } as const;
export type CheckoutType = (typeof CHECKOUT_TYPE)[keyof typeof CHECKOUT_TYPE];

/** Not in SPEC: how long an unpaid order holds its stock (docs/decisions/order-states.md). */
export const UNPAID_ORDER_TTL_MINUTES = 30;

/** Not in SPEC: the most units of one SKU a single-product or flash checkout asks for (the stepper's bound is stock). */
export const CHECKOUT_MAX_QUANTITY = 999;

/*
 * Not in SPEC: what one member may hold unpaid (docs/decisions/unpaid-order-limits.md). An
 * unpaid order reserves its stock for UNPAID_ORDER_TTL_MINUTES; without these a member held a
 * SKU's 1,500 units in two orders and everyone else read "sold out" (issue 33). Checkout types 1
 * and 2 enforce them; a flash sale (type 4) has its own per-member limit per offer.
 */
/** Units of one SKU (product and add-on lines) a member's unpaid orders hold together, the new order included. */
export const UNPAID_UNITS_PER_SKU_MAX = 10;
/** Unpaid orders of checkout types 1 and 2 a member has at once, the new order included. */
export const UNPAID_ORDERS_PER_MEMBER_MAX = 3;

const ID_MAX = Number.MAX_SAFE_INTEGER;
const idSchema = z.number().int().positive().max(ID_MAX);

function issue(message: MessageKey) {
  return { error: message } as const;
}

const quantitySchema = z
  .number()
  .int()
  .min(1, issue('warning_quantity_too_small'))
  .max(CHECKOUT_MAX_QUANTITY, issue('warning_stock_changed'));
const cartIdsSchema = z.array(idSchema).min(1).max(CART_MAX_LINES);

// ── What is bought ─────────────────────────────────────────────────────────────────────

const singleSelection = z.object({
  type: z.literal(CHECKOUT_TYPE.single),
  productId: idSchema,
  productSkuId: idSchema,
  quantity: quantitySchema,
});
const cartSelection = z.object({ type: z.literal(CHECKOUT_TYPE.cart), cartIds: cartIdsSchema });
const flashSelection = z.object({
  type: z.literal(CHECKOUT_TYPE.flash),
  productId: idSchema,
  productSkuId: idSchema,
  seckillProductId: idSchema,
  quantity: quantitySchema,
});

/** POST generateConfirmOrderV1: type 2 with cartIds, type 1 with a SKU and quantity, type 4 with a flash offer too. */
export const confirmOrderBody = z.discriminatedUnion('type', [singleSelection, cartSelection, flashSelection]);
export type ConfirmOrderBody = z.infer<typeof confirmOrderBody>;
export type CheckoutSelection = ConfirmOrderBody;

/**
 * Coupon, W Coin and programme fields. Until the coupon, points and programme issues land none is
 * ever usable: a non-empty userCouponIds answers warning_coupon_not_usable, a projectId or a
 * projectAmount above 0 warning_project_not_usable, points above 0 warning_points_not_usable.
 */
const reductionFields = {
  userCouponIds: z.array(idSchema).max(10).optional(),
  projectId: idSchema.optional(),
  projectAmount: z.number().int().nonnegative().max(ID_MAX).optional(),
  transKey: z.string().max(128).optional(),
  /** W Coin to spend (not in SPEC's payload; the points issue defines its maximum). */
  points: z.number().int().nonnegative().max(ID_MAX).optional(),
};

const selectionFields = {
  cartIds: cartIdsSchema.optional(),
  productId: idSchema.optional(),
  productSkuId: idSchema.optional(),
  quantity: quantitySchema.optional(),
  seckillProductId: idSchema.optional(),
};

/** POST calCarAmountV1: the amounts again, with the reductions chosen on the page. */
export const calculateOrderBody = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  ...selectionFields,
  ...reductionFields,
});
export type CalculateOrderBody = z.infer<typeof calculateOrderBody>;

// ── Recipient, purchaser and agreement ───────────────────────────────────────────────────

const purchaserText = (max: number) =>
  z.string(issue('warning_required')).trim().max(max, issue('validation_too_long'));

/** SPEC §3 purchaser data; absent means "same as the recipient" (name and phone from the address, the member's e-mail). */
export const purchaserDataSchema = z.object({
  name: purchaserText(41).min(1, issue('warning_required')),
  phone: purchaserMobileSchema,
  email: emailSchema,
  province: purchaserText(20).optional(),
  city: purchaserText(20).optional(),
  region: purchaserText(20).optional(),
  detailAddress: purchaserText(50).optional(),
});
export type PurchaserData = z.infer<typeof purchaserDataSchema>;

/** POST generateOrder. */
export const generateOrderBody = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  memberReceiveAddressId: idSchema,
  ...selectionFields,
  ...reductionFields,
  invoiceData: invoiceDataSchema,
  purchaserData: purchaserDataSchema.optional(),
  projectIdCode: z.string().max(64).optional(),
  transAuthCode: z.string().max(64).optional(),
  /** SPEC §4: the terms and health declaration must be agreed before buying. */
  agreeTerms: z.boolean().refine((agreed) => agreed, issue('warning_terms_not_agreed')),
  requestKey: requestKeySchema,
  /** The preview's calcAmount.payAmount; another amount now answers warning_price_changed. */
  expectedPayAmount: z.number().int().nonnegative().max(ID_MAX),
});
export type GenerateOrderBody = z.infer<typeof generateOrderBody>;

// ── Answers ────────────────────────────────────────────────────────────────────────────

/** SPEC §3 calcAmount: integer NT$ with display text. freightAmount is before its reduction. */
export const calcAmountSchema = z.object({
  totalAmount: z.number().int().nonnegative(),
  reduceAmount: z.number().int().nonnegative(),
  couponAmount: z.number().int().nonnegative(),
  pointsAmount: z.number().int().nonnegative(),
  projectAmount: z.number().int().nonnegative(),
  freightAmount: z.number().int().nonnegative(),
  reduceFreightAmount: z.number().int().nonnegative(),
  payAmount: z.number().int().nonnegative(),
  formatTotalAmount: z.string(),
  formatReduceAmount: z.string(),
  formatCouponAmount: z.string(),
  formatPointsAmount: z.string(),
  formatProjectAmount: z.string(),
  formatFreightAmount: z.string(),
  formatReduceFreightAmount: z.string(),
  formatPayAmount: z.string(),
});
export type CalcAmount = z.infer<typeof calcAmountSchema>;

/** SPEC §3 coupon of a preview: null while no coupon applies. */
export const checkoutCouponSchema = z
  .object({ couponId: z.number().int(), userCouponId: z.number().int(), amount: z.number().int().nonnegative() })
  .nullable();

export const projectRespSchema = z
  .object({
    projectId: z.number().int(),
    projectName: z.string(),
    userProjectAmount: z.number().int().nonnegative(),
    projectType: z.number().int(),
    ratio: z.number(),
    ratioDesc: z.string(),
  })
  .nullable();

const checkoutLineFields = {
  /** The cart line (type 2); null for types 1 and 4. */
  cartId: z.number().int().nullable(),
  productId: z.number().int(),
  productSkuId: z.number().int(),
  productPic: z.string(),
  productName: z.string(),
  originPrice: z.number().int().nonnegative(),
  /** What one unit costs now (sale price, add-on offer or flash price). */
  price: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  unit: z.string(),
  productType: z.number().int().positive(),
  skuAttr: z.array(skuAttrSchema),
};

export const checkoutAddOnItemSchema = z.object({ ...checkoutLineFields, type: z.literal('addon') });
export const checkoutItemSchema = z.object({
  ...checkoutLineFields,
  type: z.literal('product'),
  addOnItems: z.array(checkoutAddOnItemSchema),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

/**
 * A chosen cart line, or an add-on of one, that cannot be bought now and is left out of the
 * order (not in SPEC; issue 34): the preview names it so the page can offer to remove it. A
 * product line's add-ons are left out with it and go when it is removed.
 */
export const checkoutUnavailableItemSchema = z.object({
  cartId: z.number().int(),
  type: z.enum(['product', 'addon']),
  productId: z.number().int(),
  productSkuId: z.number().int(),
  productPic: z.string(),
  productName: z.string(),
  skuAttr: z.array(skuAttrSchema),
  quantity: z.number().int().positive(),
  /** The SKU's stock now (for insufficient_stock). */
  stock: z.number().int().nonnegative(),
  reason: z.enum(INVALID_CART_REASONS),
});
export type CheckoutUnavailableItem = z.infer<typeof checkoutUnavailableItemSchema>;

/** SPEC §3 flags: hasProject is the string "1" for true. */
export const HAS_PROJECT = { yes: '1', no: '0' } as const;

/** generateConfirmOrderV1's answer (SPEC §3 Checkout preview). */
export const confirmOrderAnswer = z.object({
  calcAmount: calcAmountSchema,
  items: z.array(checkoutItemSchema),
  gifts: z.array(cartBonusItemSchema),
  coupon: checkoutCouponSchema,
  hasProject: z.enum([HAS_PROJECT.yes, HAS_PROJECT.no]),
  hasCoupon: z.boolean(),
  hasInvoice: z.boolean(),
  projectResp: projectRespSchema,
  /** The flash offer being bought (type 4), for its countdown. */
  flashSale: z.object({ id: z.number().int(), endsAt: z.string() }).nullable(),
  /** Chosen cart lines and add-ons that cannot be bought now: not in `items`, not priced, not ordered. */
  unavailableItems: z.array(checkoutUnavailableItemSchema),
});
export type ConfirmOrderAnswer = z.infer<typeof confirmOrderAnswer>;

/** calCarAmountV1's answer. */
export const calculateOrderAnswer = z.object({ calcAmount: calcAmountSchema, coupon: checkoutCouponSchema });
export type CalculateOrderAnswer = z.infer<typeof calculateOrderAnswer>;

// ── Orders ─────────────────────────────────────────────────────────────────────────────

/** SPEC §4 order status, server values. */
export const ORDER_STATUS_VALUES = [
  'pending',
  'unshipped',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'returned',
  'invalid',
] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

/** generateOrder's answer: orderId (SPEC) plus what the page needs to go to /order-pay or /order-paid. */
export const generateOrderAnswer = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  payAmount: z.number().int().nonnegative(),
});
export type GenerateOrderAnswer = z.infer<typeof generateOrderAnswer>;

export const orderDetailParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

const personSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string().optional(),
  province: z.string().optional(),
  city: z.string(),
  region: z.string(),
  zipCode: z.string().optional(),
  detailAddress: z.string(),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productSkuId: z.number().int().nullable(),
  type: z.enum(['product', 'addon', 'bonus']),
  productName: z.string(),
  productPic: z.string(),
  skuAttr: z.array(skuAttrSchema),
  originPrice: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  /** What the line paid after the order's reductions (orders.ts allocatePaidAmounts): a return refunds its share. */
  paidAmount: z.number().int().nonnegative(),
});

/** The payment part: the latest attempt. */
export const orderPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUS_VALUES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  amount: z.number().int().nonnegative(),
  paidAt: z.string().nullable(),
  /** Why a failed attempt failed (null otherwise): the page says what happened and what to do. */
  failureReason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
});

/** An order's e-invoice states. */
export const INVOICE_STATUS_VALUES = ['pending', 'issued', 'voided'] as const;

export const orderInvoiceSchema = z.object({
  invoiceType: z.number().int(),
  /** The carrier code, donation code or company tax id, as the member gave it. */
  invoiceCode: z.string().nullable(),
  invoiceTitle: z.string().nullable(),
  /** Set once issued. */
  invoiceNo: z.string().nullable(),
  status: z.enum(INVOICE_STATUS_VALUES),
});

/** The member's order (GET detail/{id}); another member's order is 404 order_not_found. */
export const orderDetailAnswer = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  checkoutType: z.number().int(),
  createdAt: z.string(),
  /** When an unpaid (pending) order lapses and returns its stock; null otherwise. */
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  calcAmount: calcAmountSchema,
  items: z.array(orderItemSchema),
  recipient: personSchema.nullable(),
  purchaser: personSchema.nullable(),
  payment: orderPaymentSchema.optional(),
  invoice: orderInvoiceSchema.optional(),
});
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswer>;

// ── Flash offers on the product page ─────────────────────────────────────────────────────

/** Not in SPEC (its path is not shown): a product's live and upcoming flash offers, for price and countdown. */
export const PRODUCT_FLASH_OFFERS_PATH = '/api/web/mall/seckill/product/:id';

export function productFlashOffersPath(productId: number): string {
  return `/api/web/mall/seckill/product/${productId}`;
}

export const productFlashOffersParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

/** One offer: `id` is the seckillProductId a type 4 checkout sends; live ones first, then by start. */
export const productFlashOfferSchema = z.object({
  id: z.number().int(),
  productSkuId: z.number().int(),
  seckillPrice: z.number().int().nonnegative(),
  /** Units left (0: sold out). */
  remaining: z.number().int().nonnegative(),
  limitPerMember: z.number().int().positive(),
  startsAt: z.string(),
  endsAt: z.string(),
  live: z.boolean(),
});
export const productFlashOffersAnswer = z.array(productFlashOfferSchema);

export const flashAllowanceParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

/** GET FLASH_ALLOWANCE_PATH (member only): how many units of the offer the member may still buy (flashUnitsLeft). */
export const flashAllowanceAnswer = z.object({
  seckillProductId: z.number().int(),
  limitPerMember: z.number().int().positive(),
  /** Units the member's orders of this offer hold (all but cancelled and invalid ones). */
  bought: z.number().int().nonnegative(),
  /** 0: the limit is reached. */
  remaining: z.number().int().nonnegative(),
});
export type FlashAllowanceAnswer = z.infer<typeof flashAllowanceAnswer>;
export type ProductFlashOffer = z.infer<typeof productFlashOfferSchema>;
