import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@wellfit/contracts/payment';
import type { SpecPair } from '@wellfit/contracts/product-spec';
import {
  createdAt,
  idColumn,
  localisedList,
  localisedText,
  primaryId,
  timestampColumn,
  updatedAt,
} from '../../db/columns.ts';
import { users } from '../accounts/accounts.tables.ts';
import { productSkus, products } from '../catalog/catalog.tables.ts';

/** SPEC §4 server values of the order status. */
export const ORDER_STATUSES = [
  'pending',
  'unshipped',
  'shipped',
  'completed',
  'cancelled',
  'returned',
  'invalid',
  'delivered',
] as const;
/** SPEC §9 checkout types: 1 single purchase, 2 cart, 4 flash sale. */
export const CHECKOUT_TYPES = [1, 2, 4] as const;

export interface AddressSnapshot {
  name: string;
  phone: string;
  email?: string;
  province?: string;
  city: string;
  region: string;
  zipCode?: string;
  detailAddress: string;
}

export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16, enum: ORDER_STATUSES }).notNull().default('pending'),
    checkoutType: smallint('checkout_type').notNull(),
    paymentMethod: varchar('payment_method', { length: 16, enum: PAYMENT_METHODS }),
    paidAt: timestampColumn('paid_at'),
    /** Integer NT$ amounts; pay_amount is what the member pays (SPEC §5: 0 or more than 5). */
    subtotalAmount: integer('subtotal_amount').notNull(),
    couponAmount: integer('coupon_amount').notNull().default(0),
    userCouponId: idColumn('user_coupon_id'),
    discountCode: varchar('discount_code', { length: 64 }),
    pointsUsed: integer('points_used').notNull().default(0),
    pointsAmount: integer('points_amount').notNull().default(0),
    freightAmount: integer('freight_amount').notNull().default(0),
    freightReduceAmount: integer('freight_reduce_amount').notNull().default(0),
    projectId: idColumn('project_id'),
    projectAmount: integer('project_amount').notNull().default(0),
    payAmount: integer('pay_amount').notNull(),
    recipient: jsonb('recipient').$type<AddressSnapshot>(),
    purchaser: jsonb('purchaser').$type<AddressSnapshot>(),
    deliveryStatus: varchar('delivery_status', { length: 16 }),
    deliveryCompany: varchar('delivery_company', { length: 64 }),
    deliveryNo: varchar('delivery_no', { length: 64 }),
    returnStatus: varchar('return_status', { length: 16 }),
    flashSaleId: idColumn('flash_sale_id'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestampColumn('cancelled_at'),
    shippedAt: timestampColumn('shipped_at'),
    /** Delivery starts the seven-day cooling-off period (Consumer Protection Act art. 19). */
    deliveredAt: timestampColumn('delivered_at'),
    completedAt: timestampColumn('completed_at'),
    /** A client retrying generateOrder gets the same order (STYLE.md rule 5). */
    idempotencyKey: varchar('idempotency_key', { length: 128 }).unique(),
    /**
     * The hash of the request body that made the order under its idempotency key: the same key
     * with another body is refused (idempotency_key_reused), not answered with this order.
     */
    requestFingerprint: varchar('request_fingerprint', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The hourly complete-delivered sweep (findDeliveredOrdersBefore) reads only the orders still delivered.
    index('orders_delivered_idx')
      .on(t.deliveredAt, t.id)
      .where(sql`${t.status} = 'delivered'`),
    // A flash sale's orders, read once a process hears the sale sold out (checkout/flash-admission.ts).
    index('orders_flash_sale_id_idx')
      .on(t.flashSaleId)
      .where(sql`${t.flashSaleId} is not null`),
    check('orders_amounts_not_negative', sql`${t.payAmount} >= 0 and ${t.subtotalAmount} >= 0`),
  ],
);

export const ORDER_ITEM_TYPES = ['product', 'addon', 'bonus'] as const;

/** Snapshot of what was bought, so later catalogue edits do not rewrite old orders. */
export const orderItems = pgTable(
  'order_items',
  {
    id: primaryId(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: idColumn('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSkuId: idColumn('product_sku_id').references(() => productSkus.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 8, enum: ORDER_ITEM_TYPES }).notNull().default('product'),
    parentOrderItemId: idColumn('parent_order_item_id'),
    productName: localisedText('product_name').notNull(),
    productPic: text('product_pic'),
    /** The SKU's spec pairs per locale, as product_skus.sp_data held them when bought. */
    skuAttr: localisedList<SpecPair>('sku_attr').notNull().default({ zhTW: [], zhCN: [], en: [] }),
    originPrice: integer('origin_price').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * What the member actually paid for this line (all its units) after every order-level
     * reduction (coupon, discount code, W Coin, programme), shared out by the order's rule, so a
     * partial return refunds the right amount. The lines' paid amounts add up to the order's
     * pay amount less its shipping fee.
     */
    paidAmount: integer('paid_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('order_items_order_id_idx').on(t.orderId)],
);

/** Every status change, written by the one order transition function (STYLE.md rule 6). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: primaryId(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16, enum: ORDER_STATUSES }),
    toStatus: varchar('to_status', { length: 16, enum: ORDER_STATUSES }).notNull(),
    reason: text('reason'),
    actor: varchar('actor', { length: 16, enum: ['member', 'system', 'admin', 'payment'] }).notNull(),
    /** The operator who made an admin move (null for the others). */
    operatorId: idColumn('operator_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_id_idx').on(t.orderId, t.createdAt)],
);

/**
 * What happened to an order besides its status (the timeline on its detail page): the recipient
 * changed, a refund asked for, made or failed, the invoice voided, an allowance issued, a return
 * applied for or decided. Status moves are in order_status_history.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: primaryId(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    actor: varchar('actor', { length: 16, enum: ['member', 'system', 'admin', 'payment'] }).notNull(),
    operatorId: idColumn('operator_id'),
    /** The event's facts (amounts, numbers, the old and new recipient …). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_id_idx').on(t.orderId, t.createdAt),
    // The after-sale e-mails still to send (orders.service sendDueAfterSaleEmails): a few rows at a time.
    index('order_events_mail_due_idx')
      .on(t.createdAt)
      .where(sql`${t.detail} ? 'mailDue'`),
  ],
);
