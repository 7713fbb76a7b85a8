import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bodyLabel, unacceptableTextError } from '../validation-errors.ts';

function refuse(request: FastifyRequest, input: unknown): void {
  const error = unacceptableTextError(input, bodyLabel(request.ctx.locale));
  if (error) throw error;
}

/**
 * Every text input of every route (path parameters, query, a parsed body) is refused at the
 * edge when it holds a NUL or a lone surrogate, before validation and before any service sees
 * it. Multipart fields are parsed in their route, which checks them with the same helper.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      refuse(request, request.params);
      refuse(request, request.query);
      // Only parsed bodies are walked (a raw body handed to the web app's actions holds no fields).
      refuse(request, request.body);
    });
  },
  { name: 'text-input', dependencies: ['request-context'] },
);
