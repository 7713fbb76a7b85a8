import { z } from 'zod';

/*
 * SPEC §7 Cart: the shopping cart of a logged-in member (/shopping-cart). Prices and stock in
 * every answer are read from the database on the call; nothing the client sends is trusted
 * except which line, SKU and quantity it wants.
 */

/** Not in SPEC: product lines a cart may hold (add-ons ride on their product line). */
export const CART_MAX_LINES = 100;
/** Not in SPEC: distinct add-on items sent with one add. */
export const CART_MAX_ADD_ONS_PER_ADD = 20;
/** SPEC §7 pricing `type`: 4 prices cart lines. */
export const CART_PRICING_TYPE = 4;
/** SPEC §4 checkout type 2: checkout of cart lines (the /checkout page reads `cartIds`). */
export const CART_CHECKOUT_TYPE = 2;

/** The largest value the quantity column holds; anything above stock answers the stock message anyway. */
const QUANTITY_COLUMN_MAX = 2_147_483_647;
const ID_MAX = Number.MAX_SAFE_INTEGER;

const idSchema = z.number().int().positive().max(ID_MAX);
const queryIdSchema = z.coerce.number().int().positive().max(ID_MAX);

/** §5-style rule with its own catalogue key, so a 0 or negative quantity reads "must be at least 1". */
export const cartQuantitySchema = z
  .number()
  .int()
  .min(1, { message: 'warning_quantity_too_small' })
  .max(QUANTITY_COLUMN_MAX);

// ── Lines ─────────────────────────────────────────────────────────────────────────────

