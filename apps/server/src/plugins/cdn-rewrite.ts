import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CdnRewrite } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the answer's hosts are left alone (a presigned address is signed for its host). */
    cdnRewrite?: false;
  }
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * SPEC §7: object-storage hostnames in API answers are replaced by their CDN hostnames, so
 * content editors can paste bucket URLs. Only JSON text of /api answers is touched.
 */
export const cdnRewritePlugin = fp(
  async (app: FastifyInstance, options: { rewrites: CdnRewrite[] }) => {
    if (options.rewrites.length === 0) return;
    const targets = new Map(options.rewrites.map(({ from, to }) => [from.toLowerCase(), to]));
    const pattern = new RegExp(options.rewrites.map(({ from }) => escapeForRegExp(from)).join('|'), 'gi');
    const replace = (host: string) => targets.get(host.toLowerCase()) ?? host;

    app.addHook('onSend', async (request, _reply, payload) => {
      if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
      if (request.routeOptions.config.cdnRewrite === false) return payload;
      pattern.lastIndex = 0;
      return pattern.test(payload) ? payload.replace(pattern, replace) : payload;
    });
  },
  { name: 'cdn-rewrite' },
);
