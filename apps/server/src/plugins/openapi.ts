import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { HEADER, requestHeadersSchema } from '@wellfit/contracts/headers';

export const API_DOCS_PREFIX = '/api/docs';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Documents the §7 headers on every /api operation. They are checked once for all routes by
 * plugins/request-context.ts, so routes do not declare them (that would validate them twice).
 */
function withRequestHeaders(document: TransformInput) {
  const { schema, url } = document;
  if (!schema || !url.startsWith('/api/') || schema.headers) return jsonSchemaTransform(document);
  return jsonSchemaTransform({ ...document, schema: { ...schema, headers: requestHeadersSchema } });
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
            'Every answer is {code, msg, data} with HTTP status == code (SPEC §7). Requests carry the headers ' +
            'country, language, locale, token (or "notoken"), platform (4) and device-id.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: HEADER.token } },
        },
      },
      transform: withRequestHeaders,
    });
    await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  },
  { name: 'openapi' },
);
