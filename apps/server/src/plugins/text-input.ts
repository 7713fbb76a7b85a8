import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unacceptableTextError } from '../validation-errors.ts';

/** The error of the first input holding unacceptable text: the path parameters, the query, the body. */
function unacceptableTextIn(request: FastifyRequest): Error | undefined {
  const { locale } = request.ctx;
  return (
    unacceptableTextError(request.params, locale) ??
    unacceptableTextError(request.query, locale) ??
    unacceptableTextError(request.body, locale)
  );
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
