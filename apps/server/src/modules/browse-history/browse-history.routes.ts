import type { FastifyInstance } from 'fastify';

/** Placeholder registered by the lead; the collections work fills it. */
export async function browseHistoryRoutes(_app: FastifyInstance): Promise<void> {}
