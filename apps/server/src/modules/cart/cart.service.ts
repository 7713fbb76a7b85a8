import {
  CART_MAX_LINES,
  type CartAddAnswer,
  type CartAddBody,
  type CartAddOnLine,
  type CartBonusItem,
  type CartCountAfterChangeAnswer,
  type CartLine,
  type CartLineIdAnswer,
  type CartListAnswer,
  type CartPricingAnswer,
  type CartProductAnswer,
  type CartUpdateAttrBody,
  type CartUpdateQuantityAnswer,
  type CartUpdateQuantityQuery,
  type InvalidCartReason,
  type SkuAttr,
} from '@wellfit/contracts/cart';
import { LOCALE_TAGS, type Locale } from '@wellfit/contracts/locale';
import { priceCheckout } from '@wellfit/contracts/checkout-pricing';
import { formatPrice } from '@wellfit/contracts/price';
import { withTransaction, type ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findActiveUserById } from '../accounts/accounts.service.ts';
import { PRODUCT_TYPES } from '@wellfit/contracts/catalog-options';
import { skuAttributesOf } from '../catalog/product-detail.service.ts';
import {
  addLinesBounded,
  countProductLines,
  deleteLinesIfAllOwned,
  deleteMemberLines,
  findAddOnOffers,
  findCheckoutSku,
  findMemberLine,
  findProductLineOfSku,
  findProductWithSku,
  listCartLines,
  listProductSkus,
  lockMemberCart,
  moveAddOnLines,
  setLineQuantity,
  setLineSku,
  type BonusRow,
  type CartLineRow,
  type ProductWithSku,
} from './cart.queries.ts';
import { freightRule } from './freight.service.ts';

/** The word after a quantity (SPEC §3 unit); the catalogue has no per-product unit. */
const UNIT: Record<Locale, string> = { zhTW: '件', zhCN: '件', en: 'pc' };

/** Only these are sold: bonus items come free with another product, never on their own. */
const SOLD_ALONE = new Set<string>(['equipment', 'subscription', 'addon', 'fictional']);

/** SPEC §3 productType is numeric with 1 as default: 1 + the catalogue type's position (equipment is 1). */
function productTypeCode(type: (typeof PRODUCT_TYPES)[number]): number {
  return PRODUCT_TYPES.indexOf(type) + 1;
}

// ── Who may buy what ──────────────────────────────────────────────────────────────────

/** Enterprise-only products are for members of an enterprise (accounts carry enterpriseId, SPEC §6). */
async function isEnterpriseMember(ctx: ServiceContext, userId: number): Promise<boolean> {
  const user = await findActiveUserById(ctx, userId);
  return user?.enterpriseId != null;
}

/** A lazily answered "is this member an enterprise account": asked at most once, only when an enterprise-only product shows up. */
function enterpriseCheck(ctx: ServiceContext, userId: number): () => Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  return () => (answer ??= isEnterpriseMember(ctx, userId));
}

function isOnSale(product: { status: string; deleted: boolean }): boolean {
  return product.status === 'on_sale' && !product.deleted;
}

/**
 * The §8 error for buying `quantity` of this SKU, checked in the order a shopper would want to
 * hear it: the product, who may buy it, the SKU, then its stock. Answers the SKU's stock.
 */
async function assertPurchasable(
  row: ProductWithSku | undefined,
  quantity: number,
  isEnterprise: () => Promise<boolean>,
): Promise<{ stock: number; price: number }> {
  if (!row || !isOnSale(row) || !SOLD_ALONE.has(row.productType)) throw new AppError('product_not_found', 404);
  if (row.enterpriseOnly && !(await isEnterprise())) throw new AppError('product_not_available', 403);
  if (row.skuId === null || row.skuDeleted) throw new AppError('warning_sku_mismatch', 400);
  return assertStock(row.stock ?? 0, quantity, row.price);
}

function assertStock(stock: number, quantity: number, price: number): { stock: number; price: number } {
  if (stock <= 0) throw new AppError('warning_sold_out', 400);
  if (quantity > stock) throw new AppError('warning_quantity_exceeds_stock', 400, { stock });
  return { stock, price };
}

