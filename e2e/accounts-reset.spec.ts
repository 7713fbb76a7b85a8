import { ENGLISH, expect, test, waitForAppStart } from './fixtures';
import { expectSignedIn, freshEmail, openLoginDialog, readCode, smsRecipient, toast } from './accounts.fixtures';

/** SPEC §2 reset-password dialog, §4 Reset: two steps, static backdrop, then log in with the new password. */
test.use(ENGLISH);

/**
 * A seeded member no other spec on this server uses: the server allows one code a minute per
 * address, so the test verifies once by e-mail and, after Back, once by mobile.
 */
const MEMBER = { email: 'usport@wellfit.tw', mobile: '0912000003' };

test('reset a forgotten password, then log in with it', async ({ page, request }) => {
  await page.goto('/');
  await waitForAppStart(page);

  const login = await openLoginDialog(page);
  await login.forgotPassword.click();
  const reset = page.getByRole('dialog', { name: 'Reset password' });
  await expect(reset).toBeVisible();

  // Static backdrop: neither Escape nor a click outside closes it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(reset).toBeVisible();

  // An account that does not exist is refused before any code is sent (SPEC §5).
  const emailMode = reset.getByRole('button', { name: 'Email', exact: true });
  const emailInput = reset.getByLabel('Email', { exact: true });
  await emailMode.click();
  await emailInput.fill(freshEmail('nobody'));
  await reset.getByTestId('send-code').click();
  await expect(reset.getByTestId('form-error')).toHaveText('User not found, please register first');

  await emailInput.fill(MEMBER.email);
  const since = new Date().toISOString();
  await reset.getByTestId('send-code').click();
  await expect(toast(page)).toHaveText('Verification code sent');
  await reset.getByLabel('Verification code').fill(await readCode(request, MEMBER.email, since));
  await reset.getByRole('button', { name: 'Next' }).click();

  // Step 2; Back returns to an empty step 1 whose Send Code is ready again (SPEC §2).
  await expect(reset.getByLabel('New password', { exact: true })).toBeVisible();
  await reset.getByRole('button', { name: 'Back' }).click();
  const mobileInput = reset.getByLabel('Mobile', { exact: true });
  await expect(mobileInput).toHaveValue('');
  await expect(reset.getByLabel('Verification code')).toHaveValue('');
  await expect(reset.getByTestId('send-code')).toHaveText('Send code');

  await mobileInput.fill(MEMBER.mobile);
  const again = new Date().toISOString();
  await reset.getByTestId('send-code').click();
  await reset.getByLabel('Verification code').fill(await readCode(request, smsRecipient(MEMBER.mobile), again));
  await reset.getByRole('button', { name: 'Next' }).click();

  const newPassword = 'NewPassw0rd';
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm new password').fill('Mismatch99');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset.getByText('The passwords do not match')).toBeVisible();
  await reset.getByLabel('Confirm new password').fill(newPassword);
  await reset.getByRole('button', { name: 'Reset password' }).click();

  const done = page.getByRole('alertdialog', { name: 'Password changed' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Log in' }).click();

  const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
  await dialog.getByRole('button', { name: 'Email', exact: true }).click();
  await dialog.getByRole('button', { name: 'Log in with password' }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(MEMBER.email);
  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectSignedIn(page);
});
