import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shop's own address for absolute links (canonical, og:url, the sitemap, server-rendered
     * request URLs): PUBLIC_URL, else the address this process listens on. Never the request's
     * Host header, which any client can set (docs/decisions/public-origin.md).
     */
    publicOrigin(): string;
    /** Whether a request's host (X-Forwarded-Host only with TRUST_PROXY) is the shop's own. */
    isOwnHost(host: string): boolean;
  }
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The port the server listens on; before listen (app.inject tests), the configured one. Read
 * once it is known: server.address() asks the operating system each time, and a kept page asks
 * for every answer (3% of its CPU).
 */
function portReader(app: FastifyInstance): () => number {
  let listening: number | undefined;
  return () => {
    if (listening !== undefined) return listening;
    const address = app.server.address() as AddressInfo | string | null;
    if (address && typeof address === 'object') listening = address.port;
    return listening ?? app.config.port;
  };
}

export const publicOriginPlugin = fp(
  async (app: FastifyInstance) => {
    const configured = app.config.publicUrl ? new URL(app.config.publicUrl) : undefined;
    const listeningPort = portReader(app);
    app.decorate('publicOrigin', () => configured?.origin ?? `http://localhost:${listeningPort()}`);
    app.decorate('isOwnHost', (host: string) => {
      const normalised = host.toLowerCase();
      if (configured) return normalised === configured.host;
      // Without PUBLIC_URL (development, `npm start` on one machine) the shop is reached by its loopback names.
      const port = listeningPort();
      return LOOPBACK_NAMES.some((name) => normalised === `${name}:${port}` || (port === 80 && normalised === name));
    });
  },
  { name: 'public-origin' },
);
