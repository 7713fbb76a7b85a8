import type { FastifyInstance } from 'fastify';

/** Placeholder registered by the lead; the collections work fills it. */
export async function favouritesRoutes(_app: FastifyInstance): Promise<void> {}
