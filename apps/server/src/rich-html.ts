import sanitizeHtml from 'sanitize-html';

/**
 * Product detail HTML (detailHtml, detailMobileHtml) comes from editors and imports; it is
 * cleaned when written and again when answered (issue 4), so a row written around the
 * service (an import, a hand edit in the database) still never reaches a page alive.
 * Allowed: text structure, headings, lists, tables, images and links. Not allowed: scripts,
 * styles, frames, forms, SVG/MathML, event handlers and any URL scheme but http(s) (mailto and
 * tel on links); pictures must be http(s) or our own /uploads.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'section',
    'figure',
    'figcaption',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'a',
  ],
  // No class or style: product text must not restyle or overlay the shop's own page.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content: their text is code or a hidden document, never product copy.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src ?? ''),
};

/** Relative URLs are refused except our own uploads: "/uploads/../x" or "//host" must not slip through. */
function isAllowedImageSource(src: string): boolean {
  if (/^https?:\/\//i.test(src)) return true;
  return /^\/uploads\/[\w./-]*$/.test(src) && !src.includes('..');
}

/** Clean product HTML; an empty or missing body stays empty. */
export function sanitizeProductHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Stored editor HTML is sanitised on every answer (a row written around the services never
 * reaches a page alive), but sanitize-html costs more than the query that reads the row, so the
 * clean text is kept per row version: `key` names the row and field, `version` is its updatedAt,
 * so an edit is never served stale.
 */
const SANITISED_CACHE_LIMIT = 4_000;
const sanitisedCache = new Map<string, string>();

export function sanitizeStoredHtml(key: string, version: Date | string, html: string | null | undefined): string {
  const versionKey = `${key}:${version instanceof Date ? version.getTime() : version}`;
  let clean = sanitisedCache.get(versionKey);
  if (clean === undefined) {
    clean = sanitizeProductHtml(html);
    // Old versions are dropped wholesale: cheaper than an LRU, and the cache refills in a few requests.
    if (sanitisedCache.size >= SANITISED_CACHE_LIMIT) sanitisedCache.clear();
    sanitisedCache.set(versionKey, clean);
  }
  return clean;
}