// ── Count and add ─────────────────────────────────────────────────────────────────────

/** SPEC §7 cart count: the badge number (product lines in the cart). */
export function countCartItems(ctx: ServiceContext, userId: number): Promise<number> {
  return countProductLines(ctx.db, userId);
}

interface CheckedAddOn {
  productId: number;
  productSkuId: number;
  quantity: number;
  price: number;
}

/** The add-ons sent with an add, each an offer of the product with a SKU of its own that has the stock. */
async function checkAddOns(ctx: ServiceContext, productId: number, body: CartAddBody): Promise<CheckedAddOn[]> {
  // One SKU sent twice is one line: quantities add up.
  const wanted = new Map<number, { productId: number; quantity: number }>();
  for (const item of body.addOnItems ?? []) {
    const seen = wanted.get(item.productSkuId);
    if (seen && seen.productId !== item.productId) throw new AppError('warning_sku_mismatch', 400);
    wanted.set(item.productSkuId, { productId: item.productId, quantity: (seen?.quantity ?? 0) + item.quantity });
  }
  if (wanted.size === 0) return [];
  const offers = await findAddOnOffers(ctx.db, productId, [...wanted.keys()]);
  return [...wanted].map(([productSkuId, item]) => {
    const offer = offers.find((candidate) => candidate.skuId === productSkuId);
    if (!offer || offer.productId !== item.productId || offer.skuDeleted)
      throw new AppError('warning_sku_mismatch', 400);
    if (offer.addOnPrice === null || !isOnSale(offer)) throw new AppError('product_not_found', 404);
    assertStock(offer.stock, item.quantity, offer.addOnPrice);
    return { productId: item.productId, productSkuId, quantity: item.quantity, price: offer.addOnPrice };
  });
}

/**
 * SPEC §7 add. A SKU already in the cart adds to its line; the sum is bounded by stock. Add-ons
 * become lines under the product line. The checks a shopper hears first (product, SKU, stock)
 * read the catalogue; the bounds two simultaneous adds could race past (stock of the summed
 * line, the line limit) are checked by the write itself under the member's cart lock, which
 * writes nothing unless all hold.
 */
export async function addToCart(ctx: ServiceContext, userId: number, body: CartAddBody): Promise<CartAddAnswer> {
  const row = await findProductWithSku(ctx.db, body.productId, body.productSkuId);
  const { price } = await assertPurchasable(row, body.quantity, enterpriseCheck(ctx, userId));
  const addOns = await checkAddOns(ctx, body.productId, body);

  const outcome = await addLinesBounded(
    ctx.db,
    userId,
    { productId: body.productId, productSkuId: body.productSkuId, quantity: body.quantity, addedPrice: price },
    addOns.map(({ price: addedPrice, ...addOn }) => ({ ...addOn, addedPrice })),
    CART_MAX_LINES,
  );
  const shortOf = (productSkuId: number) => outcome.short.find((item) => item.productSkuId === productSkuId);
  const productShort = shortOf(body.productSkuId);
  if (productShort) throw new AppError('warning_quantity_exceeds_stock', 400, { stock: productShort.stock });
  if (!outcome.existed && outcome.linesBefore >= CART_MAX_LINES) throw new AppError('warning_cart_full', 400);
  const [addOnShort] = outcome.short;
  if (addOnShort) throw new AppError('warning_quantity_exceeds_stock', 400, { stock: addOnShort.stock });
  if (!outcome.line) throw new Error('addLinesBounded wrote nothing without naming a bound');
  return { id: outcome.line.id, count: outcome.linesBefore + (outcome.line.inserted ? 1 : 0) };
}

// ── List ──────────────────────────────────────────────────────────────────────────────

function skuAttrOf(spData: SkuAttr[] | null): SkuAttr[] {
  return (spData ?? []).map(({ key, value }) => ({ key, value }));
}

