import type { Faker } from '@faker-js/faker';
import {
  invoices,
  orderEvents,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  refundLines,
  refunds,
  returnRequestItems,
  returnRequests,
  returnStatusHistory,
  type AddressSnapshot,
  type ORDER_STATUSES,
} from '../db/schema.ts';
import { type CHECKOUT_TYPE, PAYMENT } from '@wellfit/contracts/constants';
import { DEFAULT_FREIGHT } from '@wellfit/contracts/freight';
import { allocatePaidAmounts } from '@wellfit/contracts/orders';
import type { SeededProduct, SeededSku } from './catalog.seed.ts';
import { DEMO_OPERATORS } from './demo-accounts.ts';
import type { SeedContext } from './seed-context.ts';
import { businessNumber, invoiceNumber, mobileCarrierCode } from './taiwan-identifiers.ts';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLine {
  product: SeededProduct;
  sku: SeededSku;
  quantity: number;
  type?: 'product' | 'addon' | 'bonus';
  /** Overrides the SKU price: add-on prices, free gifts. */
  price?: number;
}

export interface OrderSpec {
  userId: number;
  buyer: AddressSnapshot;
  status: OrderStatus;
  createdAt: Date;
  lines: OrderLine[];
  checkoutType: (typeof CHECKOUT_TYPE)[keyof typeof CHECKOUT_TYPE];
  couponAmount?: number;
  userCouponId?: number | null;
  flashSaleId?: number | null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Hours after the order each state is reached (paid, shipped, delivered, completed, returned),
 * so a seeded order's history reads like a real one and never lies in the future.
 */
const STEP_HOURS = { paid: 0.3, shipped: 26, delivered: 74, completed: 74 + 240, returned: 74 + 96 } as const;

/** The furthest state an order of this age can have reached; a younger order falls back a step. */
export function reachableStatus(wanted: OrderStatus, ageHours: number): OrderStatus {
  const required: Partial<Record<OrderStatus, number>> = {
    unshipped: STEP_HOURS.paid,
    shipped: STEP_HOURS.shipped,
    delivered: STEP_HOURS.delivered,
    completed: STEP_HOURS.completed,
    returned: STEP_HOURS.returned,
  };
  const fallback: Partial<Record<OrderStatus, OrderStatus>> = {
    completed: 'delivered',
    returned: 'delivered',
    delivered: 'shipped',
    shipped: 'unshipped',
    unshipped: 'pending',
  };
  let status = wanted;
  while ((required[status] ?? 0) > ageHours) status = fallback[status] ?? 'pending';
  return status;
}

export function orderSubtotal(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + (line.price ?? line.sku.price) * line.quantity, 0);
}

/** Seeded orders ship free from the default threshold, as the seeded free-shipping line says. */
const { flatFee: SHIPPING_FEE, freeThreshold: FREE_SHIPPING_FROM } = DEFAULT_FREIGHT;

const DELIVERY_COMPANIES = ['黑貓宅急便', '新竹物流', '嘉里大榮物流', '中華郵政'] as const;
const CANCEL_REASONS = ['不想買了', '重複下單', '想更換商品規格', '付款遇到問題'] as const;
const RETURN_REASONS = ['尺寸不合', '商品與描述不符', '商品瑕疵', '改變心意'] as const;

type Row<Table extends { $inferInsert: unknown }> = Table['$inferInsert'];

/** The demo operators' ids (seeded before the members, operators.seed.ts) who made the seeded admin moves. */
const OPERATOR_ID = {
  admin: DEMO_OPERATORS.findIndex((operator) => operator.role === 'admin') + 1,
  customerService: DEMO_OPERATORS.findIndex((operator) => operator.role === 'customer_service') + 1,
  warehouse: DEMO_OPERATORS.findIndex((operator) => operator.role === 'warehouse') + 1,
} as const;

/**
 * Orders with everything that hangs off them (items, status history, payment, invoice, return)
 * for one batch of members; flushed in foreign-key order. The extension point for order volume:
 * the member steps decide how many orders each member gets, this writes them.
 */
export class OrderBatch {
  private orderRows: Row<typeof orders>[] = [];
  private itemRows: Row<typeof orderItems>[] = [];
  private historyRows: Row<typeof orderStatusHistory>[] = [];
  private paymentRows: Row<typeof payments>[] = [];
  private invoiceRows: Row<typeof invoices>[] = [];
  private returnRows: Row<typeof returnRequests>[] = [];
  private returnItemRows: Row<typeof returnRequestItems>[] = [];
  private returnHistoryRows: Row<typeof returnStatusHistory>[] = [];
  private refundRows: Row<typeof refunds>[] = [];
  private refundLineRows: Row<typeof refundLines>[] = [];
  private eventRows: Row<typeof orderEvents>[] = [];

