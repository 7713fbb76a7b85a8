import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { CdnRewrite } from '../config.ts';
import { API_DOCS_PREFIX } from './openapi.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Content-Security-Policy of a page whose inline scripts are allowed by these hashes
     * (`sha256-…`) instead of a nonce: a kept page, the same bytes for every visitor (web/kept-page.ts).
     */
    pagePolicyAllowing(scriptHashes: string[]): string;
  }
}

/** helmet's `next`: a policy it cannot write (a directive function's bad value) is a bug, thrown. */
function throwError(error?: unknown): void {
  if (error) throw error;
}

/**
 * Stands in the page policy where each answer's nonce goes: helmet writes the policy once with
 * it, and each answer's header has it replaced by that answer's nonce.
 */
const NONCE_SLOT = 'nonce-slot-of-this-answer';

/** One header as helmet writes it for a policy. */
type Header = [name: string, value: string];

/**
 * The headers a helmet middleware writes, captured once: it writes the same ones for every
 * answer but formats and validates every directive each time, about a tenth of a kept page's CPU.
 * helmet only sets and removes headers, and the shop never sends X-Powered-By to remove.
 */
function headersWrittenBy(middleware: ReturnType<typeof helmet>): Header[] {
  const written: Header[] = [];
  const response = {
    setHeader: (name: string, value: string) => written.push([name, value]),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, throwError);
  return written;
}

/** One nonce per answer, made when its Content-Security-Policy header is written. */
const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
/**
 * Random bytes are drawn for this many nonces at once: asking the system's generator costs
 * the same for 16 bytes as for 4 KB, and once per page answer it was 5% of a cached page's CPU.
 * Each byte is used once, as crypto.randomUUID's own cache does.
 */
const NONCES_PER_DRAW = 256;
let drawn = Buffer.alloc(0);
let used = 0;

/** A fresh CSP nonce: 128 random bits, hex so that it needs no escaping anywhere in a page. */
export function newCspNonce(): string {
  if (used + NONCE_BYTES > drawn.length) {
    drawn = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    used = 0;
  }
  const nonce = drawn.toString('hex', used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = newCspNonce();
    nonces.set(response, nonce);
  }
  return nonce;
}

/** The nonce this answer's Content-Security-Policy allows inline scripts by (server-rendered pages). */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

export interface SecurityHeadersOptions {
  /** Development serves Vite's hot reload (inline and eval'd modules, a WebSocket): a looser policy. */
  development: boolean;
  /** Object-storage and CDN hosts pictures and videos come from (CDN_REWRITES). */
  cdnRewrites: CdnRewrite[];
  /** Origins of the upload bucket and its CDN (S3 driver): avatars, and attachments by signed address. */
  storageOrigins?: string[];
}

/**
 * Security headers on every answer (issue 15, docs/decisions/security-headers.md): a
 * Content-Security-Policy whose scripts are the shop's own files plus the inline scripts React
 * Router writes with this answer's nonce, no framing, nosniff, a strict referrer policy, HSTS
 * when the request came over TLS, and a same-origin-only answer to CORS preflights.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const mediaHosts = [
      ...new Set([
        ...options.cdnRewrites.flatMap(({ from, to }) => [from, to]).map((host) => `https://${host}`),
        ...(options.storageOrigins ?? []),
      ]),
    ];
    // helmet's own middleware, built once per policy: @fastify/helmet builds a new one (options
    // parsed, every directive validated) inside each request, ~50 µs of every answer.
    const securityHeaders = (scriptSrc: string[]) =>
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc,
            scriptSrcAttr: ["'none'"],
            // React writes style attributes and Tailwind's stylesheet is a file: inline styles
            // cannot run code, so they stay allowed (a nonce here would switch them off).
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Product and article HTML from editors may show pictures from any HTTPS host.
            imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(options.storageOrigins ?? [])],
            mediaSrc: ["'self'", 'blob:', ...mediaHosts],
            fontSrc: ["'self'", 'data:'],
            connectSrc: options.development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            // Empty: no upgrade; the shop also runs on plain HTTP on a developer's machine.
            upgradeInsecureRequests: null,
          },
        },
        frameguard: { action: 'deny' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // HSTS only on answers that went over TLS (below): on plain HTTP the header means nothing,
        // and a developer's http://localhost must not learn to insist on HTTPS.
        strictTransportSecurity: false,
      });
    const developmentScripts = ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
    const pageHeaders = headersWrittenBy(
      securityHeaders(options.development ? developmentScripts : ["'self'", `'${NONCE_SLOT}'`]),
    );
    // Each page answer's policy is the page policy with that answer's nonce in the slot.
    const setPageHeaders = (response: ServerResponse) => {
      for (const [name, value] of pageHeaders) {
        response.setHeader(
          name,
          value.replace(NONCE_SLOT, () => `nonce-${nonceOf(response)}`),
        );
      }
    };
    const pagePolicy = pageHeaders.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
    if (!pagePolicy) throw new Error('helmet wrote no Content-Security-Policy');
    app.decorate('pagePolicyAllowing', (scriptHashes: string[]) =>
      pagePolicy.replace(` '${NONCE_SLOT}'`, () => scriptHashes.map((hash) => ` '${hash}'`).join('')),
    );
    // The API's own documentation page (Swagger UI) is files only: the page policy without a nonce.
    const apiDocsHeaders = headersWrittenBy(securityHeaders(options.development ? developmentScripts : ["'self'"]));
    // API answers are JSON, which no browser renders as a page of the shop: it may load and run
    // nothing and be framed by nobody. The headers only a document reads (COOP, Origin-Agent-Cluster,
    // DNS prefetch, old IE and Flash switches) are left out, as the OWASP REST Security Cheat Sheet
    // does: they were 560 of a JSON answer's 1,000 bytes of headers, and writing them a tenth of its CPU.
    const jsonHeaders = headersWrittenBy(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
        frameguard: { action: 'deny' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        strictTransportSecurity: false,
      }),
    );
    const setRecorded = (headers: Header[]) => (response: ServerResponse) => {
      for (const [name, value] of headers) response.setHeader(name, value);
    };
    const setApiDocsHeaders = setRecorded(apiDocsHeaders);
    const setJsonHeaders = setRecorded(jsonHeaders);
    const headersFor = (url: string) => {
      if (!url.startsWith('/api/')) return setPageHeaders;
      // /api/docs, /api/docs/… or /api/docs?…, told without splitting every API request's URL.
      const afterDocs = url.startsWith(API_DOCS_PREFIX) ? (url[API_DOCS_PREFIX.length] ?? '') : undefined;
      return afterDocs === '' || afterDocs === '/' || afterDocs === '?' ? setApiDocsHeaders : setJsonHeaders;
    };

    app.addHook('onRequest', (request, reply, done) => {
      headersFor(request.url)(reply.raw);
      // request.protocol follows X-Forwarded-Proto only with TRUST_PROXY.
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      // Same origin only: the web app calls its own API and the mobile apps are not browsers. A
      // preflight gets a clear "no" (204 without any Access-Control-Allow-* header, which the
      // browser reads as refusal) instead of the 404 it used to get. Answered here, before the
      // §7 header checks, which a preflight (it carries no custom headers) would fail.
      if (request.method === 'OPTIONS') {
        // Answered here: done() is not called, so no route runs.
        reply.code(204).header('allow', 'GET, HEAD, POST').header('vary', 'Origin').send();
        return;
      }
      done();
    });
  },
  { name: 'security-headers' },
);
