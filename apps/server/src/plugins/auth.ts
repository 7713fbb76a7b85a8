import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': the route answers 401 unless the token header names a live session (SPEC §6). */
    auth?: 'required';
  }
}

/**
 * Checks the session before the body is parsed, so a call without a valid token answers 401
 * even when its body is also wrong, and nothing runs for it.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.auth === 'required') await request.ctx.requireMember();
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);
