import { ENGLISH, expect, test, waitForAppStart } from './fixtures';
import { expectSignedIn, openLoginDialog, readStorage } from './accounts.fixtures';

/** SPEC §2, §7: Google, Apple and Facebook sign-in through the local OpenID mock (e2e/accounts-oauth-mock.setup.ts), never the real ones. */
test.use(ENGLISH);

/** SPEC §7 commonLogin loginType per provider; Facebook has no id token and answers through its user info. */
const PROVIDERS = [
  { name: 'Google', loginType: 3 },
  { name: 'Apple', loginType: 2 },
  { name: 'Facebook', loginType: 4 },
] as const;

for (const { name, loginType } of PROVIDERS) {
  test(`${name} round trip returns to /oauth-callback/${name.toLowerCase()} and signs in (commonLogin loginType ${loginType})`, async ({
    page,
  }) => {
    await page.goto('/');
    await waitForAppStart(page);
    const dialog = await openLoginDialog(page);

    const commonLogin = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/web/login/commonLogin',
    );
    await dialog.dialog.getByRole('button', { name: `Continue with ${name}` }).click();
    const request = await commonLogin;
    const body = request.postDataJSON() as { loginType: number; loginDTO: { code: string; state?: string } };
    expect(body.loginType).toBe(loginType);
    expect(body.loginDTO.code).toBeTruthy();
    expect(body.loginDTO.state).toBeTruthy();

    // A new member completes the profile first; a known one goes home.
    await expect(page).toHaveURL((url) => url.pathname === '/register' || url.pathname === '/');
    await expectSignedIn(page);
    expect(await readStorage(page, 'loginType')).toBe(loginType);
  });
}

test('another provider is "Unsupported provider" (SPEC §8)', async ({ page }) => {
  await page.goto('/oauth-callback/twitter?code=x&state=y');
  await expect(page.getByRole('alert')).toHaveText('Unsupported provider');
});
