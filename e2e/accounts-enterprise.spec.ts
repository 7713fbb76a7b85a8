import { ENGLISH, expect, test, waitForAppStart } from './fixtures';
import { expectSignedIn, readStorage, REFUSED_CALL_NOTICE } from './accounts.fixtures';

/** SPEC §2, §6, §7: /ez/{enterpriseCode}/1 creates a demo enterprise account and signs it in. */
test.use(ENGLISH);

test('enterprise demo sign-up via /ez/{code}/1', async ({ page }) => {
  await page.goto('/ez/wellfit-demo/1');
  await waitForAppStart(page);
  await expect(page.getByTestId('enterprise-code')).toHaveText('wellfit-demo');

  const registered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/app/login/registerBusinessUser',
  );
  await page.getByRole('button', { name: 'Create demo account' }).click();
  const answer = await registered;
  expect(answer.request().postDataJSON()).toMatchObject({ type: 2, enterpriseCode: 'wellfit-demo' });

  await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === '/register');
  await expectSignedIn(page);
  expect(await readStorage(page, 'loginType')).toBe(1);
  const user = (await readStorage(page, 'currentUser')) as { enterpriseId: number | null };
  expect(user.enterpriseId).not.toBeNull();
});

test.describe('a refused link', () => {
  // Chrome reports the refused call on the console.
  test.use({ allowedConsole: [REFUSED_CALL_NOTICE] });

  test('an unknown /ezr token says the link is invalid', async ({ page }) => {
    await page.goto('/ezr/not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('This enterprise registration link is invalid or has expired');
  });
});
