import { createHash } from 'node:crypto';
import type { CartLine } from '@wellfit/contracts/cart';
import {
  CHECKOUT_TYPE,
  HAS_PROJECT,
  UNPAID_ORDERS_PER_MEMBER_MAX,
  UNPAID_UNITS_PER_SKU_MAX,
  type CalcAmount,
  type CalculateOrderAnswer,
  type CalculateOrderBody,
  type CheckoutItem,
  type CheckoutUnavailableItem,
  type ConfirmOrderAnswer,
  type ConfirmOrderBody,
  type GenerateOrderAnswer,
  type GenerateOrderBody,
  type OrderDetailAnswer,
} from '@wellfit/contracts/checkout';
import { isPayable, priceCheckout, type CheckoutAmounts } from '@wellfit/contracts/checkout-pricing';
import { allocatePaidAmounts, type MemberOrderDetailAnswer } from '@wellfit/contracts/orders';
import { orderAfterSaleOf } from '../returns/order-views.service.ts';
import { flashUnitsLeft } from '@wellfit/contracts/flash-sale';
import type { FreightRule } from '@wellfit/contracts/freight';
import type { Locale } from '@wellfit/contracts/locale';
import { formatPrice } from '@wellfit/contracts/price';
import { withTransaction, type ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findMemberAddress } from '../addresses/addresses.service.ts';
import { cartLinesForCheckout, removeCheckedOutLines, skuLineForCheckout } from '../cart/cart.service.ts';
import { freightRule } from '../cart/freight.service.ts';
import {
  findFlashSale,
  isFlashLive,
  reserveStock,
  type FlashOfferRow,
  type StockLine,
} from '../catalog/stock.service.ts';
import { admitFlashAttempt, rememberSoldOut, SoldOutForNewRequest } from './flash-admission.ts';
import { orderInvoice, requestInvoice } from '../invoices/invoices.service.ts';
import { paymentSummaryForOrder } from '../payments/payments.service.ts';
import {
  createPendingOrder,
  dropBonusItems,
  findOrderByRequestKey,
  flashOrderKeys,
  memberFlashUnitsLocked,
  memberUnpaidHoldingsLocked,
  orderItemsOf,
  requireMemberOrder,
  transitionOrder,
  notifyOrderPaid,
  unpaidOrderExpiresAt,
  type OrderItemDraft,
  type OrderRow,
} from '../orders/orders.service.ts';

/*
 * SPEC §7 Order: preview, recalculation and placing an order. Every amount comes from the
 * database on every call, through the one pricing pipeline (contracts/checkout-pricing.ts) with
 * the cart's freight rule; client amounts are never used, only compared (expectedPayAmount).
 * Concurrency (docs/decisions/concurrency-styles.md): generateOrder is one transaction that
 * checks what the member holds unpaid under the member's lock, creates the order (its
 * idempotency key unique), takes the flash unit and the SKUs' stock by conditional updates, and
 * removes the cart lines; anything short rolls all of it back.
 */

/** What is being bought, as the three checkout types name it. */
interface Selection {
  type: 1 | 2 | 4;
  cartIds?: number[] | undefined;
  productId?: number | undefined;
  productSkuId?: number | undefined;
  quantity?: number | undefined;
  seckillProductId?: number | undefined;
}

interface Basket {
  /** Product lines with their add-ons and bonus items, priced now (a flash line at its flash price). */
  lines: CartLine[];
  flash: FlashOfferRow | null;
  /** The cart lines bought (type 2), removed when the order is placed. */
  cartIds: number[];
  /** Chosen cart lines and add-ons that cannot be bought now (type 2): named in the preview, left in the cart. */
  leftOut: CartLine[];
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('validation_required', 400);
  return value;
}

/** The flash offer named by a type 4 checkout, live and with `quantity` units left for this member's order. */
async function liveFlashOffer(ctx: ServiceContext, selection: Selection, quantity: number, now: Date) {
  const offer = await findFlashSale(ctx, required(selection.seckillProductId));
  if (!offer || offer.productId !== selection.productId || offer.productSkuId !== selection.productSkuId)
    throw new AppError('product_not_available', 404);
  if (!isFlashLive(offer, now)) throw new AppError('warning_flash_not_live', 409);
  // The cheap answer for everyone who comes after the last unit: no lock, no transaction.
  if (offer.sold >= offer.stock) {
    rememberSoldOut(offer.id, () => flashOrderKeys(ctx, offer.id));
    throw new AppError('warning_flash_sold_out', 409);
  }
  if (quantity > offer.limitPerMember)
    throw new AppError('warning_flash_limit_reached', 409, { limit: offer.limitPerMember });
  if (offer.sold + quantity > offer.stock) throw new AppError('warning_flash_sold_out', 409);
  return offer;
}

