import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema } from '@wellfit/contracts/envelope';
import { HEADER, requestHeadersSchema } from '@wellfit/contracts/headers';

export const API_DOCS_PREFIX = '/api/docs';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Documents on every /api operation the §7 headers and the failure answer. The headers are
 * checked once for all routes by plugins/request-context.ts and every failure is built by
 * plugins/error-handler.ts, so routes declare neither (the headers would be validated twice).
 * This changes only the document, not how answers are serialised.
 */
function withSharedParts(document: TransformInput) {
  const { schema, url } = document;
  if (!schema || !url.startsWith('/api/')) return jsonSchemaTransform(document);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  return jsonSchemaTransform({
    ...document,
    schema: {
      ...schema,
      headers: schema.headers ?? requestHeadersSchema,
      response: { ...response, '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema },
    },
  });
}

/**
 * OpenAPI from the routes' zod contracts (STYLE.md rule 1): the document at /api/docs/json and
 * Swagger UI at /api/docs. Must be registered before the routes it describes.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'WellFit web API',
          description:
            'Every answer is {code, msg, data} with HTTP status == code (SPEC §7); a failure also carries key, ' +
            'the stable catalogue key to branch on (msg is its translation). Requests carry the headers ' +
            'country, language, locale, token (or "notoken"), platform (4) and device-id.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: HEADER.token } },
        },
      },
      transform: withSharedParts,
    });
    await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  },
  { name: 'openapi' },
);