export const CART_ITEM_TYPES = ['product', 'addon', 'bonus'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/** Why a line cannot be bought now (inValidCartList). */
export const INVALID_CART_REASONS = [
  /** The product was deleted or taken off the shelf. */
  'product_unavailable',
  /** An add-on whose offer with its product line's product was withdrawn (the add-on itself may still be on sale). */
  'add_on_offer_ended',
  /** The SKU was deleted. */
  'sku_unavailable',
  /** The SKU has no stock. */
  'sold_out',
  /** The SKU has less stock than the line's quantity (the member can lower it). */
  'insufficient_stock',
  /** An enterprise-only product in the cart of a member who is no longer an enterprise account. */
  'not_available',
] as const;
export type InvalidCartReason = (typeof INVALID_CART_REASONS)[number];

export const skuAttrSchema = z.object({ key: z.string(), value: z.string() });
export type SkuAttr = z.infer<typeof skuAttrSchema>;

/** A bonus (gift) item that comes with a product line: SPEC §3 bonusItems. */
export const cartBonusItemSchema = z.object({
  productId: z.number().int(),
  productSkuId: z.number().int(),
  productName: z.string(),
  productPic: z.string(),
  /** Per product line: the gift's quantity per unit times the line's quantity. */
  quantity: z.number().int().positive(),
  skuAttr: z.array(skuAttrSchema),
  type: z.literal('bonus'),
});
export type CartBonusItem = z.infer<typeof cartBonusItemSchema>;

const cartLineFields = {
  id: z.number().int(),
  productId: z.number().int(),
  productSkuId: z.number().int(),
  productPic: z.string(),
  productName: z.string(),
  /** The SKU's regular price (integer NT$). */
  originPrice: z.number().int().nonnegative(),
  /** What one unit costs now: the SKU's promotion price, or the add-on price offered with the parent product. */
  price: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  /** The SKU's stock now: the quantity stepper's upper bound. */
  stock: z.number().int().nonnegative(),
  /** The unit shown after a quantity, in the request's language. */
  unit: z.string(),
  /** SPEC §3 productType (default 1): 1 equipment, 2 subscription, 3 add-on, 4 bonus, 5 fictional. */
  productType: z.number().int().positive(),
  type: z.enum(CART_ITEM_TYPES),
  skuAttr: z.array(skuAttrSchema),
  /** SPEC §3 skuValueList: the line's spec values with the SKU's stock. */
  skuValueList: z.array(z.object({ value: z.string(), stock: z.number().int().nonnegative() })),
  /** The product line an add-on line belongs to; null on product lines. */
  parentCartItemId: z.number().int().nullable(),
  /** Set on lines in inValidCartList. */
  reason: z.enum(INVALID_CART_REASONS).nullable(),
};

export const cartAddOnLineSchema = z.object({ ...cartLineFields, type: z.literal('addon') });
export type CartAddOnLine = z.infer<typeof cartAddOnLineSchema>;

export const cartLineSchema = z.object({
  ...cartLineFields,
  addOnItems: z.array(cartAddOnLineSchema),
  bonusItems: z.array(cartBonusItemSchema),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * GET /api/web/mall/car/list. validCartList holds product lines that can be bought, each with
 * its valid add-ons; inValidCartList holds lines that cannot (with a reason), including an
 * add-on whose product line is still valid.
 */
export const cartListAnswer = z.object({
  validCartList: z.array(cartLineSchema),
  inValidCartList: z.array(cartLineSchema),
});
export type CartListAnswer = z.infer<typeof cartListAnswer>;

// ── Add ───────────────────────────────────────────────────────────────────────────────

export const cartAddOnInput = z.object({
  productId: idSchema,
  productSkuId: idSchema,
  quantity: cartQuantitySchema,
});
export type CartAddOnInput = z.infer<typeof cartAddOnInput>;

/**
 * POST /api/web/mall/car/add. Adding a SKU already in the cart adds to its line. `addOnItems`
 * (not in SPEC's payload, optional) are add-on offers of this product, stored as add-on lines
 * under the product line.
 */
export const cartAddBody = z.object({
  productId: idSchema,
  productSkuId: idSchema,
  quantity: cartQuantitySchema,
  addOnItems: z.array(cartAddOnInput).max(CART_MAX_ADD_ONS_PER_ADD).optional(),
});
export type CartAddBody = z.infer<typeof cartAddBody>;

/** The product line that now holds the SKU, and the new cart count. */
export const cartAddAnswer = z.object({ id: z.number().int(), count: z.number().int().nonnegative() });
export type CartAddAnswer = z.infer<typeof cartAddAnswer>;

/** SPEC §7 GET /api/web/mall/car/count: the number of cart lines (add-ons ride on their product line). */
export const cartCountAnswer = z.number().int().nonnegative();
export type CartCountAnswer = z.infer<typeof cartCountAnswer>;

// ── Changing a line ───────────────────────────────────────────────────────────────────

export const cartProductParams = z.object({ id: queryIdSchema });

/** One SKU of a product as the spec picker needs it. */
export const cartSkuStockSchema = z.object({
  id: z.number().int(),
  stock: z.number().int().nonnegative(),
  originPrice: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  pic: z.string(),
  skuAttr: z.array(skuAttrSchema),
});
export type CartSkuStock = z.infer<typeof cartSkuStockSchema>;

/** GET /api/web/mall/car/getProduct/{productId}: the product's live SKUs, for changing a line's spec. */
export const cartProductAnswer = z.object({
  productId: z.number().int(),
  productName: z.string(),
  /** Every spec with its values in SKU order, e.g. {key: '顏色', values: ['黑', '紅']}. */
  skuAttr: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
  skuStockList: z.array(cartSkuStockSchema),
});
export type CartProductAnswer = z.infer<typeof cartProductAnswer>;

/**
 * POST /api/web/mall/car/update/attr: the line takes another SKU of the same product (and a
 * quantity). When the member already has a line of that SKU, the two merge into it.
 */
export const cartUpdateAttrBody = z.object({
  id: idSchema,
  productId: idSchema,
  productSkuId: idSchema,
  quantity: cartQuantitySchema,
});
export type CartUpdateAttrBody = z.infer<typeof cartUpdateAttrBody>;

/** The line that now holds the SKU (the merged one when lines merged). */
export const cartLineIdAnswer = z.object({ id: z.number().int() });
export type CartLineIdAnswer = z.infer<typeof cartLineIdAnswer>;

/** GET /api/web/mall/car/update/quantity?id&quantity */
export const cartUpdateQuantityQuery = z.object({
  id: queryIdSchema,
  quantity: z.coerce.number().pipe(cartQuantitySchema),
});
export type CartUpdateQuantityQuery = z.infer<typeof cartUpdateQuantityQuery>;

export const cartUpdateQuantityAnswer = z.object({ id: z.number().int(), quantity: z.number().int().positive() });
export type CartUpdateQuantityAnswer = z.infer<typeof cartUpdateQuantityAnswer>;

/** GET /api/web/mall/car/delete?ids=1,2,3 */
export const cartDeleteQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(
      z
        .array(idSchema)
        .min(1)
        .max(CART_MAX_LINES * (CART_MAX_ADD_ONS_PER_ADD + 1)),
    ),
});
export type CartDeleteQuery = z.infer<typeof cartDeleteQuery>;

/** The cart count after the change. */
export const cartCountAfterChangeAnswer = z.object({ count: cartCountAnswer });
export type CartCountAfterChangeAnswer = z.infer<typeof cartCountAfterChangeAnswer>;

// ── Pricing ───────────────────────────────────────────────────────────────────────────

/** POST /api/web/mall/car/pricing {type: 4, ids}: the amounts of the chosen product lines (with their add-ons). */
export const cartPricingBody = z.object({
  type: z.literal(CART_PRICING_TYPE),
  ids: z.array(idSchema).max(CART_MAX_LINES),
});
export type CartPricingBody = z.infer<typeof cartPricingBody>;

/**
 * Amounts in integer NT$ with their display text (format*, `NT$1,280`):
 * - totalAmount: the regular prices (originPrice × quantity) of the priced lines;
 * - totalReduceAmount: what promotion and add-on prices take off that (positive);
 * - couponTotalAmount: coupons come with checkout (a later issue), so always 0 here;
 * - freightAmount: the flat shipping fee, 0 from the free-shipping threshold up;
 * - payAmount: total - reduce - coupon + freight;
 * - freeShippingThreshold and amountToFreeShipping drive the "NT$N more for free shipping" hint.
 */
export const cartAmountMapSchema = z.object({
  totalAmount: z.number().int().nonnegative(),
  totalReduceAmount: z.number().int().nonnegative(),
  couponTotalAmount: z.number().int().nonnegative(),
  freightAmount: z.number().int().nonnegative(),
  payAmount: z.number().int().nonnegative(),
  freeShippingThreshold: z.number().int().nonnegative(),
  amountToFreeShipping: z.number().int().nonnegative(),
  formatTotalAmount: z.string(),
  formatTotalReduceAmount: z.string(),
  formatCouponTotalAmount: z.string(),
  formatFreightAmount: z.string(),
  formatPayAmount: z.string(),
  formatAmountToFreeShipping: z.string(),
});
export type CartAmountMap = z.infer<typeof cartAmountMapSchema>;

export const cartPricingAnswer = z.object({
  amountMap: cartAmountMapSchema,
  /** The ids that were priced: chosen lines that are in the cart and can be bought. */
  pricedIds: z.array(z.number().int()),
});
export type CartPricingAnswer = z.infer<typeof cartPricingAnswer>;