/** The live flash offer of a type 4 checkout (refusals as liveFlashOffer says); null for the other types. */
function flashOfferOf(ctx: ServiceContext, selection: Selection, now: Date): Promise<FlashOfferRow | null> {
  if (selection.type !== CHECKOUT_TYPE.flash) return Promise.resolve(null);
  return liveFlashOffer(ctx, selection, required(selection.quantity), now);
}

async function basketOf(
  ctx: ServiceContext,
  userId: number,
  selection: Selection,
  flash: FlashOfferRow | null,
): Promise<Basket> {
  if (selection.type === CHECKOUT_TYPE.cart) {
    // What cannot be bought is left out by the cart's rule, and never holds back what can (issue 34).
    const { lines, leftOut } = await cartLinesForCheckout(ctx, userId, required(selection.cartIds));
    return { lines, flash: null, cartIds: lines.map((line) => line.id), leftOut };
  }
  const productId = required(selection.productId);
  const productSkuId = required(selection.productSkuId);
  const quantity = required(selection.quantity);
  const line = await skuLineForCheckout(ctx, userId, productId, productSkuId, quantity);
  return { lines: [flash ? { ...line, price: flash.seckillPrice } : line], flash, cartIds: [], leftOut: [] };
}

/** Coupons, W Coin and programmes: none is usable until their issues land. */
function assertNoReductions(body: {
  userCouponIds?: number[] | undefined;
  points?: number | undefined;
  projectId?: number | undefined;
  projectAmount?: number | undefined;
}): void {
  if ((body.userCouponIds?.length ?? 0) > 0) throw new AppError('warning_coupon_not_usable', 400);
  if ((body.points ?? 0) > 0) throw new AppError('warning_points_not_usable', 400);
  if (body.projectId !== undefined || (body.projectAmount ?? 0) > 0)
    throw new AppError('warning_project_not_usable', 400);
}

function amountsOf(basket: Basket, freight: FreightRule): CheckoutAmounts {
  return priceCheckout({
    lines: basket.lines.flatMap((line) => [line, ...line.addOnItems]),
    coupon: null,
    points: null,
    programme: null,
    freight,
  });
}

/** Units of each SKU the order takes as product and add-on lines (gifts are free and give way when short). */
function unitsBySku(basket: Basket): Map<number, number> {
  const units = new Map<number, number>();
  for (const item of basket.lines.flatMap((line) => [line, ...line.addOnItems]))
    units.set(item.productSkuId, (units.get(item.productSkuId) ?? 0) + item.quantity);
  return units;
}

/**
 * Checkout types 1 and 2: one order holds at most UNPAID_UNITS_PER_SKU_MAX units of a SKU
 * (docs/decisions/unpaid-order-limits.md). Checked on the preview too, so the page says so
 * before the member fills in the rest. A flash order has its offer's per-member limit instead.
 */
function assertOrderUnits(basket: Basket): void {
  if (basket.flash) return;
  for (const quantity of unitsBySku(basket).values())
    if (quantity > UNPAID_UNITS_PER_SKU_MAX)
      throw new AppError('warning_order_units_limit', 409, { limit: UNPAID_UNITS_PER_SKU_MAX });
}

/**
 * Checkout types 1 and 2, inside the order's transaction: what the member's unpaid orders hold,
 * read under the member's lock, leaves room for this order. The lock makes a member's orders
 * of these types one after another, so simultaneous ones cannot all pass.
 */
async function assertUnpaidRoom(ctx: ServiceContext, userId: number, basket: Basket, payAmount: number) {
  const units = unitsBySku(basket);
  const held = await memberUnpaidHoldingsLocked(ctx, userId, [...units.keys()]);
  // A free order is paid at once: it holds nothing unpaid, so it needs no unpaid order's room.
  if (payAmount > 0 && held.orders >= UNPAID_ORDERS_PER_MEMBER_MAX)
    throw new AppError('warning_unpaid_orders_limit', 409, { limit: UNPAID_ORDERS_PER_MEMBER_MAX });
  for (const [skuId, quantity] of units) {
    const holding = held.unitsBySku.get(skuId) ?? 0;
    if (holding + quantity <= UNPAID_UNITS_PER_SKU_MAX) continue;
    if (holding === 0) throw new AppError('warning_order_units_limit', 409, { limit: UNPAID_UNITS_PER_SKU_MAX });
    throw new AppError('warning_unpaid_units_limit', 409, { held: holding, limit: UNPAID_UNITS_PER_SKU_MAX });
  }
}

