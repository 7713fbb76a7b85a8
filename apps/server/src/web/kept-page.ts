import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * A server-rendered page kept to answer every anonymous visitor of its URL and locale
 * (html-cache.ts). It is the same bytes for all of them, so it is compressed once per encoding,
 * not once per answer: every browser asks for brotli, which cost a kept page three times the CPU
 * of the rest of its answer (docs/decisions/html-compression.md).
 */
export interface KeptPage {
  status: number;
  /**
   * The rendering's headers, without its length (each encoding has its own) and with the page's
   * own Content-Security-Policy: its scripts allowed by their hashes instead of a nonce.
   */
  headers: Record<string, string>;
  body: Buffer;
  /** The body in each encoding a visitor has asked for, made at the first such ask. */
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

export type PageEncoding = 'br' | 'gzip';
/** Preferred first where a browser accepts both equally: brotli is about a tenth smaller. */
const ENCODINGS: PageEncoding[] = ['br', 'gzip'];

/**
 * Brotli quality 5: 7% smaller than @fastify/compress's 4 for about the same CPU on the shop's
 * pages (1.6 ms for a 42 KB product page); from 9 up it costs 15–90 times as much, which a page
 * rendered for one visitor (the first of its URL in a while) would pay in its answer.
 */
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** The attribute as React writes it on the elements of a rendering with this nonce. */
const nonceAttribute = (nonce: string) => Buffer.from(` nonce="${nonce}"`);

/**
 * The script elements a rendering wrote itself carry its nonce; only their contents are allowed
 * by hash. A script that reached the page any other way (say, through an editor's HTML) lacks the
 * nonce, as it would have under the nonce policy, so hashing changes nothing about what may run.
 * A script whose content is read differently here than by the browser simply fails its hash and
 * does not run: the error is a refusal, never an allowance.
 */
function ownScriptHashes(body: Buffer, nonce: string): string[] {
  const marker = nonceAttribute(nonce);
  const hashes = new Set<string>();
  for (let open = body.indexOf('<script'); open !== -1; open = body.indexOf('<script', open + 1)) {
    // React writes '>' in attribute values as '&gt;': the first one ends the tag.
    const tagEnd = body.indexOf('>', open);
    if (tagEnd === -1) break;
    const tag = body.subarray(open, tagEnd);
    if (tag.indexOf(marker) === -1) continue;
    const close = body.indexOf('</script', tagEnd);
    if (close === -1) break;
    // An empty element is a script file (src), which 'self' allows.
    if (close === tagEnd + 1) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(body.subarray(tagEnd + 1, close))
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

/** The body without the rendering's nonce: a kept page's scripts run by their hashes. */
function withoutNonce(body: Buffer, nonce: string): Buffer {
  const attribute = nonceAttribute(nonce);
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(attribute); at !== -1; at = body.indexOf(attribute, from)) {
    pieces.push(body.subarray(from, at));
    from = at + attribute.length;
  }
  pieces.push(body.subarray(from));
  return Buffer.concat(pieces);
}

/**
 * Keeps a finished rendering: `nonce` is the one it was rendered with and `policyAllowing` the
 * page policy for a list of script hashes (plugins/security-headers.ts).
 */
export async function keepPage(
  response: Response,
  nonce: string,
  policyAllowing: (scriptHashes: string[]) => string,
): Promise<KeptPage> {
  const rendered = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  delete headers['content-length'];
  headers['content-security-policy'] = policyAllowing(ownScriptHashes(rendered, nonce));
  headers.vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
  return { status: response.status, headers, body: withoutNonce(rendered, nonce), encoded: {} };
}

/** The encoding a visitor's accept-encoding prefers among those kept, if any. */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding.toLowerCase(), ENCODINGS) ?? undefined;
}

/** The page's body in `encoding`, compressed at the first ask and kept with the page. */
export function encodedBody(page: KeptPage, encoding: PageEncoding): Buffer {
  let encoded = page.encoded[encoding];
  if (!encoded) {
    encoded = encoding === 'br' ? zlib.brotliCompressSync(page.body, BROTLI) : zlib.gzipSync(page.body);
    page.encoded[encoding] = encoded;
  }
  return encoded;
}
