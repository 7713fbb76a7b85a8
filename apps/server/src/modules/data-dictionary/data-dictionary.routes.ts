import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queryDataDictionaryAnswer, queryDataDictionaryBody } from '@wellfit/contracts/data-dictionary';
import { sendEnvelopeJson, successSchema } from '../../envelope.ts';
import { queryAnswerJson } from './data-dictionary.service.ts';

export async function dataDictionaryRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/web/queryDataDictionary',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Site settings: marquee and free-shipping messages, or an appConfig switch',
        body: queryDataDictionaryBody,
        response: { 200: successSchema(queryDataDictionaryAnswer) },
      },
    },
    async (request, reply) => {
      // Already-serialised envelope text: Fastify sends a JSON string as it is, skipping the
      // serializer on the hottest call of the site (the schema above still documents it).
      const json = await queryAnswerJson(request.ctx, request.body);
      return sendEnvelopeJson(reply, json);
    },
  );
}