/** What invalidReason reads of a line: a cart line, or the SKU a type 1 or 4 checkout names. */
type LineState = Pick<
  CartLineRow,
  'type' | 'status' | 'deleted' | 'productType' | 'addOnPrice' | 'skuDeleted' | 'enterpriseOnly' | 'stock' | 'quantity'
>;

/**
 * Why this line cannot be bought now, or null when it can: the one rule of what is bought, for
 * the cart's lists and pricing and for every checkout's preview and order (issue 34).
 */
async function invalidReason(row: LineState, isEnterprise: () => Promise<boolean>): Promise<InvalidCartReason | null> {
  if (!isOnSale(row)) return 'product_unavailable';
  if (row.type === 'addon' && row.addOnPrice === null) return 'add_on_offer_ended';
  if (row.type === 'product' && !SOLD_ALONE.has(row.productType)) return 'product_unavailable';
  if (row.skuDeleted) return 'sku_unavailable';
  if (row.type === 'product' && row.enterpriseOnly && !(await isEnterprise())) return 'not_available';
  if (row.stock <= 0) return 'sold_out';
  if (row.quantity > row.stock) return 'insufficient_stock';
  return null;
}

function lineFields(row: CartLineRow, locale: Locale, reason: InvalidCartReason | null) {
  const skuAttr = skuAttrOf(row.spData);
  return {
    id: row.id,
    type: row.type,
    productId: row.productId,
    productSkuId: row.skuId,
    productPic: row.skuPic ?? row.productPic ?? '',
    productName: row.productName,
    originPrice: row.originPrice,
    // An add-on costs what its offer with the parent product says; a withdrawn offer falls back to the SKU's price.
    price: row.type === 'addon' ? (row.addOnPrice ?? row.price) : row.price,
    quantity: row.quantity,
    stock: row.stock,
    unit: UNIT[locale],
    productType: productTypeCode(row.productType),
    skuAttr,
    skuValueList: skuAttr.map(({ value }) => ({ value, stock: row.stock })),
    parentCartItemId: row.parentCartItemId,
    reason,
  };
}

/**
 * The gifts that come with `lineQuantity` units of a product: those whose stock can give them
 * now. A gift that has run out is not shown, and is not given (the order's stock statement
 * treats gifts as optional for one that runs out in between): it never holds a line back.
 */
function bonusItemsOf(bonuses: BonusRow[] | null, lineQuantity: number): CartBonusItem[] {
  return (bonuses ?? []).flatMap((bonus) => {
    const quantity = bonus.quantity * lineQuantity;
    if (bonus.stock < quantity) return [];
    return [
      {
        productId: bonus.productId,
        productSkuId: bonus.productSkuId,
        productName: bonus.productName,
        productPic: bonus.productPic,
        quantity,
        skuAttr: skuAttrOf(bonus.spData),
        type: 'bonus' as const,
      },
    ];
  });
}

/**
 * What a cart buys, by invalidReason (issue 34): `valid` holds the product lines that can be
 * bought, each with the add-ons and gifts that go with it; `invalid` holds what cannot, each with
 * its reason: a product line (its add-ons go with it), or an add-on of a valid line on its own.
 * Something that cannot be bought never holds back what can. The cart's list and pricing and
 * the checkout's preview and order (cartLinesForCheckout) all read it from here.
 */
interface SortedLines {
  valid: CartLine[];
  invalid: CartLine[];
}

async function sortLines(ctx: ServiceContext, userId: number, rows: CartLineRow[]): Promise<SortedLines> {
  const isEnterprise = enterpriseCheck(ctx, userId);
  const reasons = new Map<number, InvalidCartReason | null>();
  for (const row of rows) reasons.set(row.id, await invalidReason(row, isEnterprise));

  const valid: CartLine[] = [];
  const invalid: CartLine[] = [];
  const byId = new Map<number, CartLine>();
  for (const row of rows) {
    if (row.type !== 'product') continue;
    const reason = reasons.get(row.id) ?? null;
    const line: CartLine = {
      ...lineFields(row, ctx.locale, reason),
      addOnItems: [],
      bonusItems: reason ? [] : bonusItemsOf(row.bonuses, row.quantity),
    };
    byId.set(row.id, line);
    (reason ? invalid : valid).push(line);
  }
  for (const row of rows) {
    if (row.type !== 'addon' || row.parentCartItemId === null) continue;
    const parent = byId.get(row.parentCartItemId);
    if (!parent) continue;
    const reason = reasons.get(row.id) ?? null;
    const addOn: CartAddOnLine = { ...lineFields(row, ctx.locale, reason ?? parent.reason), type: 'addon' };
    if (parent.reason || !reason) parent.addOnItems.push(addOn);
    else invalid.push({ ...addOn, addOnItems: [], bonusItems: [] });
  }
  return { valid, invalid };
}

