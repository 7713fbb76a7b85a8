import type { FastifyInstance } from 'fastify';

/** Placeholder registered by the lead; the courses work fills it. */
export async function coursesRoutes(_app: FastifyInstance): Promise<void> {}
