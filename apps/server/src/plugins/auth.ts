import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startSessionCache } from '../modules/auth/session-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': the route answers 401 unless the token header names a live session (SPEC §6). */
    auth?: 'required';
  }
}

/**
 * Checks the session before the body is parsed, so a call without a valid token answers 401
 * even when its body is also wrong, and nothing runs for it. Live sessions are cached in this
 * process while it hears every change that can end one (session-cache.ts), unless
 * ANSWER_CACHES=off asks for every lookup to reach the database (answer-caches-off.md).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.answerCaches) {
      const stopSessionCache = startSessionCache(app.database.db, app.databaseListener);
      app.addHook('onClose', async () => stopSessionCache());
    }
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.auth === 'required') await request.ctx.requireMember();
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);
