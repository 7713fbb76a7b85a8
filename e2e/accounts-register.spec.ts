import { ENGLISH, expect, test, waitForAppStart } from './fixtures';
import {
  expectSignedIn,
  freshMobile,
  header,
  openLoginDialog,
  readCode,
  readStorage,
  smsRecipient,
  toast,
} from './accounts.fixtures';

/** SPEC §4: a one-time-code login creates the member, who completes the profile on /register, then returns. */
test.use(ENGLISH);

test('sign-up by mobile code goes to /register, asks before leaving, and returns after saving', async ({
  page,
  request,
}) => {
  await page.goto('/course-list');
  await waitForAppStart(page);

  const mobile = freshMobile();
  const dialog = await openLoginDialog(page);
  await expect(dialog.dialog.getByText('+886')).toBeVisible();
  await dialog.mobile.fill(mobile);
  const since = new Date().toISOString();
  await dialog.sendCode.click();
  await dialog.code.fill(await readCode(request, smsRecipient(mobile), since));
  await dialog.submit.click();

  await expect(page).toHaveURL((url) => url.pathname === '/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectSignedIn(page);

  // Leaving before the profile is saved asks first; Stay keeps the page.
  await page.getByRole('banner').getByRole('link', { name: 'WellFit homepage' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave sign-up?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  // Until the dialog has closed, the page behind it is inert: a field typed into then stays empty
  // (a CI run filled the nickname there and saw "Nickname is required").
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/register');

  await page.getByLabel('Nickname *').fill('E2E Runner');
  await page.getByLabel('Weight (kg)').fill('65.5');
  await page.getByRole('button', { name: 'Finish sign-up' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/course-list');
  await header(page).memberMenu.click();
  await expect(page.getByRole('menu')).toContainText('E2E Runner');
  await page.keyboard.press('Escape');

  // The profile kept the weight as ten times the kilograms and shows it back divided by ten.
  await page.goto('/member/info');
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('65.5');
  await expect(toast(page)).toHaveCount(0);
});

test('an invite link (/r/{inviteCode}) is sent with the sign-up by mobile code, then forgotten', async ({
  page,
  request,
}) => {
  // Whether the server records it (users.invited_by_user_id) is asserted in the server tests
  // (login.test.ts, oauth.test.ts); no page or API answer shows who invited a member.
  const inviteCode = 'WFFRIEND26';
  await page.goto(`/r/${inviteCode}`);
  await waitForAppStart(page);
  await expect(page.getByTestId('invite-code')).toHaveText(inviteCode);
  await expect.poll(() => readStorage(page, 'inviteCode')).toBe(inviteCode);

  await page.getByRole('link', { name: 'Continue on the website' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const mobile = freshMobile();
  const dialog = await openLoginDialog(page);
  await dialog.mobile.fill(mobile);
  const since = new Date().toISOString();
  await dialog.sendCode.click();
  await dialog.code.fill(await readCode(request, smsRecipient(mobile), since));
  const signUp = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/web/login/pcLogin');
  await dialog.submit.click();

  expect((await signUp).postDataJSON()).toMatchObject({ loginType: 2, inviteCode });
  await expect(page).toHaveURL((url) => url.pathname === '/register');
  await expectSignedIn(page);
  expect(await readStorage(page, 'inviteCode')).toBeNull();
});

test('a visitor on /register is offered the login dialog', async ({ page }) => {
  await page.goto('/register');
  await waitForAppStart(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign up or log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
});