/** SPEC §7 list: validCartList and inValidCartList, newest lines first, prices and stock as they are now. */
export async function listCart(ctx: ServiceContext, userId: number): Promise<CartListAnswer> {
  const rows = await listCartLines(ctx.db, userId, ctx.locale, { withBonuses: true });
  const { valid, invalid } = await sortLines(ctx, userId, rows);
  return { validCartList: valid, inValidCartList: invalid };
}

// ── Changing lines ────────────────────────────────────────────────────────────────────

/** SPEC §7 getProduct: the product's SKUs with live stock and prices, for changing a line's spec. */
export async function cartProduct(ctx: ServiceContext, productId: number): Promise<CartProductAnswer> {
  const rows = await listProductSkus(ctx.db, productId, ctx.locale);
  const [first] = rows;
  if (!first || !isOnSale(first)) throw new AppError('product_not_found', 404);
  const skuStockList = rows.flatMap((row) => {
    if (row.skuId === null) return [];
    const skuAttr = skuAttrOf(row.spData);
    return [
      {
        id: row.skuId,
        stock: row.stock ?? 0,
        originPrice: row.originPrice ?? 0,
        price: row.price,
        pic: row.skuPic ?? row.productPic ?? '',
        skuAttr,
      },
    ];
  });
  return {
    productId: first.productId,
    productName: first.productName,
    // The keys and values on offer, by the catalogue's rule for the product page.
    skuAttr: skuAttributesOf(skuStockList.map((sku) => ({ spData: sku.skuAttr }))),
    skuStockList,
  };
}

async function requireMemberLine(ctx: ServiceContext, userId: number, lineId: number) {
  const line = await findMemberLine(ctx.db, userId, lineId);
  if (!line) throw new AppError('cart_item_not_found', 404);
  return line;
}

/** SPEC §7 update/quantity, for product and add-on lines; bounded by the SKU's stock. */
export function updateLineQuantity(
  ctx: ServiceContext,
  userId: number,
  input: CartUpdateQuantityQuery,
): Promise<CartUpdateQuantityAnswer> {
  return withTransaction(ctx, async (tx) => {
    await lockMemberCart(tx.db, userId);
    const line = await requireMemberLine(tx, userId, input.id);
    const row = await findProductWithSku(tx.db, line.productId, line.productSkuId);
    await assertPurchasable(row, input.quantity, enterpriseCheck(tx, userId));
    await setLineQuantity(tx.db, line.id, input.quantity);
    return { id: line.id, quantity: input.quantity };
  });
}

/**
 * SPEC §7 update/attr: a product line takes another SKU of its product. When the member
 * already has a line of that SKU, this line merges into it (quantities add up, bounded by
 * stock, and the add-ons move along); the answer names the line that remains.
 */