function calcAmountOf(
  amounts: Pick<
    CheckoutAmounts,
    | 'totalAmount'
    | 'reduceAmount'
    | 'couponAmount'
    | 'pointsAmount'
    | 'projectAmount'
    | 'freightAmount'
    | 'reduceFreightAmount'
    | 'payAmount'
  >,
  locale: Locale,
): CalcAmount {
  const format = (amount: number) => formatPrice(amount, locale);
  return {
    totalAmount: amounts.totalAmount,
    reduceAmount: amounts.reduceAmount,
    couponAmount: amounts.couponAmount,
    pointsAmount: amounts.pointsAmount,
    projectAmount: amounts.projectAmount,
    freightAmount: amounts.freightAmount,
    reduceFreightAmount: amounts.reduceFreightAmount,
    payAmount: amounts.payAmount,
    formatTotalAmount: format(amounts.totalAmount),
    formatReduceAmount: format(amounts.reduceAmount),
    formatCouponAmount: format(amounts.couponAmount),
    formatPointsAmount: format(amounts.pointsAmount),
    formatProjectAmount: format(amounts.projectAmount),
    formatFreightAmount: format(amounts.freightAmount),
    formatReduceFreightAmount: format(amounts.reduceFreightAmount),
    formatPayAmount: format(amounts.payAmount),
  };
}

function checkoutItemOf(line: CartLine): CheckoutItem {
  const fields = (item: CartLine | CartLine['addOnItems'][number]) => ({
    cartId: item.id === 0 ? null : item.id,
    productId: item.productId,
    productSkuId: item.productSkuId,
    productPic: item.productPic,
    productName: item.productName,
    originPrice: item.originPrice,
    price: item.price,
    quantity: item.quantity,
    unit: item.unit,
    productType: item.productType,
    skuAttr: item.skuAttr,
  });
  return {
    ...fields(line),
    type: 'product',
    addOnItems: line.addOnItems.map((addOn) => ({ ...fields(addOn), type: 'addon' as const })),
  };
}

function unavailableItemOf(line: CartLine): CheckoutUnavailableItem {
  return {
    cartId: line.id,
    type: line.type === 'addon' ? 'addon' : 'product',
    productId: line.productId,
    productSkuId: line.productSkuId,
    productPic: line.productPic,
    productName: line.productName,
    skuAttr: line.skuAttr,
    quantity: line.quantity,
    stock: line.stock,
    // Every left-out line carries its reason (sortLines); product_unavailable is the neutral word.
    reason: line.reason ?? 'product_unavailable',
  };
}

/** SPEC §7 generateConfirmOrderV1: the preview of what the member is about to buy, priced now. */
export async function confirmOrder(
  ctx: ServiceContext,
  userId: number,
  body: ConfirmOrderBody,
  now = new Date(),
): Promise<ConfirmOrderAnswer> {
  const flash = await flashOfferOf(ctx, body, now);
  const [basket, freight] = await Promise.all([basketOf(ctx, userId, body, flash), freightRule(ctx)]);
  assertOrderUnits(basket);
  return {
    calcAmount: calcAmountOf(amountsOf(basket, freight), ctx.locale),
    items: basket.lines.map(checkoutItemOf),
    gifts: basket.lines.flatMap((line) => line.bonusItems),
    coupon: null,
    hasProject: HAS_PROJECT.no,
    hasCoupon: false,
    hasInvoice: true,
    projectResp: null,
    flashSale: basket.flash ? { id: basket.flash.id, endsAt: basket.flash.endsAt.toISOString() } : null,
    unavailableItems: basket.leftOut.map(unavailableItemOf),
  };
}

