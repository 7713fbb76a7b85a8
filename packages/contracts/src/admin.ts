import { z } from 'zod';
import { ORDER_STATUS_VALUES } from './checkout';
import { REFUND_STATUS_VALUES, RETURN_STATUS_VALUES } from './orders';
import { emailSchema, requestKeySchema } from './validation';

/*
 * The shop's staff (issue 35): operator sign-in and the order API under /api/admin/. Operators
 * are not members: their own accounts, sessions and token (sent in the same `token` header),
 * so a member's token never opens an operator route (docs/decisions/operators.md).
 */

export const OPERATOR_ROLES = ['admin', 'customer_service', 'warehouse'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What an operator may do; each /api/admin/ route needs one of these. */
export const OPERATOR_PERMISSIONS = [
  'orders.read',
  'orders.cancel',
  'orders.ship',
  'orders.deliver',
  'returns.decide',
  'returns.receive',
  'refunds.create',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/**
 * The role matrix (docs/decisions/operators.md): admin may do everything; customer service
 * answers members (cancel, decide returns, refund); the warehouse moves goods (ship, deliver,
 * receive returns). Everyone may find and read orders.
 */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  admin: OPERATOR_PERMISSIONS,
  customer_service: ['orders.read', 'orders.cancel', 'returns.decide', 'refunds.create'],
  warehouse: ['orders.read', 'orders.ship', 'orders.deliver', 'returns.receive'],
};

export function roleMay(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles holding a permission (what requireOperator lets through). */
export function rolesWith(permission: OperatorPermission): OperatorRole[] {
  return OPERATOR_ROLES.filter((role) => roleMay(role, permission));
}

/** An operator's session lasts a working day; they sign in again the next. */
export const OPERATOR_SESSION_TTL_SECONDS = 12 * 3600;

/** Operator passwords: at least 10 characters (staff accounts reach every member's orders). */
export const OPERATOR_PASSWORD_MIN = 10;
export const OPERATOR_PASSWORD_MAX = 128;

export const ADMIN_PATHS = {
  login: '/api/admin/auth/login',
  logout: '/api/admin/auth/logout',
  me: '/api/admin/auth/me',
  /** GET: find orders (number, member, status, dates), paged. */
  orders: '/api/admin/orders',
  /** GET: one order with its whole history. */
  order: '/api/admin/orders/:id',
  cancel: '/api/admin/orders/:id/cancel',
  ship: '/api/admin/orders/:id/ship',
  deliver: '/api/admin/orders/:id/deliver',
  refund: '/api/admin/orders/:id/refund',
  approveReturn: '/api/admin/returns/:id/approve',
  rejectReturn: '/api/admin/returns/:id/reject',
  /** POST: an approved return's goods are on their way back (approved → returning). */
  returnShippedBack: '/api/admin/returns/:id/shipped-back',
  receiveReturn: '/api/admin/returns/:id/receive',
} as const;

/** A path with its :id filled in (clients and tests). */
export function adminPath(path: string, id: number): string {
  return path.replace(':id', String(id));
}

const ID_MAX = Number.MAX_SAFE_INTEGER;
const idSchema = z.number().int().positive().max(ID_MAX);

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** What this role may do, so a client shows only the buttons that will work. */
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
});
export type OperatorView = z.infer<typeof operatorSchema>;

export const operatorLoginBody = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()),
  password: z.string().min(1).max(OPERATOR_PASSWORD_MAX),
});
export type OperatorLoginBody = z.input<typeof operatorLoginBody>;

export const operatorLoginAnswer = z.object({
  /** Send it in the `token` header of every /api/admin/ call. */
  token: z.string(),
  expiresIn: z.number().int().positive(),
  operator: operatorSchema,
});
export type OperatorLoginAnswer = z.infer<typeof operatorLoginAnswer>;

export const operatorMeAnswer = operatorSchema;

// ── Orders ───────────────────────────────────────────────────────────────────────────────

export const ADMIN_ORDER_PAGE_SIZE = 20;
export const ADMIN_ORDER_PAGE_SIZE_MAX = 100;

/** A day (YYYY-MM-DD, Asia/Taipei). */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET ADMIN_PATHS.orders. `member` is a member id, a mobile (09…) or an e-mail address; `from`
 * and `to` are Taipei days, both included, on the order's creation time.
 */
