import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHECKOUT_PATHS,
  calculateOrderAnswer,
  calculateOrderBody,
  confirmOrderAnswer,
  confirmOrderBody,
  flashAllowanceAnswer,
  flashAllowanceParams,
  generateOrderAnswer,
  generateOrderBody,
  orderDetailParams,
} from '@wellfit/contracts/checkout';
import { memberOrderDetailAnswer } from '@wellfit/contracts/orders';
import { FLASH_ALLOWANCE_PATH } from '@wellfit/contracts/flash-sale';
import { success, successSchema } from '../../envelope.ts';
import type { MessageDelivery } from '../notifications-delivery/message-delivery.service.ts';
import { calculateOrder, confirmOrder, generateOrder, orderDetail } from './checkout.service.ts';
import { flashAllowance } from './flash-allowance.service.ts';
import { ORDER_PLACED_EMAIL_JOB, sendOrderPlacedEmail } from './order-placed.service.ts';

const SIGNED_IN = { config: { auth: 'required' as const } };
const TOKEN_SECURITY = [{ token: [] }];
const TAGS = ['order'];

/** SPEC §7 Order: checkout preview, recalculation, placing an order, and the member's order. */
export async function checkoutRoutes(app: FastifyInstance, options: { delivery: MessageDelivery }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    CHECKOUT_PATHS.confirm,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Checkout preview: items, gifts and amounts priced now (type 1 a SKU, 2 cart lines, 4 a flash offer)',
        security: TOKEN_SECURITY,
        body: confirmOrderBody,
        response: { 200: successSchema(confirmOrderAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await confirmOrder(request.ctx, member.userId, request.body));
    },
  );

  routes.post(
    CHECKOUT_PATHS.calculate,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Checkout amounts with the chosen coupon, W Coin and programme',
        security: TOKEN_SECURITY,
        body: calculateOrderBody,
        response: { 200: successSchema(calculateOrderAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await calculateOrder(request.ctx, member.userId, request.body));
    },
  );

  routes.post(
    CHECKOUT_PATHS.generate,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Place the order: stock reserved, one order per requestKey; a free order is paid at once',
        security: TOKEN_SECURITY,
        body: generateOrderBody,
        response: { 200: successSchema(generateOrderAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      const { created, ...placed } = await generateOrder(request.ctx, member.userId, request.body);
      if (created) {
        const message = { userId: member.userId, orderId: placed.orderId };
        // After the commit: a queued job survives a crash of this process and is retried.
        if (app.config.jobs) await app.jobs.send(ORDER_PLACED_EMAIL_JOB, message);
        else
          await sendOrderPlacedEmail(request.ctx, options.delivery, message).catch((error: unknown) =>
            request.log.error({ err: error, orderId: placed.orderId }, 'order placed e-mail failed'),
          );
      }
      return success(placed);
    },
  );

  routes.get(
    FLASH_ALLOWANCE_PATH,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'How many units of a flash offer the member may still buy (its limit less what their orders hold)',
        security: TOKEN_SECURITY,
        params: flashAllowanceParams,
        response: { 200: successSchema(flashAllowanceAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await flashAllowance(request.ctx, member.userId, request.params.id));
    },
  );

  routes.get(
    CHECKOUT_PATHS.detail,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary:
          'The member’s order: status, amounts, items, recipient, invoice, the pay-by time while unpaid, and after the sale its delivery, returns, refunds, timeline and allowed actions',
        security: TOKEN_SECURITY,
        params: orderDetailParams,
        response: { 200: successSchema(memberOrderDetailAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await orderDetail(request.ctx, member.userId, request.params.id));
    },
  );
}
