import { createContext, useContext } from 'react';

/**
 * The nonce of the answer's Content-Security-Policy while the server renders a page
 * (entry.server.tsx provides it); undefined in the browser, which hides nonces from scripts.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/**
 * Zod decides whether to compile its parsers by probing `new Function`. The shop's CSP has no
 * 'unsafe-eval', so the probe is refused and reported as a violation (the error itself is
 * caught). `jitless` must be set before the first schema is built, so it runs as the first
 * script of the page, before any module (zod reads globalThis.__zod_globalConfig).
 */
const ZOD_JITLESS = '(globalThis.__zod_globalConfig??={}).jitless=true';

/** A script written into the page and allowed by this answer's CSP nonce; it runs before any module. */
export function InlineScript({ code }: { code: string }) {
  const nonce = useContext(CspNonceContext);
  // The browser hides the nonce attribute after parsing: the client's render cannot match it.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}

export function ZodJitlessScript() {
  return <InlineScript code={ZOD_JITLESS} />;
}
