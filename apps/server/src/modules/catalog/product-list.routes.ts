import type { FastifyInstance } from 'fastify';

/** Placeholder registered by the lead; the catalog list work fills it. */
export async function productListRoutes(_app: FastifyInstance): Promise<void> {}