/** SPEC §7 calCarAmountV1: the amounts again with the reductions chosen on the page. */
export async function calculateOrder(
  ctx: ServiceContext,
  userId: number,
  body: CalculateOrderBody,
  now = new Date(),
): Promise<CalculateOrderAnswer> {
  assertNoReductions(body);
  const flash = await flashOfferOf(ctx, body, now);
  const [basket, freight] = await Promise.all([basketOf(ctx, userId, body, flash), freightRule(ctx)]);
  assertOrderUnits(basket);
  return { calcAmount: calcAmountOf(amountsOf(basket, freight), ctx.locale), coupon: null };
}

/** Thrown inside the transaction when the request key already made an order: rolls back, then answers that order. */
class AlreadyPlaced extends Error {}

function stockLinesOf(basket: Basket): StockLine[] {
  return basket.lines.flatMap((line) => [
    { productSkuId: line.productSkuId, quantity: line.quantity },
    ...line.addOnItems.map((addOn) => ({ productSkuId: addOn.productSkuId, quantity: addOn.quantity })),
    ...line.bonusItems.map((gift) => ({ productSkuId: gift.productSkuId, quantity: gift.quantity, optional: true })),
  ]);
}

/**
 * The order's items: each product line, its add-ons and its bonus items. The insert names and
 * specifies them from the catalogue; a gift the stock statement then cannot give is removed.
 */
function orderItemDrafts(basket: Basket, amounts: CheckoutAmounts): OrderItemDraft[] {
  const draft = (
    item: Pick<CartLine, 'productId' | 'productSkuId' | 'productPic' | 'quantity'>,
    type: OrderItemDraft['type'],
    parentSkuId: number | null,
    prices: Pick<CartLine, 'originPrice' | 'price'>,
  ): Omit<OrderItemDraft, 'paidAmount'> => ({
    productId: item.productId,
    productSkuId: item.productSkuId,
    type,
    parentSkuId,
    productPic: item.productPic,
    originPrice: prices.originPrice,
    price: prices.price,
    quantity: item.quantity,
  });
  const free = { originPrice: 0, price: 0 };
  const drafts = basket.lines.flatMap((line) => [
    draft(line, 'product', null, line),
    ...line.addOnItems.map((addOn) => draft(addOn, 'addon', line.productSkuId, addOn)),
    ...line.bonusItems.map((gift) => draft(gift, 'bonus', line.productSkuId, free)),
  ]);
  // Each line's share of what the member pays for goods, so a partial return refunds it exactly.
  const paid = allocatePaidAmounts(drafts, amounts.payAmount, amounts.freightAmount - amounts.reduceFreightAmount);
  return drafts.map((item, index) => ({ ...item, paidAmount: paid[index] ?? 0 }));
}

async function placedAnswer(ctx: ServiceContext, userId: number, orderId: number): Promise<GenerateOrderAnswer> {
  const order = await requireMemberOrder(ctx, userId, orderId);
  return { orderId: order.id, orderNo: order.orderNo, status: order.status, payAmount: order.payAmount };
}

export interface PlacedOrder extends GenerateOrderAnswer {
  /** False when the request key had already made this order (nothing new to announce). */
  created: boolean;
}

/**
 * SPEC §7 generateOrder. Idempotent under (member, requestKey): a retry answers the same order.
 * Nothing is created when a price, stock, flash offer or rule says no.
 */
export async function generateOrder(
  ctx: ServiceContext,
  userId: number,
  body: GenerateOrderBody,
  now = new Date(),
): Promise<PlacedOrder> {
  const idempotencyKey = `${userId}:${body.requestKey}`;
  const request = { idempotencyKey, fingerprint: requestFingerprint(body) };
  // The request key is not read first: nearly every request is a first attempt, and a repeated
  // one is answered all the same, below. Its reads or its stock say no (the cart lines or units
  // it bought are gone), or its order insert meets the key (placeOrder): either way it is
  // answered with the order its key made, or idempotency_key_reused when its body is another.
  try {
    assertNoReductions(body);
    if (body.type !== CHECKOUT_TYPE.flash) return await placeOrder(ctx, userId, body, request, null, now);
    // Admitted a few at a time, each attempt reads the offer first and hears "sold out" there,
    // before any other read or a transaction.
    return await admitFlashAttempt(required(body.seckillProductId), idempotencyKey, async () =>
      placeOrder(ctx, userId, body, request, await flashOfferOf(ctx, body, now), now),
    );
  } catch (error) {
    // A retry, or a twin under the same key (a double click) that placed the order first: the
    // cart lines or units it bought are gone, or the unpaid-order limits count its order, so
    // this request's own reading says no. That order is this request's answer too. A flash
    // refusal that already knows the key made no order of the offer needs no look.
    if (!(error instanceof AppError) || error instanceof SoldOutForNewRequest) throw error;
    if (error.key === 'idempotency_key_reused') throw error;
    const placed = await orderPlacedUnder(ctx, userId, request);
    if (placed === null) throw error;
    return placed;
  }
}