export function updateLineSku(
  ctx: ServiceContext,
  userId: number,
  body: CartUpdateAttrBody,
): Promise<CartLineIdAnswer> {
  return withTransaction(ctx, async (tx) => {
    await lockMemberCart(tx.db, userId);
    const line = await requireMemberLine(tx, userId, body.id);
    if (line.parentCartItemId !== null) throw new AppError('cart_item_not_found', 404);
    if (line.productId !== body.productId) throw new AppError('warning_sku_mismatch', 400);
    const row = await findProductWithSku(tx.db, body.productId, body.productSkuId);
    const { stock, price } = await assertPurchasable(row, body.quantity, enterpriseCheck(tx, userId));

    if (body.productSkuId === line.productSkuId) {
      await setLineQuantity(tx.db, line.id, body.quantity);
      return { id: line.id };
    }
    const existing = await findProductLineOfSku(tx.db, userId, body.productSkuId);
    if (!existing) {
      await setLineSku(tx.db, line.id, { productSkuId: body.productSkuId, quantity: body.quantity, addedPrice: price });
      return { id: line.id };
    }
    const merged = existing.quantity + body.quantity;
    if (merged > stock) throw new AppError('warning_quantity_exceeds_stock', 400, { stock });
    await setLineQuantity(tx.db, existing.id, merged);
    await moveAddOnLines(tx.db, line.id, existing.id);
    await deleteMemberLines(tx.db, userId, [line.id]);
    return { id: existing.id };
  });
}

/** SPEC §7 delete: every id must be the member's line, or nothing is deleted. Add-ons go with their line. */
export async function deleteLines(
  ctx: ServiceContext,
  userId: number,
  ids: number[],
): Promise<CartCountAfterChangeAnswer> {
  const { deleted, productLines } = await deleteLinesIfAllOwned(ctx.db, userId, ids);
  if (!deleted) throw new AppError('cart_item_not_found', 404);
  return { count: productLines };
}

// ── Pricing ───────────────────────────────────────────────────────────────────────────

/**
 * SPEC §7 pricing (type 4) of the chosen product lines with their add-ons, at today's prices.
 * Lines that cannot be bought now (inValidCartList) are left out and not named in pricedIds.
 * Bonus items are free and do not count.
 */
export async function priceLines(ctx: ServiceContext, userId: number, ids: number[]): Promise<CartPricingAnswer> {
  const unique = [...new Set(ids)];
  const [rows, rule] = await Promise.all([
    unique.length > 0
      ? listCartLines(ctx.db, userId, ctx.locale, { lineIds: unique, withBonuses: false })
      : Promise.resolve([]),
    freightRule(ctx),
  ]);
  const chosenProductLines = rows.filter((row) => row.type === 'product' && unique.includes(row.id));
  if (chosenProductLines.length !== unique.length) throw new AppError('cart_item_not_found', 404);

  const { valid } = await sortLines(ctx, userId, rows);
  // The checkout's pipeline, with no coupon, points or programme chosen yet in the cart.
  const amounts = priceCheckout({
    lines: valid.flatMap((line) => [line, ...line.addOnItems]),
    coupon: null,
    points: null,
    programme: null,
    freight: rule,
  });
  const totalAmount = amounts.totalAmount;
  const totalReduceAmount = amounts.reduceAmount;
  const couponTotalAmount = amounts.couponAmount;
  const freightAmount = amounts.freightAmount - amounts.reduceFreightAmount;
  const payAmount = amounts.payAmount;
  const amountToFreeShipping = Math.max(0, rule.freeThreshold - amounts.goodsAmount);
  const format = (amount: number) => formatPrice(amount, ctx.locale);
  return {
    amountMap: {
      totalAmount,
      totalReduceAmount,
      couponTotalAmount,
      freightAmount,
      payAmount,
      freeShippingThreshold: rule.freeThreshold,
      amountToFreeShipping,
      formatTotalAmount: format(totalAmount),
      formatTotalReduceAmount: format(totalReduceAmount),
      formatCouponTotalAmount: format(couponTotalAmount),
      formatFreightAmount: format(freightAmount),
      formatPayAmount: format(payAmount),
      formatAmountToFreeShipping: format(amountToFreeShipping),
    },
    pricedIds: valid.map((line) => line.id),
  };
}

// ── Checkout (issue 12) ───────────────────────────────────────────────────────────────

/** The §8 refusal of a type 1 or 4 checkout's SKU, by why it cannot be bought. */
function skuRefusal(reason: InvalidCartReason, stock: number): AppError {
  switch (reason) {
    case 'product_unavailable':
    case 'add_on_offer_ended':
      return new AppError('product_not_available', 404);
    case 'not_available':
      return new AppError('product_not_available', 403);
    case 'sku_unavailable':
      return new AppError('warning_sku_mismatch', 400);
    case 'sold_out':
      return new AppError('warning_sold_out', 409);
    case 'insufficient_stock':
      return new AppError('warning_quantity_exceeds_stock', 409, { stock });
  }
}

