import { OAuth2Server } from 'oauth2-mock-server';

/**
 * The accounts specs sign in with Google through a local OpenID provider, never the real one
 * (issue 3). The server is pointed at it by OAUTH_*_ISSUER in playwright.config.ts. The mock
 * signs every ID token with its own key (the server checks it against /jwks) and answers the
 * e-mail below, so the Google round trip signs in the same person each time.
 */
export const OAUTH_MOCK_PORT = Number(process.env.E2E_OAUTH_PORT ?? 9411);
export const OAUTH_MOCK_ISSUER = `http://127.0.0.1:${OAUTH_MOCK_PORT}`;
export const OAUTH_MOCK_EMAIL = 'google.member@example.com';

export default async function startOauthMock(): Promise<() => Promise<void>> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.issuer.url = OAUTH_MOCK_ISSUER;
  server.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = 'e2e-google-member';
    token.payload.email = OAUTH_MOCK_EMAIL;
    token.payload.email_verified = true;
  });
  server.service.on('beforeUserinfo', (userInfoResponse) => {
    userInfoResponse.body = { sub: 'e2e-google-member', id: 'e2e-google-member', email: OAUTH_MOCK_EMAIL };
  });
  await server.start(OAUTH_MOCK_PORT, '127.0.0.1');
  return () => server.stop();
}