/** What generateOrder's request key and body are known by: the key makes one order, of one body. */
interface OrderRequest {
  /** `<userId>:<requestKey>` (orders.idempotency_key). */
  idempotencyKey: string;
  fingerprint: string;
}

/**
 * The SHA-256 of the parsed body (zod has dropped unknown fields and trimmed texts) with its
 * object keys sorted, the request key left out: what the member asked for, whatever the order
 * of the JSON fields. Arrays keep their order, as the client sent them.
 */
function requestFingerprint(body: GenerateOrderBody): string {
  const { requestKey: _key, ...asked } = body;
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(asked)))
    .digest('hex');
}

/**
 * The answer for a request whose key already made an order: that order when the body is the
 * one that made it (or the order predates fingerprints), idempotency_key_reused (409) when the
 * body differs, as Stripe answers; null when the key made no order.
 */
async function orderPlacedUnder(
  ctx: ServiceContext,
  userId: number,
  request: OrderRequest,
): Promise<PlacedOrder | null> {
  const placed = await findOrderByRequestKey(ctx, request.idempotencyKey);
  if (placed === null) return null;
  if (placed.requestFingerprint !== null && placed.requestFingerprint !== request.fingerprint)
    throw new AppError('idempotency_key_reused', 409);
  return { ...(await placedAnswer(ctx, userId, placed.id)), created: false };
}

/** generateOrder once the request key is new: reads, prices and creates the order in one transaction. */
async function placeOrder(
  ctx: ServiceContext,
  userId: number,
  body: GenerateOrderBody,
  request: OrderRequest,
  flash: FlashOfferRow | null,
  now: Date,
): Promise<PlacedOrder> {
  const [address, basket, freight] = await Promise.all([
    findMemberAddress(ctx, userId, body.memberReceiveAddressId),
    basketOf(ctx, userId, body, flash),
    freightRule(ctx),
  ]);
  assertOrderUnits(basket);
  const amounts = amountsOf(basket, freight);
  if (amounts.payAmount !== body.expectedPayAmount)
    throw new AppError('warning_price_changed', 409, { payAmount: amounts.payAmount });
  if (!isPayable(amounts)) throw new AppError('warning_invalid_order_amount', 400);

  const recipient = {
    name: `${address.lastName}${address.firstName}`,
    phone: address.mobile,
    city: address.city,
    region: address.region,
    zipCode: address.zipCode,
    detailAddress: address.detailAddress,
  };
  const purchaser = body.purchaserData
    ? {
        name: body.purchaserData.name,
        phone: body.purchaserData.phone,
        email: body.purchaserData.email,
        ...(body.purchaserData.province ? { province: body.purchaserData.province } : {}),
        city: body.purchaserData.city ?? '',
        region: body.purchaserData.region ?? '',
        detailAddress: body.purchaserData.detailAddress ?? '',
      }
    : recipient;
  const stockLines = stockLinesOf(basket);
  try {
    return await withTransaction(ctx, async (tx) => {
      // The order first, the stock last: the stock statement locks the rows every buyer of the
      // product shares (the SKU, a flash offer), and they stay locked until the commit, so
      // nothing but the commit may follow it. A twin under the same key waits at the order's
      // insert for the first to commit, then meets the key and answers that order.
      const flash = basket.flash;
      const quantity = basket.lines[0]?.quantity ?? 0;
      if (flash) {
        const held = await memberFlashUnitsLocked(tx, userId, flash.id);
        if (quantity > flashUnitsLeft(flash.limitPerMember, held))
          throw new AppError('warning_flash_limit_reached', 409, { limit: flash.limitPerMember });
      } else {
        await assertUnpaidRoom(tx, userId, basket, amounts.payAmount);
      }

      const created = await createPendingOrder(
        tx,
        {
          userId,
          checkoutType: body.type,
          idempotencyKey: request.idempotencyKey,
          requestFingerprint: request.fingerprint,
          subtotalAmount: amounts.goodsAmount,
          couponAmount: amounts.couponAmount,
          pointsAmount: amounts.pointsAmount,
          freightAmount: amounts.freightAmount,
          freightReduceAmount: amounts.reduceFreightAmount,
          projectAmount: amounts.projectAmount,
          payAmount: amounts.payAmount,
          recipient,
          purchaser,
          flashSaleId: flash?.id ?? null,
          items: orderItemDrafts(basket, amounts),
        },
        now,
      );
      if (!created) throw new AlreadyPlaced();
      await requestInvoice(tx, created.id, body.invoiceData);
      if (basket.cartIds.length > 0) await removeCheckedOutLines(tx, userId, basket.cartIds);

      let status: GenerateOrderAnswer['status'] = 'pending';
      if (amounts.payAmount === 0) {
        await transitionOrder(tx, created.id, 'unshipped', { actor: 'system', reason: 'free_order' });
        await notifyOrderPaid(tx, created.id);
        status = 'unshipped';
      }

      const taken = await reserveStock(tx, stockLines, flash ? { flashSaleId: flash.id, quantity, now } : null);
      if (flash && !taken.flashTaken) throw new AppError('warning_flash_sold_out', 409);
      if (stockLines.some((line) => !line.optional && !taken.skuIds.has(line.productSkuId)))
        throw new AppError('warning_stock_changed', 409);
      // Rare: a gift ran out between the basket's reading and now. Its item goes; the order stands.
      const giftsGone = stockLines.filter((line) => line.optional && !taken.skuIds.has(line.productSkuId));
      await dropBonusItems(
        tx,
        created.id,
        giftsGone.map((line) => line.productSkuId),
      );
      return { orderId: created.id, orderNo: created.orderNo, status, payAmount: amounts.payAmount, created: true };
    });
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const placed = await orderPlacedUnder(ctx, userId, request);
    if (placed === null) throw new Error('an order with this request key vanished', { cause: error });
    return placed;
  }
}

