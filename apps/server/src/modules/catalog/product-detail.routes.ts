import type { FastifyInstance } from 'fastify';

/** Placeholder registered by the lead; the product detail work fills it. */
export async function productDetailRoutes(_app: FastifyInstance): Promise<void> {}
