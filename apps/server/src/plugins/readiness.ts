import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process should still be sent new requests (/readyz answers 503 once draining). */
    readiness: { readonly draining: boolean; drain(): void };
  }
}

/**
 * The drain switch of a node behind a load balancer: once `drain()` is called, /readyz answers
 * 503 so the balancer's health check takes the node out, while every request that still
 * arrives is served as usual (shutdown.ts waits DRAIN_MS before it stops accepting).
 */
export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('readiness', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    });
  },
  { name: 'readiness' },
);