// ── Order detail ───────────────────────────────────────────────────────────────────────

function detailOf(
  order: OrderRow,
  items: Awaited<ReturnType<typeof orderItemsOf>>,
  locale: Locale,
): Omit<OrderDetailAnswer, 'invoice' | 'payment'> {
  const totalAmount = items.reduce(
    (sum, item) => sum + Math.max(item.originPrice, item.price) * item.quantity * (item.type === 'bonus' ? 0 : 1),
    0,
  );
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    checkoutType: order.checkoutType,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.status === 'pending' ? unpaidOrderExpiresAt(order.createdAt).toISOString() : null,
    paidAt: order.paidAt?.toISOString() ?? null,
    calcAmount: calcAmountOf(
      {
        totalAmount,
        reduceAmount: Math.max(0, totalAmount - order.subtotalAmount),
        couponAmount: order.couponAmount,
        pointsAmount: order.pointsAmount,
        projectAmount: order.projectAmount,
        freightAmount: order.freightAmount,
        reduceFreightAmount: order.freightReduceAmount,
        payAmount: order.payAmount,
      },
      locale,
    ),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productSkuId: item.productSkuId,
      type: item.type,
      productName: item.productName[locale] || item.productName.zhTW,
      productPic: item.productPic ?? '',
      skuAttr: (item.skuAttr[locale] ?? item.skuAttr.zhTW ?? []).map(({ key, value }) => ({ key, value })),
      originPrice: item.originPrice,
      price: item.price,
      quantity: item.quantity,
      paidAmount: item.paidAmount,
    })),
    recipient: order.recipient ?? null,
    purchaser: order.purchaser ?? null,
  };
}

/**
 * The member's order for /order-pay, /order-paid, /order-pay-fail and its own page, with its life
 * after the sale (returns module orderAfterSaleOf); 404 order_not_found for another member's.
 */
export async function orderDetail(
  ctx: ServiceContext,
  userId: number,
  orderId: number,
): Promise<MemberOrderDetailAnswer> {
  const order = await requireMemberOrder(ctx, userId, orderId);
  const items = await orderItemsOf(ctx, order.id);
  const [invoice, payment, afterSale] = await Promise.all([
    orderInvoice(ctx, order.id),
    paymentSummaryForOrder(ctx, order.id),
    orderAfterSaleOf(ctx, order, items),
  ]);
  return {
    ...detailOf(order, items, ctx.locale),
    ...(invoice ? { invoice } : {}),
    ...(payment ? { payment } : {}),
    ...afterSale,
  };
}
