import { ENGLISH, expect, test, waitForAppStart } from './fixtures';
import { expectSignedIn, openLoginDialog, readStorage } from './accounts.fixtures';

/** SPEC §2, §7: Google sign-in through the local OpenID mock (e2e/accounts-oauth-mock.setup.ts), never the real one. */
test.use(ENGLISH);

test('Google round trip returns to /oauth-callback/google and signs in (commonLogin loginType 3)', async ({ page }) => {
  await page.goto('/');
  await waitForAppStart(page);
  const dialog = await openLoginDialog(page);

  const commonLogin = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/web/login/commonLogin',
  );
  await dialog.dialog.getByRole('button', { name: 'Continue with Google' }).click();
  const body = (await commonLogin).postDataJSON() as { loginType: number; loginDTO: { code: string; state?: string } };
  expect(body.loginType).toBe(3);
  expect(body.loginDTO.code).toBeTruthy();
  expect(body.loginDTO.state).toBeTruthy();

  // A new member completes the profile first; a known one goes home.
  await expect(page).toHaveURL((url) => url.pathname === '/register' || url.pathname === '/');
  await expectSignedIn(page);
  expect(await readStorage(page, 'loginType')).toBe(3);
});

test('another provider is "Unsupported provider" (SPEC §8)', async ({ page }) => {
  await page.goto('/oauth-callback/twitter?code=x&state=y');
  await expect(page.getByRole('alert')).toHaveText('Unsupported provider');
});
