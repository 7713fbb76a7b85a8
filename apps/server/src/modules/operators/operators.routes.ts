import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PATHS,
  OPERATOR_ROLES,
  operatorLoginAnswer,
  operatorLoginBody,
  operatorMeAnswer,
} from '@wellfit/contracts/admin';
import { success, successSchema } from '../../envelope.ts';
import { signInOperator, signOutOperator, toOperatorView } from './operators.service.ts';
import { operatorOf, requireOperator } from './require-operator.ts';

const TAGS = ['admin'];
const TOKEN_SECURITY = [{ token: [] }];

/** Operator sign-in, sign-out and who am I (issue 35; docs/decisions/operators.md). */
export async function operatorsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    ADMIN_PATHS.login,
    {
      schema: {
        tags: TAGS,
        summary:
          'Operator sign-in by e-mail and password; answers the token to send in the token header of /api/admin/ calls',
        body: operatorLoginBody,
        response: { 200: successSchema(operatorLoginAnswer) },
      },
    },
    async (request) => success(await signInOperator(request.ctx, app.config, request.body)),
  );

  routes.post(
    ADMIN_PATHS.logout,
    {
      schema: {
        tags: TAGS,
        summary: 'End the operator session the token names (an unknown token is not an error)',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await signOutOperator(request.ctx, request.ctx.token);
      return success(null);
    },
  );

  routes.get(
    ADMIN_PATHS.me,
    {
      onRequest: requireOperator(OPERATOR_ROLES),
      schema: {
        tags: TAGS,
        summary: 'The signed-in operator, their role and what it may do',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(operatorMeAnswer) },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return success(
        toOperatorView({ id: operator.operatorId, email: operator.email, name: operator.name, role: operator.role }),
      );
    },
  );
}