/** Product names as a list in the reader's language ("A、B和C", "A, B and C"). */
function nameList(names: string[], locale: Locale): string {
  return new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(names);
}

/** A type 2 checkout's basket: what is bought, and what was chosen but cannot be bought now. */
export interface CheckoutCartLines {
  /** The chosen product lines that can be bought, with their add-ons and gifts: what the order holds. */
  lines: CartLine[];
  /** Chosen lines, and add-ons of bought lines, that cannot be bought now (each with its reason). */
  leftOut: CartLine[];
}

/**
 * The member's chosen product lines (type 2 checkout) at today's prices and stock, sorted by the
 * cart's one rule (sortLines): the preview shows and the order buys exactly `lines`, what the
 * cart page shows as bought; `leftOut` is named to the member, never bought, and holds nothing
 * back. Every chosen line must be the member's (cart_item_not_found); when none of them can be
 * bought, warning_cart_items_unavailable names them.
 */
export async function cartLinesForCheckout(
  ctx: ServiceContext,
  userId: number,
  ids: number[],
): Promise<CheckoutCartLines> {
  const unique = [...new Set(ids)];
  const rows = await listCartLines(ctx.db, userId, ctx.locale, { lineIds: unique, withBonuses: true });
  const chosen = rows.filter((row) => row.type === 'product' && unique.includes(row.id));
  if (chosen.length !== unique.length) throw new AppError('cart_item_not_found', 404);
  const { valid, invalid } = await sortLines(ctx, userId, rows);
  if (valid.length === 0) {
    const names = nameList(
      invalid.map((line) => line.productName),
      ctx.locale,
    );
    throw new AppError('warning_cart_items_unavailable', 409, { names });
  }
  return { lines: valid, leftOut: invalid };
}

/**
 * One SKU for a type 1 or 4 checkout, as a cart line would show it (id 0: it is in no cart),
 * with its bonus items for `quantity`; the §8 message when it cannot be bought in that quantity,
 * by the cart's rule (invalidReason).
 */
export async function skuLineForCheckout(
  ctx: ServiceContext,
  userId: number,
  productId: number,
  productSkuId: number,
  quantity: number,
): Promise<CartLine> {
  const row = await findCheckoutSku(ctx.db, productId, productSkuId, ctx.locale);
  if (!row) throw new AppError('product_not_available', 404);
  if (row.skuId === null) {
    // Not a SKU of this product: the product's own state speaks first.
    if (!isOnSale(row) || !SOLD_ALONE.has(row.productType)) throw new AppError('product_not_available', 404);
    throw new AppError('warning_sku_mismatch', 400);
  }
  const stock = row.stock ?? 0;
  const reason = await invalidReason(
    { ...row, type: 'product', addOnPrice: null, stock, quantity },
    enterpriseCheck(ctx, userId),
  );
  if (reason) throw skuRefusal(reason, stock);
  const skuAttr = skuAttrOf(row.spData);
  return {
    id: 0,
    type: 'product',
    productId: row.productId,
    productSkuId: row.skuId,
    productPic: row.skuPic ?? row.productPic ?? '',
    productName: row.productName,
    originPrice: row.originPrice ?? row.price,
    price: row.price,
    quantity,
    stock,
    unit: UNIT[ctx.locale],
    productType: productTypeCode(row.productType),
    skuAttr,
    skuValueList: skuAttr.map(({ value }) => ({ value, stock })),
    parentCartItemId: null,
    reason: null,
    addOnItems: [],
    bonusItems: bonusItemsOf(row.bonuses, quantity),
  };
}

/** Removes the lines an order bought (their add-ons go with them), inside the order's transaction. */
export function removeCheckedOutLines(ctx: ServiceContext, userId: number, ids: number[]): Promise<number> {
  return deleteMemberLines(ctx.db, userId, ids);
}
