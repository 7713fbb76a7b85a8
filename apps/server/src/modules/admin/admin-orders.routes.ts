import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  adminApproveReturnBody,
  adminCancelBody,
  adminIdParams,
  adminOrderDetailAnswer,
  adminOrderSearchAnswer,
  adminOrderSearchQuery,
  adminReceiveReturnBody,
  adminRefundAnswer,
  adminRefundBody,
  adminRejectReturnBody,
  adminReturnMovedAnswer,
  adminShipBody,
  rolesWith,
  type OperatorPermission,
} from '@wellfit/contracts/admin';
import { requestKeySchema } from '@wellfit/contracts/validation';
import { success, successSchema } from '../../envelope.ts';
import { AppError } from '../../errors.ts';
import { operatorOf, requireOperator } from '../operators/operators.service.ts';
import {
  approveReturnAsOperator,
  cancelOrderAsOperator,
  deliverOrderAsOperator,
  findOrders,
  orderDetailForOperator,
  markReturnShippedBackAsOperator,
  receiveReturnAsOperator,
  refundOrderAsOperator,
  rejectReturnAsOperator,
  shipOrderAsOperator,
} from './admin-orders.service.ts';

const TAGS = ['admin'];
const TOKEN_SECURITY = [{ token: [] }];

/** The route options every admin route shares: the operator gate for one permission. */
function guarded(permission: OperatorPermission) {
  return { onRequest: requireOperator(rolesWith(permission)) };
}

function headerKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = requestKeySchema.safeParse(value);
  if (!parsed.success) throw new AppError('admin_refund_key_required', 400);
  return parsed.data;
}

/**
 * The operators' order API (issue 35): find, read, and move orders and returns, and refund.
 * Each route needs a permission of the role matrix (contracts/admin.ts ROLE_PERMISSIONS,
 * docs/decisions/operators.md); each move names the operator in the history it writes.
 */
export async function adminOrdersRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    ADMIN_PATHS.orders,
    {
      ...guarded('orders.read'),
      schema: {
        tags: TAGS,
        summary:
          'Find orders by number, member (id, mobile or e-mail), status and Taipei days (from/to included), newest first',
        security: TOKEN_SECURITY,
        querystring: adminOrderSearchQuery,
        response: { 200: successSchema(adminOrderSearchAnswer) },
      },
    },
    async (request) => success(await findOrders(request.ctx, request.query)),
  );

  routes.get(
    ADMIN_PATHS.order,
    {
      ...guarded('orders.read'),
      schema: {
        tags: TAGS,
        summary: 'An order with its lines, status history (with operator ids), events, returns and refunds',
        security: TOKEN_SECURITY,
        params: adminIdParams,
        response: { 200: successSchema(adminOrderDetailAnswer) },
      },
    },
    async (request) => success(await orderDetailForOperator(request.ctx, request.params.id)),
  );

  routes.post(
    ADMIN_PATHS.cancel,
    {
      ...guarded('orders.cancel'),
      schema: {
        tags: TAGS,
        summary: 'Cancel an unpaid order, or a paid one not yet shipped (refunded in full); stock comes back once',
        security: TOKEN_SECURITY,
        params: adminIdParams,
        body: adminCancelBody,
        response: { 200: successSchema(adminOrderDetailAnswer) },
      },
    },
    async (request) =>
      success(await cancelOrderAsOperator(request.ctx, operatorOf(request), request.params.id, request.body)),
  );

  routes.post(
    ADMIN_PATHS.ship,
    {
      ...guarded('orders.ship'),
      schema: {
        tags: TAGS,
        summary: 'Mark a paid order shipped with the carrier and its tracking number',
        security: TOKEN_SECURITY,
        params: adminIdParams,
        body: adminShipBody,
        response: { 200: successSchema(adminOrderDetailAnswer) },
      },
    },
    async (request) =>
      success(await shipOrderAsOperator(request.ctx, operatorOf(request), request.params.id, request.body)),
  );

  routes.post(
    ADMIN_PATHS.deliver,
    {
      ...guarded('orders.deliver'),
      schema: {
        tags: TAGS,
        summary: 'Mark a shipped order delivered (the seven-day return window starts)',
        security: TOKEN_SECURITY,
        params: adminIdParams,
        response: { 200: successSchema(adminOrderDetailAnswer) },
      },
    },
    async (request) => success(await deliverOrderAsOperator(request.ctx, operatorOf(request), request.params.id)),
  );

  routes.post(
    ADMIN_PATHS.refund,
    {
      ...guarded('refunds.create'),
      schema: {
        tags: TAGS,
        summary:
          'Refund all or part of what the payment may still give back (optionally per line); idempotent by the idempotency-key header or requestKey',
        security: TOKEN_SECURITY,
        params: adminIdParams,
        body: adminRefundBody,
        response: { 200: successSchema(adminRefundAnswer) },
      },
    },
    async (request) =>
      success(
        await refundOrderAsOperator(
          request.ctx,
          operatorOf(request),
          request.params.id,
          request.body,
          headerKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
        ),
      ),
  );

  routes.post(
    ADMIN_PATHS.approveReturn,
    {
      ...guarded('returns.decide'),
      schema: {
        tags: TAGS,
        summary: 'Approve a pending return, with an optional note to the member',
        security: TOKEN_SECURITY,
        params: adminIdParams,
        body: adminApproveReturnBody,
        response: { 200: successSchema(adminReturnMovedAnswer) },
      },
    },
    async (request) =>
      success(await approveReturnAsOperator(request.ctx, operatorOf(request), request.params.id, request.body.note)),
  );

  routes.post(
    ADMIN_PATHS.rejectReturn,
    {
      ...guarded('returns.decide'),
      schema: {
        tags: TAGS,
        summary: 'Reject a pending return, with the note the member reads',
        security: TOKEN_SECURITY,
        params: adminIdParams,
        body: adminRejectReturnBody,
        response: { 200: successSchema(adminReturnMovedAnswer) },
      },
    },
    async (request) =>
      success(await rejectReturnAsOperator(request.ctx, operatorOf(request), request.params.id, request.body.note)),
  );

  routes.post(
    ADMIN_PATHS.returnShippedBack,
    {
      ...guarded('returns.receive'),
      schema: {
        tags: TAGS,
        summary: "Record that an approved return's goods are on their way back (approved → returning)",
        security: TOKEN_SECURITY,
        params: adminIdParams,
        response: { 200: successSchema(adminReturnMovedAnswer) },
      },
    },
    async (request) =>
      success(await markReturnShippedBackAsOperator(request.ctx, operatorOf(request), request.params.id)),
  );

  routes.post(
    ADMIN_PATHS.receiveReturn,
    {
      ...guarded('returns.receive'),
      schema: {
        tags: TAGS,
        summary:
          'Record the returned goods per line (received and damaged units); undamaged units go back to stock and the received ones are refunded',
        security: TOKEN_SECURITY,
        params: adminIdParams,
        body: adminReceiveReturnBody,
        response: { 200: successSchema(adminReturnMovedAnswer) },
      },
    },
    async (request) =>
      success(await receiveReturnAsOperator(request.ctx, operatorOf(request), request.params.id, request.body)),
  );
}
