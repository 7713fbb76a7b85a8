import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  browseHistoryClearBody,
  browseHistoryDeleteBody,
  browseHistoryRecordBody,
  memberListQuery,
  memberListAnswer,
} from '@wellfit/contracts/collections';
import { success, successSchema } from '../../envelope.ts';
import { clearViews, deleteSomeViews, listViews, recordView } from './browse-history.service.ts';

const SIGNED_IN = { auth: 'required' as const };
const TAGS = ['browse history'];

export async function browseHistoryRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/web/browse-history/record',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Record a view: the item moves to the top of the history',
        body: browseHistoryRecordBody,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => success(await recordView(request.ctx, request.body)),
  );

  routes.get(
    '/api/web/browse-history/list',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'A page of the items of one type the member viewed, most recent first',
        querystring: memberListQuery,
        response: { 200: successSchema(memberListAnswer) },
      },
    },
    async (request) => success(await listViews(request.ctx, request.query)),
  );

  routes.post(
    '/api/web/browse-history/delete',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Forget some viewed items of one type',
        body: browseHistoryDeleteBody,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => success(await deleteSomeViews(request.ctx, request.body)),
  );

  routes.post(
    '/api/web/browse-history/clear',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Forget every viewed item of one type',
        body: browseHistoryClearBody,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => success(await clearViews(request.ctx, request.body)),
  );
}
