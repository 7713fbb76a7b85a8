import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cartAddAnswer,
  cartAddBody,
  cartCountAfterChangeAnswer,
  cartCountAnswer,
  cartDeleteQuery,
  cartLineIdAnswer,
  cartListAnswer,
  cartPricingAnswer,
  cartPricingBody,
  cartProductAnswer,
  cartProductParams,
  cartUpdateAttrBody,
  cartUpdateQuantityAnswer,
  cartUpdateQuantityQuery,
} from '@wellfit/contracts/cart';
import { success, successSchema } from '../../envelope.ts';
import {
  addToCart,
  cartProduct,
  countCartItems,
  deleteLines,
  listCart,
  priceLines,
  updateLineQuantity,
  updateLineSku,
} from './cart.service.ts';

const SIGNED_IN = { config: { auth: 'required' as const } };
const TOKEN_SECURITY = [{ token: [] }];
const TAGS = ['cart'];

/** SPEC §7 Cart: every call of the member's cart, paths exactly as SPEC lists them. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/web/mall/car/list',
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'The cart: lines that can be bought and lines that cannot (with a reason)',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(cartListAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await listCart(request.ctx, member.userId));
    },
  );

  routes.post(
    '/api/web/mall/car/add',
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Add a SKU (and optional add-ons); a SKU already in the cart adds to its line',
        security: TOKEN_SECURITY,
        body: cartAddBody,
        response: { 200: successSchema(cartAddAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await addToCart(request.ctx, member.userId, request.body));
    },
  );

  routes.get(
    '/api/web/mall/car/count',
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Number of lines in the member’s cart',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(cartCountAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await countCartItems(request.ctx, member.userId));
    },
  );

  routes.get(
    '/api/web/mall/car/getProduct/:id',
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'A product’s SKUs with live stock, for changing a line’s spec',
        security: TOKEN_SECURITY,
        params: cartProductParams,
        response: { 200: successSchema(cartProductAnswer) },
      },
    },
    async (request) => {
      await request.ctx.requireMember();
      return success(await cartProduct(request.ctx, request.params.id));
    },
  );

  routes.post(
    '/api/web/mall/car/update/attr',
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Give a line another SKU of its product (merging with a line of that SKU)',
        security: TOKEN_SECURITY,
        body: cartUpdateAttrBody,
        response: { 200: successSchema(cartLineIdAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await updateLineSku(request.ctx, member.userId, request.body));
    },
  );

  routes.get(
    '/api/web/mall/car/update/quantity',
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Change a line’s quantity (bounded by stock)',
        security: TOKEN_SECURITY,
        querystring: cartUpdateQuantityQuery,
        response: { 200: successSchema(cartUpdateQuantityAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await updateLineQuantity(request.ctx, member.userId, request.query));
    },
  );

  routes.get(
    '/api/web/mall/car/delete',
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Delete lines (comma-separated ids) with their add-ons',
        security: TOKEN_SECURITY,
        querystring: cartDeleteQuery,
        response: { 200: successSchema(cartCountAfterChangeAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await deleteLines(request.ctx, member.userId, request.query.ids));
    },
  );

  routes.post(
    '/api/web/mall/car/pricing',
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Amounts of the chosen lines (type 4): total, reductions, coupon, freight',
        security: TOKEN_SECURITY,
        body: cartPricingBody,
        response: { 200: successSchema(cartPricingAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await priceLines(request.ctx, member.userId, request.body.ids));
    },
  );
}
