import { eq } from 'drizzle-orm';
import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildTestConfig, loadConfig } from '../../config.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { createUser } from '../../test/factories.ts';
import { users } from '../accounts/accounts.tables.ts';
import { startMockOAuthProvider, type MockOAuthProvider } from './oauth-mock-provider.ts';

let t: TestApp;
let provider: MockOAuthProvider;

/** Stands in for the .p8 key of an Apple developer team. */
const appleKey = await generateKeyPair('ES256', { extractable: true });
const appleSigningKey = {
  teamId: 'TEAM123456',
  keyId: 'KEY1234567',
  privateKeyPem: await exportPKCS8(appleKey.privateKey),
};

beforeAll(async () => {
  provider = await startMockOAuthProvider();
  const defaults = buildTestConfig().oauth;
  t = await buildTestApp({
    config: {
      oauth: {
        appleSigningKey,
        google: { ...defaults.google, offered: true, clientId: 'wellfit-local-google', issuer: provider.issuer },
        apple: { ...defaults.apple, offered: true, clientId: 'wellfit-local-apple', issuer: provider.issuer },
        facebook: { ...defaults.facebook, offered: true, clientId: 'wellfit-local-facebook', issuer: provider.issuer },
        redirectBase: 'http://shop.test',
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** What the browser does: follow the sign-in address to the provider, which redirects back with code and state. */
async function signInAtProvider(path: string, person: string): Promise<{ code: string; state: string; redirect: URL }> {
  const answer = await callApi(t.app, 'GET', path);
  expect(answer.status).toBe(200);
  const url = new URL(answer.body.data.url);
  url.searchParams.set('login_hint', person);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const redirect = new URL(response.headers.get('location')!);
  return { code: redirect.searchParams.get('code')!, state: redirect.searchParams.get('state')!, redirect };
}

describe('external sign-in through a mock OpenID provider', () => {
  it('Google: PKCE and nonce in the address, back to /oauth-callback/google, a new member signed in', async () => {
    const answer = await callApi(t.app, 'GET', '/api/web/login/getGoogleUrl');
    const url = new URL(answer.body.data.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://shop.test/oauth-callback/google');

    const { code, state, redirect } = await signInAtProvider('/api/web/login/getGoogleUrl', 'alice');
    expect(redirect.pathname).toBe('/oauth-callback/google');
    const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 3,
      source: 4,
      loginDTO: { code, state },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ email: 'alice@example.test', newUser: 1, userToken: expect.any(String) });
    expect(login.body.data.nickName).toMatch(/^null\d{4}$/);

    // The state is single use.
    const replay = await callApi(
      t.app,
      'POST',
      '/api/web/login/commonLogin',
      { loginType: 3, loginDTO: { code, state } },
      { locale: 'en' },
    );
    expect(replay.status).toBe(400);
    expect(replay.body.key).toBe('warning_sign_in_failed');

    // The same Google account signs the same member in again.
    const again = await signInAtProvider('/api/web/login/getGoogleUrl', 'alice');
    const second = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 3,
      loginDTO: { code: again.code, state: again.state },
    });
    expect(second.body.data.id).toBe(login.body.data.id);
  });

  it('links to the member who already has the verified address', async () => {
    const member = await createUser(t.db, { email: 'bob@example.test' });
    const { code, state } = await signInAtProvider('/api/web/login/getAppleUrl', 'bob');
    const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 2,
      loginDTO: { code, state },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.id).toBe(member.id);
  });

  it('records the /r/{inviteCode} invite for a new member only', async () => {
    const inviter = await createUser(t.db, { inviteCode: `OAUTH${Date.now()}` });
    const signIn = async (person: string) => {
      const { code, state } = await signInAtProvider('/api/web/login/getGoogleUrl', person);
      const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
        loginType: 3,
        loginDTO: { code, state },
        inviteCode: inviter.inviteCode,
      });
      expect(login.status).toBe(200);
      return login.body.data as { id: number; newUser: number };
    };
    const invitedBy = async (id: number) =>
      (await t.db.select({ by: users.invitedByUserId }).from(users).where(eq(users.id, id)))[0]?.by;

    const newcomer = await signIn('dana');
    expect(newcomer.newUser).toBe(1);
    expect(await invitedBy(newcomer.id)).toBe(inviter.id);
    const member = await createUser(t.db, { email: 'erin@example.test' });
    expect((await signIn('erin')).id).toBe(member.id);
    expect(await invitedBy(member.id)).toBeNull();
  });

  it('Facebook (user info, loginType 4) works; a state from another provider or a forged one does not', async () => {
    const { code, state } = await signInAtProvider('/api/web/login/getFacebookUrl', 'carol');
    const asGoogle = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 3,
      loginDTO: { code, state },
    });
    expect(asGoogle.status).toBe(400);
    const forged = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 4,
      loginDTO: { code, state: 'forged' },
    });
    expect(forged.status).toBe(400);
    const fresh = await signInAtProvider('/api/web/login/getFacebookUrl', 'carol');
    const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 4,
      loginDTO: { code: fresh.code, state: fresh.state },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.email).toBe('carol@example.test');
  });

  it("Apple: the token request carries an ES256 client secret that Apple's rules and the team's public key accept", async () => {
    const { code, state } = await signInAtProvider('/api/web/login/getAppleUrl', 'carol');
    const before = provider.tokenRequests.length;
    const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 2,
      source: 4,
      loginDTO: { code, state },
    });
    expect(login.status).toBe(200);
    const [request] = provider.tokenRequests.slice(before);
    // client_secret_post, the only client authentication Apple's token endpoint takes.
    expect(request).toMatchObject({ clientId: t.config.oauth.apple.clientId, authorization: undefined });
    const secret = String(request!.clientSecret);
    const { payload, protectedHeader } = await jwtVerify(secret, appleKey.publicKey, {
      algorithms: ['ES256'],
      issuer: appleSigningKey.teamId,
      subject: t.config.oauth.apple.clientId,
      audience: 'https://appleid.apple.com',
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: appleSigningKey.keyId });
    expect(payload.exp! - payload.iat!).toBeGreaterThan(0);
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(180 * 24 * 60 * 60);
  });

  it('Apple keys come as a set (APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY), the PEM also with \\n escapes', () => {
    expect(() => loadConfig({ APPLE_TEAM_ID: 'TEAM123456' })).toThrow(/APPLE_KEY_ID="": required with APPLE_TEAM_ID/);
    const oneLine = appleSigningKey.privateKeyPem.replace(/\n/g, '\\n');
    const config = loadConfig({ APPLE_TEAM_ID: 'T', APPLE_KEY_ID: 'K', APPLE_PRIVATE_KEY: oneLine });
    expect(config.oauth.appleSigningKey?.privateKeyPem).toBe(appleSigningKey.privateKeyPem);
  });

  it('a code the provider never issued fails', async () => {
    const { state } = await signInAtProvider('/api/web/login/getGoogleUrl', 'dave');
    const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 3,
      loginDTO: { code: 'made-up', state },
    });
    expect(login.status).toBe(400);
  });

  it('another provider answers 400 Unsupported provider', async () => {
    const answer = await callApi(t.app, 'GET', '/api/web/login/getTwitterUrl', undefined, { locale: 'en' });
    expect(answer).toEqual({
      status: 400,
      body: { code: 400, msg: 'Unsupported provider', data: null, key: 'unsupported_provider' },
    });
  });
});

