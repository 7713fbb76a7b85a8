import type { FastifyInstance } from 'fastify';

/** Placeholder registered by the lead; the home page work fills it. */
export async function homeRoutes(_app: FastifyInstance): Promise<void> {}
