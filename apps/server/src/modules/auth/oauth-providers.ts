import type { SignInProvider } from '@wellfit/contracts/constants';
import type { AppleSigningKey, Config, OAuthClientConfig } from '../../config.ts';

/** Where one provider's sign-in happens and how its answer proves who the person is. */
export interface OAuthProviderEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** OpenID providers: the id token is checked against these keys, this issuer and our client id. */
  idToken?: { jwksUri: string; issuer: string };
  /** Providers without an id token (Facebook): the account comes from here with the access token. */
  userInfoEndpoint?: string;
  scopes: string[];
  /** RFC 7636 PKCE, where the provider supports it. */
  pkce: boolean;
  /** Extra authorization parameters. */
  extraParameters: Record<string, string>;
  /**
   * How the token request proves the client: HTTP Basic (RFC 6749's preferred way), or
   * client_id and client_secret in the form (Apple supports only client_secret_post).
   */
  clientAuthentication: 'basic' | 'post';
}

/** The providers' published endpoints (production). */
const REAL_ENDPOINTS: Record<SignInProvider, OAuthProviderEndpoints> = {
  google: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    idToken: { jwksUri: 'https://www.googleapis.com/oauth2/v3/certs', issuer: 'https://accounts.google.com' },
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    extraParameters: {},
    clientAuthentication: 'basic',
  },
  apple: {
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    idToken: { jwksUri: 'https://appleid.apple.com/auth/keys', issuer: 'https://appleid.apple.com' },
    // Asking Apple for name or email forces response_mode=form_post (a POST to the callback);
    // without scopes the browser returns by GET to /oauth-callback/apple like the others.
    scopes: [],
    pkce: false,
    extraParameters: { response_mode: 'query' },
    clientAuthentication: 'post',
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoEndpoint: 'https://graph.facebook.com/me?fields=id,email',
    scopes: ['email', 'public_profile'],
    pkce: true,
    extraParameters: {},
    clientAuthentication: 'basic',
  },
};

/** An issuer laid out like oauth2-mock-server (the local stand-in for every provider in dev and tests). */
function issuerEndpoints(provider: SignInProvider, issuer: string): OAuthProviderEndpoints {
  const real = REAL_ENDPOINTS[provider];
  return {
    ...real,
    authorizationEndpoint: `${issuer}/authorize`,
    tokenEndpoint: `${issuer}/token`,
    idToken: real.idToken ? { jwksUri: `${issuer}/jwks`, issuer } : undefined,
    userInfoEndpoint: real.userInfoEndpoint ? `${issuer}/userinfo` : undefined,
  };
}

export interface OAuthProvider {
  name: SignInProvider;
  client: OAuthClientConfig;
  /** Apple only, when configured: the client secret is signed with it for each exchange. */
  signingKey: AppleSigningKey | undefined;
  endpoints: OAuthProviderEndpoints;
  redirectUri: string;
}

export function oauthProvider(config: Pick<Config, 'oauth'>, name: SignInProvider): OAuthProvider {
  const client = config.oauth[name];
  return {
    name,
    client,
    signingKey: name === 'apple' ? config.oauth.appleSigningKey : undefined,
    endpoints: client.issuer ? issuerEndpoints(name, client.issuer) : REAL_ENDPOINTS[name],
    redirectUri: `${config.oauth.redirectBase}/oauth-callback/${name}`,
  };
}
