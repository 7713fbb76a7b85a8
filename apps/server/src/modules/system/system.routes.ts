import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthAnswer } from '@wellfit/contracts/system';
import { readiness } from './system.service.ts';

/** Probes for the process manager / load balancer: plain {status}, outside /api and maintenance. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Liveness', response: { 200: healthAnswer } } },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 when the database answers and the process is not draining, 503 otherwise',
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(app.database, app.readiness.draining);
      return reply.code(answer.status === 'ok' ? 200 : 503).send(answer);
    },
  );
}