  constructor(
    private readonly context: SeedContext,
    private readonly faker: Faker,
  ) {}

  get size(): number {
    return this.orderRows.length;
  }

  add(spec: OrderSpec): number {
    const { context, faker } = this;
    const id = context.nextId(orders);
    const created = spec.createdAt.getTime();
    const at = (hours: number) => new Date(created + hours * HOUR_MS + faker.number.int({ min: 0, max: 40 }) * 60_000);

    const subtotal = orderSubtotal(spec.lines);
    const couponAmount = Math.min(spec.couponAmount ?? 0, Math.max(0, subtotal - 100));
    const freightReduce = subtotal >= FREE_SHIPPING_FROM ? SHIPPING_FEE : 0;
    const payAmount = subtotal - couponAmount + SHIPPING_FEE - freightReduce;
    const paid = !['pending', 'cancelled', 'invalid'].includes(spec.status);
    const paidAt = paid ? at(STEP_HOURS.paid) : null;
    const shippedStates: OrderStatus[] = ['shipped', 'delivered', 'completed', 'returned'];
    const shipped = shippedStates.includes(spec.status);
    const delivered = ['delivered', 'completed', 'returned'].includes(spec.status);
    const stamp = created.toString(36).toUpperCase();
    // Each moment once: the order's columns and its history rows must name the same instants.
    const shippedAt = shipped ? at(STEP_HOURS.shipped) : null;
    const deliveredAt = delivered ? at(STEP_HOURS.delivered) : null;
    const completedAt = spec.status === 'completed' ? at(STEP_HOURS.completed) : null;

    this.orderRows.push({
      id,
      orderNo: `WF${spec.createdAt.toISOString().slice(2, 10).replaceAll('-', '')}${String(id).padStart(9, '0')}`,
      userId: spec.userId,
      status: spec.status,
      checkoutType: spec.checkoutType,
      paymentMethod: 'credit_card',
      paidAt,
      subtotalAmount: subtotal,
      couponAmount,
      userCouponId: spec.userCouponId ?? null,
      freightAmount: SHIPPING_FEE,
      freightReduceAmount: freightReduce,
      payAmount,
      recipient: spec.buyer,
      purchaser: spec.buyer,
      deliveryStatus: delivered ? 'delivered' : shipped ? 'in_transit' : null,
      deliveryCompany: shipped ? faker.helpers.arrayElement(DELIVERY_COMPANIES) : null,
      deliveryNo: shipped ? faker.string.numeric(12) : null,
      returnStatus: spec.status === 'returned' ? 'completed' : null,
      flashSaleId: spec.flashSaleId ?? null,
      cancelReason: spec.status === 'cancelled' ? faker.helpers.arrayElement(CANCEL_REASONS) : null,
      cancelledAt: spec.status === 'cancelled' ? at(2) : null,
      shippedAt,
      deliveredAt,
      completedAt,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    });

    const itemIds: Array<{ id: number; quantity: number; paidAmount: number }> = [];
    let parentItemId: number | null = null;
    // The checkout's rule (contracts/orders.ts), so seeded lines read as checkout would write them.
    const paidAmounts = allocatePaidAmounts(
      spec.lines.map((line) => ({ price: line.price ?? line.sku.price, quantity: line.quantity })),
      payAmount,
      SHIPPING_FEE - freightReduce,
    );
    for (const [index, line] of spec.lines.entries()) {
      const itemId = context.nextId(orderItems);
      const type = line.type ?? 'product';
      if (type === 'product') parentItemId = itemId;
      const paidAmount = paidAmounts[index]!;
      itemIds.push({ id: itemId, quantity: line.quantity, paidAmount });
      this.itemRows.push({
        id: itemId,
        orderId: id,
        productId: line.product.id,
        productSkuId: line.sku.id,
        type,
        parentOrderItemId: type === 'product' ? null : parentItemId,
        productName: line.product.name,
        productPic: line.product.pic,
        skuAttr: line.sku.spData,
        originPrice: line.sku.originPrice,
        price: line.price ?? line.sku.price,
        quantity: line.quantity,
        paidAmount,
        createdAt: spec.createdAt,
      });
    }

    const history = (
      from: OrderStatus | null,
      to: OrderStatus,
      when: Date,
      actor: 'member' | 'system' | 'admin' | 'payment',
      reason: string | null = null,
      operatorId: number | null = null,
    ) =>
      this.historyRows.push({
        id: context.nextId(orderStatusHistory),
        orderId: id,
        fromStatus: from,
        toStatus: to,
        reason,
        actor,
        operatorId,
        createdAt: when,
      });
    history(null, 'pending', spec.createdAt, 'member');
    if (spec.status === 'cancelled')
      history(
        'pending',
        'cancelled',
        this.orderRows.at(-1)!.cancelledAt ?? at(2),
        'member',
        this.orderRows.at(-1)!.cancelReason ?? null,
      );
    if (spec.status === 'invalid') history('pending', 'invalid', at(24), 'system', '付款逾時，系統自動取消');
    if (paid) history('pending', 'unshipped', paidAt!, 'payment');
    if (shippedAt) history('unshipped', 'shipped', shippedAt, 'admin', null, OPERATOR_ID.warehouse);
    if (deliveredAt) history('shipped', 'delivered', deliveredAt, 'system');
    if (completedAt) history('delivered', 'completed', completedAt, 'system');
    if (spec.status === 'returned')
      history('delivered', 'returned', at(STEP_HOURS.returned), 'admin', null, OPERATOR_ID.customerService);

    let paymentId: number | null = null;
    if (paid) {
      paymentId = context.nextId(payments);
      this.paymentRows.push({
        id: paymentId,
        orderId: id,
        channel: PAYMENT.channel,
        provider: 'ecpay',
        merchantTradeNo: `WFP${stamp}${String(id).padStart(9, '0')}`.slice(0, 32),
        providerTradeNo: faker.string.numeric(20),
        amount: payAmount,
        status: spec.status === 'returned' ? 'refunded' : 'succeeded',
        // A returned order was refunded in full: its refund row below takes the whole payment.
        refundedAmount: spec.status === 'returned' ? payAmount : 0,
        paidAt,
        createdAt: spec.createdAt,
        updatedAt: paidAt!,
      });
      const kind = faker.number.int({ min: 1, max: 20 });
      const invoiceType = kind <= 13 ? 1 : kind <= 18 ? 2 : 3;
      this.invoiceRows.push({
        id: context.nextId(invoices),
        orderId: id,
        invoiceType,
        carrierCode: invoiceType === 2 ? mobileCarrierCode(faker) : null,
        companyTitle:
          invoiceType === 3
            ? faker.helpers.arrayElement(['動力科技股份有限公司', '山嵐設計有限公司', '晨光國際貿易股份有限公司'])
            : null,
        taxId: invoiceType === 3 ? businessNumber(faker) : null,
        invoiceNo: shipped ? invoiceNumber(faker) : null,
        status: spec.status === 'returned' ? 'voided' : shipped ? 'issued' : 'pending',
        issuedAt: shipped ? at(STEP_HOURS.shipped) : null,
        voidedAt: spec.status === 'returned' ? at(STEP_HOURS.returned) : null,
        voidReason: spec.status === 'returned' ? 'return_completed' : null,
        createdAt: paidAt!,
        updatedAt: paidAt!,
      });
    } else if (spec.status === 'cancelled' && faker.datatype.boolean({ probability: 0.3 })) {
      this.paymentRows.push({
        id: context.nextId(payments),
        orderId: id,
        channel: PAYMENT.channel,
        provider: 'ecpay',
        merchantTradeNo: `WFP${stamp}${String(id).padStart(9, '0')}`.slice(0, 32),
        amount: payAmount,
        status: 'failed',
        failureReason: 'card declined',
        createdAt: at(0.2),
        updatedAt: at(0.2),
      });
    }

    if (spec.status === 'returned') {
      const returnId = context.nextId(returnRequests);
      const requested = at(STEP_HOURS.delivered + 24);
      this.returnRows.push({
        id: returnId,
        returnNo: `RT${String(returnId).padStart(10, '0')}`,
        orderId: id,
        userId: spec.userId,
        status: 'completed',
        reason: faker.helpers.arrayElement(RETURN_REASONS),
        description: null,
        imageUrls: [],
        refundAmount: payAmount,
        createdAt: requested,
        updatedAt: at(STEP_HOURS.returned),
      });
      for (const item of itemIds) {
        this.returnItemRows.push({
          id: context.nextId(returnRequestItems),
          returnRequestId: returnId,
          orderItemId: item.id,
          quantity: item.quantity,
        });
      }
      const steps: Array<
        [
          Row<typeof returnStatusHistory>['fromStatus'],
          Row<typeof returnStatusHistory>['toStatus'],
          number,
          'member' | 'admin' | 'system',
          number | null,
        ]
      > = [
        [null, 'pending', 24, 'member', null],
        ['pending', 'approved', 30, 'admin', OPERATOR_ID.customerService],
        ['approved', 'returning', 48, 'member', null],
        ['returning', 'refunding', 80, 'admin', OPERATOR_ID.warehouse],
        ['refunding', 'completed', 96, 'system', null],
      ];
      for (const [from, to, hoursAfterDelivery, actor, operatorId] of steps) {
        this.returnHistoryRows.push({
          id: context.nextId(returnStatusHistory),
          returnRequestId: returnId,
          fromStatus: from,
          toStatus: to,
          actor,
          operatorId,
          createdAt: at(STEP_HOURS.delivered + hoursAfterDelivery),
        });
      }
      // The goods came back whole, and the payment went back in full (refunds.md): a succeeded
      // refund of the payment with one line per returned item, and the order's timeline says so.
      const received = at(STEP_HOURS.delivered + 80);
      const refunded = at(STEP_HOURS.returned);
      this.returnRows.at(-1)!.receivedAt = received;
      this.returnRows.at(-1)!.decidedAt = at(STEP_HOURS.delivered + 30);
      for (const row of this.returnItemRows.slice(-itemIds.length)) {
        row.receivedQuantity = row.quantity;
        row.damagedQuantity = 0;
      }
      const refundId = context.nextId(refunds);
      const refundNo = `RF${String(refundId).padStart(10, '0')}`;
      this.refundRows.push({
        id: refundId,
        refundNo,
        paymentId: paymentId!,
        orderId: id,
        returnRequestId: returnId,
        amount: payAmount,
        reason: 'return_completed',
        status: 'succeeded',
        attempts: 1,
        nextAttemptAt: null,
        gatewayAction: 'refund',
        requestedBy: 'operator',
        requestedByOperatorId: OPERATOR_ID.warehouse,
        idempotencyKey: `seed-refund-${refundId}`,
        succeededAt: refunded,
        createdAt: received,
        updatedAt: refunded,
      });
      for (const item of itemIds) {
        if (item.paidAmount <= 0) continue;
        this.refundLineRows.push({
          id: context.nextId(refundLines),
          refundId,
          orderItemId: item.id,
          quantity: item.quantity,
          amount: item.paidAmount,
        });
      }
      const event = (kind: string, when: Date, actor: 'admin' | 'system', operatorId: number | null) =>
        this.eventRows.push({
          id: context.nextId(orderEvents),
          orderId: id,
          kind,
          actor,
          operatorId,
          detail: { refundNo, amount: payAmount },
          createdAt: when,
        });
      event('refund_requested', received, 'admin', OPERATOR_ID.warehouse);
      event('refund_succeeded', refunded, 'system', null);
    }
    return id;
  }

