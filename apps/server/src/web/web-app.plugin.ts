import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '@wellfit/contracts/load-context';
import { cspNonce, newCspNonce } from '../plugins/security-headers.ts';
import { uploadsPlugin } from './image-variants.ts';
import { createReactRouterBridge } from './react-router-bridge.ts';

export interface WebAppOptions {
  /** apps/web: its build/ holds the server bundle and the client assets. */
  webDir: string;
  /** development runs Vite in middleware mode with hot reload; production serves build/. */
  mode: 'production' | 'development';
  /** Where uploaded and generated images live; served at /uploads. */
  uploadsDir: string;
  htmlCacheTtlMs: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function loadProductionBuild(webDir: string): Promise<ServerBuild> {
  const entry = path.join(webDir, 'build/server/index.js');
  if (!existsSync(entry)) {
    throw new Error(`The web app is not built: ${entry} is missing. Run "npm run build" first.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/**
 * Serves the server-rendered web app from the same Fastify process as the API: one process
 * on one port is the whole shop (DEVELOPERS.md). Registered after the API modules, so /api
 * routes win; unknown /api paths still answer the API's 404 envelope.
 */
export async function webAppPlugin(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  // Streamed HTML must be flushed chunk by chunk, or compression holds the whole page back (STACK.md).
  await app.register(compress, {
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
    // A whole answer (a kept page, a file) up to this size is compressed at once on the process's
    // own thread. The library's default on 2 cores sends anything over 8 KB to libuv's thread pool
    // as a stream, for parallelism the shop already has from one server process per core; there a
    // kept 65 KB page cost 2.4 ms of CPU in brotli against 0.9 ms at once (412 against 1,167
    // answers/s on one process), and every browser asks for brotli. 256 KB holds the event loop
    // about 2 ms at most. Streamed pages still compress chunk by chunk.
    syncThreshold: 256 * 1024,
  });

  await app.register(uploadsPlugin, { uploadsDir: options.uploadsDir, storage: app.fileStorage });

  let handler;
  if (options.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: options.webDir,
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    handler = createRequestHandler(
      () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    );
  } else {
    await app.register(fastifyStatic, {
      root: path.join(options.webDir, 'build/client'),
      prefix: '/',
      wildcard: false,
      // The build writes each text file beside itself brotli'd and gzipped
      // (apps/web/precompressed-assets.ts): those are sent as they are, by the browser's
      // accept-encoding, and are no routes of their own. A file without them is compressed per answer.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
      },
    });
    handler = createRequestHandler(await loadProductionBuild(options.webDir), 'production');
  }

  const loadContext = async (request: FastifyRequest): Promise<Omit<WebLoadContext, 'cspNonce'>> => ({
    locale: request.ctx.locale,
    requestId: request.ctx.requestId,
    maintenance: await app.maintenance.isOn(),
    services: app.webServices,
  });
  const handleWebRequest = createReactRouterBridge({
    handler,
    loadContext,
    htmlCacheTtlMs: options.mode === 'production' ? options.htmlCacheTtlMs : 0,
    log: app.log,
    publicOrigin: () => app.publicOrigin(),
    isOwnHost: (host) => app.isOwnHost(host),
    cspNonce,
    newCspNonce,
    pagePolicyAllowing: (scriptHashes) => app.pagePolicyAllowing(scriptHashes),
  });

  // React Router actions read the raw body themselves.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler(request, reply) {
        const pathname = request.url.split('?', 1)[0] ?? '';
        if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
        return handleWebRequest(request, reply);
      },
    });
  });
}
