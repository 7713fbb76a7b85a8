import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { WebLoadContext } from '@wellfit/contracts/load-context';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { HtmlCache, type CachedPage } from './html-cache.ts';

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

async function toCachedPage(response: Response, nonce: string): Promise<CachedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    aroundNonce: cutAt(body, nonce),
  };
}

/**
 * The body in pieces around each place the rendering wrote `nonce`, found once when the page
 * is kept rather than searched for in every answer. The nonce is 128 random bits: it occurs only
 * where the rendering wrote it.
 */
function cutAt(body: Buffer, nonce: string): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, from)) {
    pieces.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

/**
 * A shared page carries the nonce it was rendered with; every visitor gets it with their own
 * answer's nonce instead, so no nonce is ever seen twice (docs/decisions/security-headers.md).
 */
function withNonce(page: CachedPage, nonce: string): Buffer {
  const visitorsNonce = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  for (const [index, piece] of page.aroundNonce.entries()) {
    if (index > 0) pieces.push(visitorsNonce);
    pieces.push(piece);
  }
  return Buffer.concat(pieces);
}

export function createReactRouterBridge(options: ReactRouterBridgeOptions) {
  const cache = new HtmlCache(options.htmlCacheTtlMs);

  function sendCached(reply: FastifyReply, page: CachedPage, state: 'hit' | 'stale' | 'shared'): FastifyReply {
    return reply
      .status(page.status)
      .headers(page.headers)
      .header('x-wellfit-cache', state)
      .send(withNonce(page, options.cspNonce(reply)));
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
      .then(async (response) => settle(isShareable(response) ? await toCachedPage(response, nonce) : undefined))
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
        return sendCached(reply, cached.page, cached.stale ? 'stale' : 'hit');
      }
      const running = cache.running(key);
      const shared = running ? await running : undefined;
      if (shared) return sendCached(reply, shared, 'shared');
    }

    const settle = shareable ? cache.begin(key) : undefined;
    let response: Response;
    try {
      response = await options.handler(toFetchRequest(request, reply, options.publicOrigin()), context);
    } catch (error) {
      settle?.(undefined);
      throw error;
    }
    reply.status(response.status);
    copyHeaders(response, reply);
    if (settle && isShareable(response)) {
      const page = await toCachedPage(response, nonce);
      settle(page);
      return reply.header('x-wellfit-cache', 'miss').send(page.body);
    }
    settle?.(undefined);
    if (!response.body) return reply.send();
    // A body of known length is complete already (entry.server.tsx sends finished pages whole):
    // one buffer is one socket write, where a stream bridge would write chunk by chunk.
    if (response.headers.has('content-length')) return reply.send(Buffer.from(await response.arrayBuffer()));
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  };
}
