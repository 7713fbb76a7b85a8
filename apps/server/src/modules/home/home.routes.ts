import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homePageAnswer, homePageBody } from '@wellfit/contracts/home-page';
import { sendEnvelopeJson, successSchema } from '../../envelope.ts';
import { homePageJson } from './home.service.ts';

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/web/home/page',
    {
      schema: {
        tags: ['configuration'],
        summary: 'The cards of a home page (webHome by default), resolved in the request locale',
        body: homePageBody,
        response: { 200: successSchema(homePageAnswer) },
      },
    },
    async (request, reply) => sendEnvelopeJson(reply, await homePageJson(request.ctx, request.body.code)),
  );
}
