import { createHash, randomBytes } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens, generateCodeVerifier } from 'arctic';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { z } from 'zod';
import type { LoginAnswer, SignInUrlAnswer, commonLoginBody } from '@wellfit/contracts/auth';
import { SIGN_IN_PROVIDER_LOGIN_TYPE, SIGN_IN_PROVIDERS, type SignInProvider } from '@wellfit/contracts/constants';
import type { Config } from '../../config.ts';
import type { RequestContext, ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { createMember, findActiveUserById, findUserByAccount, type UserRow } from '../accounts/accounts.service.ts';
import { startLogin } from './auth.service.ts';
import type { AuthDependencies } from './login.service.ts';
import { consumeOAuthState, findLinkedUserId, insertOAuthState, linkOAuthAccount } from './oauth.queries.ts';
import { appleClientSecret } from './apple-client-secret.ts';
import { oauthProvider, type OAuthProvider } from './oauth-providers.ts';

/** A person has this long between getGoogleUrl … and coming back to commonLogin. */
const STATE_VALIDITY_SECONDS = 10 * 60;

type ExternalLoginBody = Extract<z.output<typeof commonLoginBody>, { loginType: 2 | 3 | 4 }>;

export function isSignInProvider(name: string): name is SignInProvider {
  return (SIGN_IN_PROVIDERS as readonly string[]).includes(name);
}

function hashState(state: string): string {
  return createHash('sha256').update(`oauth-state:${state}`).digest('hex');
}

function clientFor(provider: OAuthProvider): OAuth2Client {
  return new OAuth2Client(provider.client.clientId, provider.client.clientSecret, provider.redirectUri);
}

/**
 * The providers the shop offers: those with a configured client or an issuer (config.ts). The
 * login dialog shows only these buttons; the server refuses the others, so no browser is sent
 * to a real provider with a client it does not know.
 */
export function offeredProviders(config: Config): SignInProvider[] {
  return SIGN_IN_PROVIDERS.filter((name) => config.oauth[name].offered);
}

function offeredProvider(config: Config, name: SignInProvider): OAuthProvider {
  if (!config.oauth[name].offered) throw new AppError('provider_not_configured', 400);
  return oauthProvider(config, name);
}

/**
 * SPEC §7 getGoogleUrl, getAppleUrl, getFacebookUrl: the provider's sign-in address with a
 * fresh state (kept server-side with the PKCE verifier and the id-token nonce, single use).
 */
export async function signInUrl(ctx: ServiceContext, config: Config, name: string): Promise<SignInUrlAnswer> {
  if (!isSignInProvider(name)) throw new AppError('unsupported_provider', 400);
  const provider = offeredProvider(config, name);
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = generateCodeVerifier();
  const nonce = randomBytes(16).toString('base64url');
  await insertOAuthState(ctx.db, {
    stateHash: hashState(state),
    provider: name,
    codeVerifier,
    nonce,
    validitySeconds: STATE_VALIDITY_SECONDS,
  });
  const client = clientFor(provider);
  const { endpoints } = provider;
  const url = endpoints.pkce
    ? client.createAuthorizationURLWithPKCE(
        endpoints.authorizationEndpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        endpoints.scopes,
      )
    : client.createAuthorizationURL(endpoints.authorizationEndpoint, state, endpoints.scopes);
  if (endpoints.idToken) url.searchParams.set('nonce', nonce);
  for (const [name, value] of Object.entries(endpoints.extraParameters)) url.searchParams.set(name, value);
  return { url: url.toString() };
}

/**
 * The authorization code for tokens. arctic's OAuth2Client sends the secret by HTTP Basic;
 * Apple takes only client_secret_post, with its signed JWT as the secret, so that request is
 * built here (arctic's own Apple class cannot point at another issuer, such as the local mock).
 */
async function exchangeCode(provider: OAuthProvider, code: string, codeVerifier: string | null): Promise<OAuth2Tokens> {
  if (provider.endpoints.clientAuthentication === 'basic') {
    return clientFor(provider).validateAuthorizationCode(provider.endpoints.tokenEndpoint, code, codeVerifier);
  }
  const clientSecret = provider.signingKey
    ? await appleClientSecret(provider.signingKey, provider.client.clientId)
    : provider.client.clientSecret;
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: provider.redirectUri,
    client_id: provider.client.clientId,
    client_secret: clientSecret,
  });
  if (codeVerifier !== null) body.set('code_verifier', codeVerifier);
  const response = await fetch(provider.endpoints.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${provider.name} token endpoint answered ${response.status}: ${String(answer.error)}`);
  return new OAuth2Tokens(answer);
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** jose caches the provider's keys per key set and refetches on an unknown key id. */
function keySet(jwksUri: string) {
  let keys = keySets.get(jwksUri);
  if (!keys) keySets.set(jwksUri, (keys = createRemoteJWKSet(new URL(jwksUri))));
  return keys;
}

interface ExternalIdentity {
  accountId: string;
  /** Only an address the provider vouches for. */
  email: string | undefined;
}

async function identityFromIdToken(
  provider: OAuthProvider,
  tokens: OAuth2Tokens,
  nonce: string,
): Promise<ExternalIdentity> {
  const idToken = provider.endpoints.idToken;
  if (!idToken) throw new Error(`${provider.name} has no id token`);
  const { payload } = await jwtVerify(tokens.idToken(), keySet(idToken.jwksUri), {
    issuer: idToken.issuer,
    audience: provider.client.clientId,
  });
  if (payload.nonce !== nonce) throw new Error('id token nonce does not match');
  if (!payload.sub) throw new Error('id token has no subject');
  return { accountId: payload.sub, email: verifiedEmail(payload) };
}

function verifiedEmail(payload: JWTPayload): string | undefined {
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined;
  // Apple sends email_verified as the string "true".
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  return email && verified ? email : undefined;
}

async function identityFromUserInfo(provider: OAuthProvider, tokens: OAuth2Tokens): Promise<ExternalIdentity> {
  const endpoint = provider.endpoints.userInfoEndpoint;
  if (!endpoint) throw new Error(`${provider.name} has no user info endpoint`);
  const response = await fetch(endpoint, {
    headers: { authorization: `Bearer ${tokens.accessToken()}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${provider.name} user info answered ${response.status}`);
  const body = (await response.json()) as { id?: unknown; sub?: unknown; email?: unknown };
  const accountId = typeof body.id === 'string' ? body.id : typeof body.sub === 'string' ? body.sub : undefined;
  if (!accountId) throw new Error(`${provider.name} user info has no account id`);
  // Facebook answers only confirmed addresses.
  return { accountId, email: typeof body.email === 'string' ? body.email.toLowerCase() : undefined };
}

function providerOfLoginType(loginType: number): SignInProvider {
  const entry = Object.entries(SIGN_IN_PROVIDER_LOGIN_TYPE).find(([, type]) => type === loginType);
  if (!entry || !isSignInProvider(entry[0])) throw new AppError('unsupported_provider', 400);
  return entry[0];
}

/** The member this identity signs in: already linked, else the member with its address, else a new one. */
async function memberForIdentity(
  ctx: ServiceContext,
  provider: SignInProvider,
  identity: ExternalIdentity,
  inviteCode: string | undefined,
): Promise<UserRow> {
  const linkedId = await findLinkedUserId(ctx.db, provider, identity.accountId);
  if (linkedId !== undefined) {
    const linked = await findActiveUserById(ctx, linkedId);
    if (!linked) throw new AppError('warning_user_not_found', 400);
    return linked;
  }
  const byEmail = identity.email ? await findUserByAccount(ctx, { kind: 'email', email: identity.email }) : undefined;
  if (byEmail && byEmail.status !== 'active') throw new AppError('warning_user_not_found', 400);
  const user =
    byEmail ??
    (await createMember(ctx, { email: identity.email, inviteCode })) ??
    (await createMember(ctx, { inviteCode }));
  if (!user) throw new Error('could not create a member for an external sign-in');
  await linkOAuthAccount(ctx.db, {
    userId: user.id,
    provider,
    providerAccountId: identity.accountId,
    email: identity.email,
  });
  return user;
}

/**
 * SPEC §7 commonLogin loginType 3 Google, 2 Apple, 4 Facebook: checks the state (single use,
 * same provider), exchanges the code (with the PKCE verifier), verifies the id token's
 * signature, issuer, audience and nonce, and signs the member in.
 */
export async function externalLogin(
  ctx: RequestContext,
  deps: AuthDependencies,
  body: ExternalLoginBody,
): Promise<LoginAnswer> {
  const name = providerOfLoginType(body.loginType);
  const { code, state } = body.loginDTO;
  if (!state) throw new AppError('warning_sign_in_failed', 400);
  const provider = offeredProvider(deps.config, name);
  const stored = await consumeOAuthState(ctx.db, hashState(state), name);
  if (!stored) throw new AppError('warning_sign_in_failed', 400);
  let identity: ExternalIdentity;
  try {
    const tokens = await exchangeCode(provider, code, provider.endpoints.pkce ? stored.codeVerifier : null);
    identity = provider.endpoints.idToken
      ? await identityFromIdToken(provider, tokens, stored.nonce)
      : await identityFromUserInfo(provider, tokens);
  } catch (error) {
    throw new AppError('warning_sign_in_failed', 400, {}, { cause: error });
  }
  const user = await memberForIdentity(ctx, name, identity, body.inviteCode);
  return startLogin(ctx, user, deps.config.tokenTtlSeconds);
}
