import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sportHistoryAnswer, sportHistoryQuery, sportSummaryAnswer } from '@wellfit/contracts/sport';
import { success, successSchema } from '../../envelope.ts';
import { sportHistoryOf, sportSummary } from './sport.service.ts';

export async function sportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/web/sport/summary',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['sport'],
        summary: 'Total exercise time, calories and count, by motion type, and the watch reward',
        security: [{ token: [] }],
        response: { 200: successSchema(sportSummaryAnswer) },
      },
    },
    async (request) => success(await sportSummary(request.ctx)),
  );

  routes.get(
    '/api/web/sport/history',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['sport'],
        summary: 'Exercise per day (week, month) or per month (year), for the chart',
        security: [{ token: [] }],
        querystring: sportHistoryQuery,
        response: { 200: successSchema(sportHistoryAnswer) },
      },
    },
    async (request) => success(await sportHistoryOf(request.ctx, request.query.range)),
  );
}
