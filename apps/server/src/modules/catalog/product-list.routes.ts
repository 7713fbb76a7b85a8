import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryListAnswer, productListAnswer, productListQuery } from '@wellfit/contracts/catalog';
import { success, sendEnvelopeJson, successSchema } from '../../envelope.ts';
import { keptProductList } from './catalog.answer-cache.ts';
import { categoryTree } from './product-list.service.ts';

export async function productListRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/web/mall/product/list',
    {
      schema: {
        tags: ['shop'],
        summary: 'One page of a product list: category, discounts or sports-voucher scope, sorting and filters',
        querystring: productListQuery,
        response: { 200: successSchema(productListAnswer) },
      },
    },
    // The cached page's JSON text is sent as it is: the response serializer would redo the
    // work the cache saved on the most requested list call of the shop.
    async (request, reply) => sendEnvelopeJson(reply, (await keptProductList(request.ctx, request.query)).json),
  );

  routes.get(
    '/api/web/mall/category/list',
    {
      schema: {
        tags: ['shop'],
        summary: 'The visible product category tree',
        response: { 200: successSchema(categoryListAnswer) },
      },
    },
    async (request) => success(await categoryTree(request.ctx)),
  );
}
