import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebLoadContext } from '@wellfit/contracts/load-context';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { HtmlCache } from './html-cache.ts';

declare module 'react-router' {
  // The load context the web app's loaders receive (the web app declares the same).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}

/**
 * Turns a Fastify request into a Fetch request for React Router and streams the answer back
 * through Fastify's reply, so compression, hooks and request logging keep working
 * (STACK.md "React Router in Fastify").
 */
export interface ReactRouterBridgeOptions {
  handler: RequestHandler;
  loadContext(request: FastifyRequest): Promise<AppLoadContext>;
  /** Anonymous HTML is cached per URL and locale this long (0 disables): SSR is CPU work. */
  htmlCacheTtlMs: number;
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.raw.url ?? '/', origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  });
}

function copyHeaders(response: Response, reply: FastifyReply): void {
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Only plain, cookie-free, successful GETs of documents and route data are shared between visitors. */
function isCacheable(request: FastifyRequest, response: Response): boolean {
  return (
    request.method === 'GET' &&
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !(response.headers.get('cache-control') ?? '').includes('no-store')
  );
}

export function createReactRouterBridge(options: ReactRouterBridgeOptions) {
  const cache = new HtmlCache(options.htmlCacheTtlMs);

  return async function handleWebRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const context = await options.loadContext(request);
    const cacheKey = `${context.locale}|${context.maintenance ? 'm' : ''}|${request.raw.url}`;
    const cached = request.method === 'GET' ? cache.get(cacheKey) : undefined;
    if (cached) {
      reply.status(cached.status).headers(cached.headers).header('x-wellfit-cache', 'hit');
      return reply.send(cached.body);
    }

    const response = await options.handler(toFetchRequest(request, reply), context);
    reply.status(response.status);
    copyHeaders(response, reply);
    if (!response.body) return reply.send();

    if (cache.enabled && isCacheable(request, response)) {
      const body = Buffer.from(await response.arrayBuffer());
      cache.set(cacheKey, { status: response.status, headers: Object.fromEntries(response.headers), body });
      return reply.header('x-wellfit-cache', 'miss').send(body);
    }
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  };
}
