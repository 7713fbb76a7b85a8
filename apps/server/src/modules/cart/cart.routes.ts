import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartCountAnswer } from '@wellfit/contracts/cart';
import { success, successSchema } from '../../envelope.ts';
import { countCartItems } from './cart.service.ts';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/web/mall/car/count',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['cart'],
        summary: 'Number of lines in the member’s cart',
        security: [{ token: [] }],
        response: { 200: successSchema(cartCountAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await countCartItems(request.ctx, member.userId));
    },
  );
}
