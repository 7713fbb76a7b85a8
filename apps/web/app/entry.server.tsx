import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { CspNonceContext } from './lib/csp-nonce';
import { requireLoadContext } from './lib/load-context';
import { serverI18n } from './lib/i18n.server';

export const streamTimeout = 5_000;

type Pipe = ReturnType<typeof renderToPipeableStream>['pipe'];

/** The page as one buffer with its length: the server writes it to the socket at once. */
function wholePage(pipe: Pipe, headers: Headers, status: number, done: () => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        done();
        callback();
      },
    });
    sink.on('error', reject);
    sink.on('finish', () => {
      const body = Buffer.concat(chunks);
      headers.set('Content-Length', String(body.byteLength));
      resolve(new Response(body, { headers, status }));
    });
    pipe(sink);
  });
}

/** The page as a stream: the shell now, suspended parts as they resolve. */
function streamedPage(pipe: Pipe, headers: Headers, status: number, done: () => void): Response {
  const body = new PassThrough({
    final(callback) {
      done();
      callback();
    },
  });
  pipe(body);
  return new Response(createReadableStreamFromReadable(body), { headers, status });
}

/**
 * React Router's default Node entry, plus the visitor's language: the page is rendered with the
 * i18next instance of the locale Fastify resolved (cookie, then Accept-Language, then zhTW).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { locale, cspNonce } = requireLoadContext(loadContext);
  const i18n = serverI18n(locale);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // People get the status the page had when its shell was ready, as when it streamed from there.
    let shellStatusCode = responseStatusCode;
    let allReady = false;
    let answered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete page at once; people get the shell as soon as it is ready.
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const done = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    // A page whose data is all there (the usual case: loaders await their service calls) is
    // complete moments after its shell. Sent whole, it skips the chunk-by-chunk stream bridge
    // and goes out in one write, which costs the server far less than streaming; a page still
    // waiting for something streams, so nobody waits for its slow parts to see the shell.
    const answer = () => {
      if (answered) return;
      answered = true;
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      const status = waitForAll ? responseStatusCode : shellStatusCode;
      if (allReady) wholePage(pipe, responseHeaders, status, done).then(resolve, reject);
      else resolve(streamedPage(pipe, responseHeaders, status, done));
    };

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <CspNonceContext value={cspNonce}>
          {/* Its nonce reaches <Scripts>, <ScrollRestoration> and <Links> through React Router's context. */}
          <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
        </CspNonceContext>
      </I18nextProvider>,
      {
        // React moves a finished Suspense boundary larger than this (12,800 bytes by default) to
        // the end of the page and reveals it by script, after the first paint: the home page's
        // rails then pushed the cards below them down (CLS 0.104). Finished boundaries stay in
        // place; one still waiting streams as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // React's own inline scripts (streamed Suspense boundaries) run under the page's CSP too.
        nonce: cspNonce,
        onShellReady() {
          shellRendered = true;
          shellStatusCode = responseStatusCode;
          // Whatever finishes in this turn of the event loop (turbo-stream's encoding of the
          // loader data usually does) still makes a whole page.
          if (!waitForAll) setImmediate(answer);
        },
        onAllReady() {
          allReady = true;
          if (waitForAll) answer();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
