import type { FastifyInstance } from 'fastify';

/** Placeholder registered by the lead; the search work fills it. */
export async function searchRoutes(_app: FastifyInstance): Promise<void> {}
