import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { WebLoadContext } from '@wellfit/contracts/load-context';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { HtmlCache } from './html-cache.ts';
import { encodedBody, keepPage, pageEncodingFor, type KeptPage } from './kept-page.ts';

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
  /** Everything loaders get but the answer's CSP nonce, which the bridge adds. */
  loadContext(request: FastifyRequest): Promise<Omit<WebLoadContext, 'cspNonce'>>;
  /** Anonymous pages are shared per URL and locale this long (0 disables): SSR is CPU work. */
  htmlCacheTtlMs: number;
  log: FastifyBaseLogger;
  /** The shop's own origin (plugins/public-origin.ts): pages see it, never the request's Host. */
  publicOrigin(): string;
  /** Pages asked for under another host are rendered for that visitor alone, never shared. */
  isOwnHost(host: string): boolean;
  /** The nonce of this answer's Content-Security-Policy (plugins/security-headers.ts). */
  cspNonce(reply: FastifyReply): string;
  /** A nonce for a rendering that answers nobody yet (the cache's background refresh). */
  newCspNonce(): string;
  /** The page policy allowing inline scripts by these hashes instead of a nonce (a kept page's). */
  pagePolicyAllowing(scriptHashes: string[]): string;
}

function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * The page's address under the shop's own origin. Only the path and query come from the
 * request: a spoofed Host must not reach canonical links or a shared rendering (issue 15).
 */
function pageUrl(request: FastifyRequest, origin: string): URL {
  // Parsed on its own first, so that "//evil.example/x" stays a path and cannot become the host.
  const target = new URL(request.raw.url ?? '/', 'http://path.invalid');
  // Concatenated, not resolved against the origin: a path such as "//x" stays a path.
  return new URL(`${origin}${target.pathname}${target.search}`);
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(pageUrl(request, origin), {
    method: request.method,
    headers: fetchHeaders(request),
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

/** Only successful, cookie-free renderings are shared between visitors. */
function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !(response.headers.get('cache-control') ?? '').includes('no-store')
  );
}

export function createReactRouterBridge(options: ReactRouterBridgeOptions) {
  const cache = new HtmlCache(options.htmlCacheTtlMs);

  const keep = (response: Response, nonce: string) => keepPage(response, nonce, options.pagePolicyAllowing);

  /**
   * A kept page is the same bytes for every visitor, its scripts allowed by their hashes, and
   * compressed once per encoding (web/kept-page.ts); @fastify/compress leaves an answer alone
   * once it has a content-encoding.
   */
  function sendKept(
    request: FastifyRequest,
    reply: FastifyReply,
    page: KeptPage,
    state: 'hit' | 'stale' | 'shared' | 'miss',
  ): FastifyReply {
    reply.status(page.status).headers(page.headers).header('x-wellfit-cache', state);
    const encoding = pageEncodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(encodedBody(page, encoding));
  }

  /** Renders an expired page again for the cache, outside any visitor's request. */
  function refreshInBackground(key: string, request: FastifyRequest, context: AppLoadContext): void {
    const settle = cache.begin(key);
    const refresh = new Request(pageUrl(request, options.publicOrigin()), {
      method: 'GET',
      headers: fetchHeaders(request),
    });
    const nonce = options.newCspNonce();
    options
      .handler(refresh, { ...context, cspNonce: nonce })
      .then(async (response) => settle(isShareable(response) ? await keep(response, nonce) : undefined))
      .catch((error: unknown) => {
        settle(undefined);
        options.log.error({ err: error, url: request.url }, 'background page render failed');
      });
  }

  return async function handleWebRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const nonce = options.cspNonce(reply);
    const context: AppLoadContext = { ...(await options.loadContext(request)), cspNonce: nonce };
    const shareable = cache.enabled && request.method === 'GET' && options.isOwnHost(request.host);
    const key = `${context.locale}|${context.maintenance ? 'maintenance' : ''}|${request.raw.url}`;

    if (shareable) {
      const cached = cache.get(key);
      if (cached) {
        if (cached.stale && !cache.running(key)) refreshInBackground(key, request, context);
        return sendKept(request, reply, cached.page, cached.stale ? 'stale' : 'hit');
      }
      const running = cache.running(key);
      const shared = running ? await running : undefined;
      if (shared) return sendKept(request, reply, shared, 'shared');
    }

    const settle = shareable ? cache.begin(key) : undefined;
    let response: Response;
    try {
      response = await options.handler(toFetchRequest(request, reply, options.publicOrigin()), context);
    } catch (error) {
      settle?.(undefined);
      throw error;
    }
    if (settle && isShareable(response)) {
      const page = await keep(response, nonce);
      settle(page);
      return sendKept(request, reply, page, 'miss');
    }
    settle?.(undefined);
    reply.status(response.status);
    copyHeaders(response, reply);
    if (!response.body) return reply.send();
    // A body of known length is complete already (entry.server.tsx sends finished pages whole):
    // one buffer is one socket write, where a stream bridge would write chunk by chunk.
    if (response.headers.has('content-length')) return reply.send(Buffer.from(await response.arrayBuffer()));
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  };
}