export const adminOrderSearchQuery = z.object({
  orderNo: z.string().trim().min(1).max(32).optional(),
  /** A member id, a mobile (09…) or an e-mail address. */
  member: z.string().trim().min(1).max(254).optional(),
  status: z.enum(ORDER_STATUS_VALUES).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_ORDER_PAGE_SIZE_MAX).default(ADMIN_ORDER_PAGE_SIZE),
});
export type AdminOrderSearchQuery = z.input<typeof adminOrderSearchQuery>;

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  userId: z.number().int(),
  status: z.enum(ORDER_STATUS_VALUES),
  returnStatus: z.enum(RETURN_STATUS_VALUES).nullable(),
  payAmount: z.number().int().nonnegative(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderSearchAnswer = z.object({
  list: z.array(adminOrderRowSchema),
  total: z.number().int().nonnegative(),
  pageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminOrderSearchAnswer = z.infer<typeof adminOrderSearchAnswer>;

export const adminIdParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

const actorSchema = z.enum(['member', 'system', 'admin', 'payment']);

export const adminOrderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productSkuId: z.number().int().nullable(),
  type: z.enum(['product', 'addon', 'bonus']),
  productName: z.string(),
  price: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  /** What the member paid for the line after every reduction (refunds are counted against it). */
  paidAmount: z.number().int().nonnegative(),
});

export const adminStatusRowSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  actor: actorSchema,
  /** The operator who made an admin move; null for the member's, the system's and payments'. */
  operatorId: z.number().int().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const adminOrderEventSchema = z.object({
  kind: z.string(),
  actor: actorSchema,
  operatorId: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});

export const adminReturnSchema = z.object({
  id: z.number().int(),
  returnNo: z.string(),
  status: z.enum(RETURN_STATUS_VALUES),
  reason: z.string(),
  description: z.string().nullable(),
  refundAmount: z.number().int().nonnegative(),
  decisionNote: z.string().nullable(),
  items: z.array(
    z.object({
      orderItemId: z.number().int(),
      quantity: z.number().int().positive(),
      receivedQuantity: z.number().int().nonnegative().nullable(),
      damagedQuantity: z.number().int().nonnegative().nullable(),
    }),
  ),
  history: z.array(adminStatusRowSchema.extend({ actor: z.enum(['member', 'system', 'admin']) })),
  createdAt: z.string(),
});

export const adminRefundSchema = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  amount: z.number().int().positive(),
  status: z.enum(REFUND_STATUS_VALUES),
  reason: z.string(),
  returnRequestId: z.number().int().nullable(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
  /** Who asked (the operator's id when one did), the note, and how the gateway tries went. */
  note: z.string().nullable(),
  requestedBy: z.enum(['member', 'operator', 'system']),
  requestedByOperatorId: z.number().int().nullable(),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  gatewayAction: z.string().nullable(),
});

export const adminOrderDetailAnswer = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  userId: z.number().int(),
  status: z.enum(ORDER_STATUS_VALUES),
  returnStatus: z.enum(RETURN_STATUS_VALUES).nullable(),
  paymentMethod: z.string().nullable(),
  subtotalAmount: z.number().int().nonnegative(),
  freightAmount: z.number().int().nonnegative(),
  payAmount: z.number().int().nonnegative(),
  /** What is still refundable of the order's payment (0 when unpaid or refunded in full). */
  refundableAmount: z.number().int().nonnegative(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  delivery: z.object({
    company: z.string().nullable(),
    number: z.string().nullable(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  }),
  recipient: z.record(z.string(), z.unknown()).nullable(),
  items: z.array(adminOrderItemSchema),
  statusHistory: z.array(adminStatusRowSchema),
  events: z.array(adminOrderEventSchema),
  returns: z.array(adminReturnSchema),
  refunds: z.array(adminRefundSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailAnswer>;

const noteSchema = z.string().trim().max(500);

/** POST ADMIN_PATHS.cancel: why (shown in the history). A paid order is refunded in full. */
export const adminCancelBody = z.object({
  reason: z.string().trim().min(1).max(200),
  requestKey: requestKeySchema,
});

/** POST ADMIN_PATHS.ship. */
export const adminShipBody = z.object({
  company: z.string().trim().min(1).max(64),
  number: z.string().trim().min(1).max(64),
});

/** POST ADMIN_PATHS.approveReturn: a note for the member is optional. */
export const adminApproveReturnBody = z.object({ note: noteSchema.optional() });
/** POST ADMIN_PATHS.rejectReturn: the member is told why. */
export const adminRejectReturnBody = z.object({ note: noteSchema.min(1) });

/** POST ADMIN_PATHS.receiveReturn: what arrived, per returned line; only received, undamaged units go back to stock. */
export const adminReceiveReturnBody = z.object({
  items: z
    .array(
      z.object({
        orderItemId: idSchema,
        receivedQuantity: z.number().int().min(0).max(999),
        damagedQuantity: z.number().int().min(0).max(999),
      }),
    )
    .min(1)
    .max(50),
});

/**
 * POST ADMIN_PATHS.refund: `amount` omitted refunds everything still refundable; `lines` says
 * which order lines it pays back. The idempotency key comes in the `idempotency-key` header or
 * as `requestKey`: a retried refund answers the same refund.
 */
export const adminRefundBody = z.object({
  amount: z.number().int().positive().max(100_000_000).optional(),
  lines: z
    .array(
      z.object({
        orderItemId: idSchema,
        quantity: z.number().int().positive().max(999),
        amount: z.number().int().min(0).max(100_000_000),
      }),
    )
    .max(50)
    .optional(),
  reason: z.string().trim().min(1).max(200),
  requestKey: requestKeySchema.optional(),
});
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** What approving, rejecting or receiving a return answers (the order's detail has the rest). */
export const adminReturnMovedAnswer = z.object({
  returnId: z.number().int(),
  returnNo: z.string(),
  status: z.enum(RETURN_STATUS_VALUES),
});
export type AdminReturnMoved = z.infer<typeof adminReturnMovedAnswer>;

export const adminRefundAnswer = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  amount: z.number().int().positive(),
  status: z.enum(REFUND_STATUS_VALUES),
});
