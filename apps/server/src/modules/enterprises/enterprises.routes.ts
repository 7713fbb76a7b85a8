import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessCredentialsAnswer, checkEzAccountBody, registerBusinessUserBody } from '@wellfit/contracts/auth';
import { success, successSchema } from '../../envelope.ts';
import { checkEzAccount, registerBusinessUser } from './enterprises.service.ts';

export async function enterprisesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/app/login/registerBusinessUser',
    {
      schema: {
        tags: ['enterprise'],
        summary:
          'Register an enterprise account (type 1 businessId + email, type 2 demo); answers username and password',
        body: registerBusinessUserBody,
        response: { 200: successSchema(businessCredentialsAnswer) },
      },
    },
    async (request) => success(await registerBusinessUser(request.ctx, app.config, request.body)),
  );

  routes.post(
    '/api/app/login/checkEzAccount',
    {
      schema: {
        tags: ['enterprise'],
        summary: 'Validate an /ezr/{token} enterprise link; answers username and password of a new account',
        body: checkEzAccountBody,
        response: { 200: successSchema(businessCredentialsAnswer) },
      },
    },
    async (request) => success(await checkEzAccount(request.ctx, app.config, request.body.token)),
  );
}