  async flush(): Promise<void> {
    const { context } = this;
    await context.insert(orders, this.orderRows);
    await context.insert(orderItems, this.itemRows);
    await context.insert(orderStatusHistory, this.historyRows);
    await context.insert(payments, this.paymentRows);
    await context.insert(invoices, this.invoiceRows);
    await context.insert(returnRequests, this.returnRows);
    await context.insert(returnRequestItems, this.returnItemRows);
    await context.insert(returnStatusHistory, this.returnHistoryRows);
    await context.insert(refunds, this.refundRows);
    await context.insert(refundLines, this.refundLineRows);
    await context.insert(orderEvents, this.eventRows);
    this.orderRows = [];
    this.itemRows = [];
    this.historyRows = [];
    this.paymentRows = [];
    this.invoiceRows = [];
    this.returnRows = [];
    this.returnItemRows = [];
    this.returnHistoryRows = [];
    this.refundRows = [];
    this.refundLineRows = [];
    this.eventRows = [];
  }
}

/** Picks one to three products (a SKU each) a member might buy together. */
export function pickOrderLines(faker: Faker, catalogue: readonly SeededProduct[]): OrderLine[] {
  const count = faker.helpers.weightedArrayElement([
    { weight: 6, value: 1 },
    { weight: 3, value: 2 },
    { weight: 1, value: 3 },
  ]);
  const lines: OrderLine[] = [];
  for (let attempt = 0; lines.length < count && attempt < count * 3; attempt += 1) {
    const product = catalogue[faker.number.int({ min: 0, max: catalogue.length - 1 })]!;
    if (product.skus.length === 0 || lines.some((line) => line.product.id === product.id)) continue;
    const sku = product.skus[faker.number.int({ min: 0, max: product.skus.length - 1 })]!;
    lines.push({
      product,
      sku,
      quantity: faker.helpers.weightedArrayElement([
        { weight: 8, value: 1 },
        { weight: 2, value: 2 },
      ]),
    });
  }
  return lines;
}
