import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUnacceptableText } from '@wellfit/contracts/text-input';
import { bodyLabel, unacceptableTextError } from '../validation-errors.ts';

/** The error of the first input holding unacceptable text; the body's label is translated only then. */
function unacceptableTextIn(request: FastifyRequest): Error | undefined {
  for (const input of [request.params, request.query, request.body]) {
    if (findUnacceptableText(input)) return unacceptableTextError(input, bodyLabel(request.ctx.locale));
  }
  return undefined;
}

/**
 * Every text input of every route (path parameters, query, a parsed body) is refused at the
 * edge when it holds a NUL or a lone surrogate, before validation and before any service sees
 * it. Multipart fields are parsed in their route, which checks them with the same helper.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    // Only parsed bodies are walked (a raw body handed to the web app's actions holds no fields).
    // A callback, not an async function: every request passes here, and an async hook costs each
    // one a promise and a turn of the microtask queue.
    app.addHook('preValidation', (request, _reply, done) => {
      const error = unacceptableTextIn(request);
      if (error) done(error);
      else done();
    });
  },
  { name: 'text-input', dependencies: ['request-context'] },
);
