import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collectionStatusAnswer,
  collectionStatusQuery,
  collectionToggleBody,
  memberListQuery,
  memberListAnswer,
} from '@wellfit/contracts/collections';
import { success, successSchema } from '../../envelope.ts';
import { favouriteStatus, listFavourites, toggleFavourite } from './favourites.service.ts';

export async function favouritesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/web/collection/toggle',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['collections'],
        summary: 'Add (like true) or remove (like false) a favourite; repeating a call changes nothing',
        body: collectionToggleBody,
        response: { 200: successSchema(collectionStatusAnswer) },
      },
    },
    async (request) => success(await toggleFavourite(request.ctx, request.body)),
  );

  routes.get(
    '/api/web/collection/status',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['collections'],
        summary: 'Whether the member has this item among their favourites',
        querystring: collectionStatusQuery,
        response: { 200: successSchema(collectionStatusAnswer) },
      },
    },
    async (request) => success(await favouriteStatus(request.ctx, request.query)),
  );

  routes.get(
    '/api/web/collection/list',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['collections'],
        summary: "A page of the member's favourites of one type, newest first",
        querystring: memberListQuery,
        response: { 200: successSchema(memberListAnswer) },
      },
    },
    async (request) => success(await listFavourites(request.ctx, request.query)),
  );
}
