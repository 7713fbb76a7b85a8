import type { FastifyInstance } from 'fastify';

/** Placeholder registered by the lead; the content work fills it. */
export async function contentRoutes(_app: FastifyInstance): Promise<void> {}
