import { pathToFileURL } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';

/*
 * A local OpenID provider standing in for Google, Apple and Facebook in development and in
 * tests (never the real providers). Start it, then point the server at it:
 *   npx tsx apps/server/src/modules/auth/oauth-mock-provider.ts 9400
 *   OAUTH_MOCK_ENABLED=true   (OAUTH_MOCK_ISSUER defaults to http://127.0.0.1:9400)
 * or per provider: OAUTH_GOOGLE_ISSUER=… (the browser tests).
 * Who signs in: add login_hint=alice to the sign-in address (or let the browser test do it);
 * the person is then sub "mock-alice" with the verified address alice@example.test. Without a
 * hint it is "mock-johndoe", johndoe@example.test.
 */

/** How a token request authenticated the client, as the provider received it. */
export interface MockTokenRequest {
  clientId: unknown;
  clientSecret: unknown;
  authorization: string | undefined;
}

export interface MockOAuthProvider {
  issuer: string;
  /** Every token request so far, oldest first (tests check how the client authenticated). */
  tokenRequests: MockTokenRequest[];
  stop(): Promise<void>;
}

const DEFAULT_PERSON = 'johndoe';

function personFromAccessToken(authorization: string | undefined): string | undefined {
  const token = authorization?.replace(/^Bearer\s+/i, '');
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
  return claims.sub?.replace(/^mock-/, '');
}

export async function startMockOAuthProvider(
  options: { port?: number; host?: string } = {},
): Promise<MockOAuthProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const personOfCode = new Map<string, string>();

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: { url?: string }) => {
    const hint = new URL(request.url ?? '/', 'http://mock').searchParams.get('login_hint');
    const code = redirect.url.searchParams.get('code');
    if (code && hint) personOfCode.set(code, hint.replace(/[^\w.-]/g, ''));
  });
  server.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, request: { body?: Record<string, unknown> }) => {
      const code = typeof request.body?.code === 'string' ? request.body.code : undefined;
      const person = (code && personOfCode.get(code)) || DEFAULT_PERSON;
      Object.assign(token.payload, { sub: `mock-${person}`, email: `${person}@example.test`, email_verified: true });
    },
  );
  server.service.on(
    'beforeUserinfo',
    (response: { body: Record<string, unknown> }, request: { headers: Record<string, string | undefined> }) => {
      const person = personFromAccessToken(request.headers.authorization) ?? DEFAULT_PERSON;
      response.body = { id: `mock-${person}`, sub: `mock-${person}`, email: `${person}@example.test` };
    },
  );

  const tokenRequests: MockTokenRequest[] = [];
  server.service.on(
    'beforeResponse',
    (_response: unknown, request: { body?: Record<string, unknown>; headers: Record<string, string | undefined> }) => {
      tokenRequests.push({
        clientId: request.body?.client_id,
        clientSecret: request.body?.client_secret,
        authorization: request.headers.authorization,
      });
    },
  );

  await server.start(options.port ?? 0, host);
  const issuer = `http://${host}:${server.address().port}`;
  server.issuer.url = issuer;
  return { issuer, tokenRequests, stop: () => server.stop() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? process.env.OAUTH_MOCK_PORT ?? 9400);
  const provider = await startMockOAuthProvider({ port });
  console.info(`Mock OAuth provider at ${provider.issuer} (set OAUTH_MOCK_ISSUER or OAUTH_*_ISSUER to it)`);
  const stop = () => provider.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
