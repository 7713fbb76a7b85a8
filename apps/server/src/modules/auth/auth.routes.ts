import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refreshTokenAnswer } from '@wellfit/contracts/auth-session';
import { userDetailsSchema } from '@wellfit/contracts/user';
import { success, successSchema } from '../../envelope.ts';
import { AppError } from '../../errors.ts';
import { findUserDetails } from '../accounts/accounts.service.ts';
import { endSession, refreshSession } from './auth.service.ts';

const TOKEN_SECURITY = [{ token: [] }];

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/web/login/refreshToken',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: 'Replace the session token with a new one (the old one stops working)',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(refreshTokenAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await refreshSession(request.ctx, member, app.config.tokenTtlSeconds));
    },
  );

  routes.get(
    '/api/web/getUserDetails',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in member (SPEC §3 User)',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(userDetailsSchema) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      const details = await findUserDetails(request.ctx, member.userId);
      if (!details) throw new AppError('unauthorized', 401);
      return success(details);
    },
  );

  routes.get(
    '/api/web/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session; succeeds even when the token is already invalid',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await endSession(request.ctx, request.ctx.token);
      return success(null);
    },
  );
}
