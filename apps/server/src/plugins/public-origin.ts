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

/** The port the server listens on; before listen (app.inject tests), the configured one. */
function listeningPort(app: FastifyInstance): number {
  const address = app.server.address() as AddressInfo | string | null;
  return address && typeof address === 'object' ? address.port : app.config.port;
}

export const publicOriginPlugin = fp(
  async (app: FastifyInstance) => {
    const configured = app.config.publicUrl ? new URL(app.config.publicUrl) : undefined;
    app.decorate('publicOrigin', () => configured?.origin ?? `http://localhost:${listeningPort(app)}`);
    app.decorate('isOwnHost', (host: string) => {
      const normalised = host.toLowerCase();
      if (configured) return normalised === configured.host;
      // Without PUBLIC_URL (development, `npm start` on one machine) the shop is reached by its loopback names.
      const port = listeningPort(app);
      return LOOPBACK_NAMES.some((name) => normalised === `${name}:${port}` || (port === 80 && normalised === name));
    });
  },
  { name: 'public-origin' },
);
