import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_DETAIL_PATH, productDetail, productDetailParams } from '@wellfit/contracts/product-detail';
import {
  PRODUCT_FLASH_OFFERS_PATH,
  productFlashOffersAnswer,
  productFlashOffersParams,
} from '@wellfit/contracts/checkout';
import { sendEnvelopeJson, success, successSchema } from '../../envelope.ts';
import { productDetailJson } from './catalog.answer-cache.ts';
import { buildSitemap } from './sitemap.service.ts';
import { productFlashOffers } from './stock.service.ts';

/** /product/{id} (SPEC §2, §3 Product) and the sitemap that lists every product page. */
export async function productDetailRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    PRODUCT_DETAIL_PATH,
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product on sale with its SKUs, pictures, add-ons, gifts and sanitised detail HTML',
        params: productDetailParams,
        response: { 200: successSchema(productDetail) },
      },
    },
    async (request, reply) => sendEnvelopeJson(reply, await productDetailJson(request.ctx, request.params.id)),
  );

  routes.get(
    PRODUCT_FLASH_OFFERS_PATH,
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product’s live and upcoming flash offers (price, units left, window), live ones first',
        params: productFlashOffersParams,
        response: { 200: successSchema(productFlashOffersAnswer) },
      },
    },
    // Units left change by the second during a sale: never cached.
    async (request) => success(await productFlashOffers(request.ctx, request.params.id)),
  );

  routes.get(
    '/sitemap.xml',
    { schema: { tags: ['catalog'], summary: 'sitemaps.org list of the home, list pages and every product' } },
    async (request, reply) => {
      // Addresses from configuration, never the Host header: CDNs keep this answer (issue 15).
      const xml = await buildSitemap(request.ctx, app.publicOrigin());
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
    },
  );
}