describe('providers without credentials are not offered', () => {
  it('the offered list names the configured providers', async () => {
    const answer = await callApi(t.app, 'GET', '/api/web/login/providers');
    expect(answer.body.data).toMatchObject({ providers: ['google', 'apple', 'facebook'] });
  });

  it('by default (npm start, development) no provider is offered; the mock only when enabled; a real one with its client', () => {
    for (const NODE_ENV of ['production', 'development']) {
      const config = loadConfig({ NODE_ENV, APP_SECRET: 'x'.repeat(32) });
      expect([config.oauth.google.offered, config.oauth.apple.offered, config.oauth.facebook.offered]).toEqual([
        false,
        false,
        false,
      ]);
    }
    const mock = loadConfig({ OAUTH_MOCK_ENABLED: 'true', OAUTH_MOCK_ISSUER: 'http://127.0.0.1:9401/' });
    expect(mock.oauth.google).toMatchObject({ offered: true, issuer: 'http://127.0.0.1:9401' });
    const real = loadConfig({ OAUTH_GOOGLE_CLIENT_ID: 'id.apps', OAUTH_GOOGLE_CLIENT_SECRET: 'secret' });
    expect(real.oauth.google).toMatchObject({ offered: true, issuer: undefined, clientId: 'id.apps' });
    expect(real.oauth.facebook.offered).toBe(false);
    expect(() => loadConfig({ OAUTH_FACEBOOK_CLIENT_ID: 'only-the-id' })).toThrow(
      /OAUTH_FACEBOOK_CLIENT_SECRET="": required with OAUTH_FACEBOOK_CLIENT_ID/,
    );
  });

  it('the server refuses a provider it does not offer: no address, no login', async () => {
    const bare = await buildTestApp();
    try {
      expect((await callApi(bare.app, 'GET', '/api/web/login/providers')).body.data).toMatchObject({ providers: [] });
      const address = await callApi(bare.app, 'GET', '/api/web/login/getGoogleUrl', undefined, { locale: 'en' });
      expect(address.status).toBe(400);
      expect(address.body).toMatchObject({ code: 400, data: null });
      expect(address.body.msg).toBe('This sign-in method is not available, please log in with your mobile or email');
      const login = await callApi(bare.app, 'POST', '/api/web/login/commonLogin', {
        loginType: 4,
        loginDTO: { code: 'any', state: 'any' },
      });
      expect(login.status).toBe(400);
      expect(login.body.msg).toBe('此登入方式目前未開放，請改用手機或 Email 登入');
    } finally {
      await bare.close();
    }
  });
});
