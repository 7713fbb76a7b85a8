import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchAnswer, searchQuery } from '@wellfit/contracts/search';
import { success, successSchema } from '../../envelope.ts';
import { search } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/web/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search products, courses, plans, articles or coaches by keyword (Traditional or Simplified Chinese, English), best match first',
        querystring: searchQuery,
        response: { 200: successSchema(searchAnswer) },
      },
    },
    async (request) => success(await search(request.ctx, request.query)),
  );
}
