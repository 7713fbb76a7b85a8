/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { ENGLISH, expect, test, waitForAppStart } from './fixtures';
import {
  DEMO_PASSWORD,
  freshEmail,
  header,
  readCode,
  signInByPassword,
  signUpByEmail,
  startWithSession,
  toast,
} from './accounts.fixtures';

/** SPEC §2 account area: basic info with avatar, and settings (change e-mail in two steps). */
test.use(ENGLISH);

/** A PNG of the given size, drawn by the browser. */
async function pngOfSize(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#0f766e';
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { width, height },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('edit the profile and upload an avatar (SPEC §3: weight ×10, avatar ≥128×128 px)', async ({ page, request }) => {
  const session = await signUpByEmail(request, freshEmail('profile'));
  await startWithSession(page, session.userToken);
  await page.goto('/member/info');
  await waitForAppStart(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Basic Info' })).toBeVisible();

  // Too small: refused before upload.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await pngOfSize(page, 100, 100) });
  await expect(page.getByText('Profile pictures must be at least 128 × 128 pixels')).toBeVisible();

  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOfSize(page, 300, 300) });
  await expect(toast(page)).toHaveText('Profile picture updated');
  const avatar = page.getByTestId('avatar-image');
  await expect(avatar).toBeVisible();
  const avatarUrl = await avatar.getAttribute('src');
  expect(avatarUrl).toBeTruthy();
  expect((await request.get(avatarUrl!)).ok()).toBe(true);

  await page.getByLabel('Nickname *').fill('Profile Tester');
  await page.getByLabel('Name', { exact: true }).fill('Tester Chen');
  await page.getByLabel('Height (cm)').fill('172');
  await page.getByLabel('Weight (kg)').fill('70.2');
  await page.getByLabel('Goal').selectOption('build_muscle');
  await page.getByLabel('Birthday').fill('1990-05-17');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText('Profile saved');

  const details = await request.get('/api/web/getUserDetails', { headers: { token: session.userToken } });
  const { data } = (await details.json()) as { data: Record<string, unknown> };
  expect(data).toMatchObject({
    nickName: 'Profile Tester',
    name: 'Tester Chen',
    height: 172,
    weight: 702,
    goal: 'build_muscle',
    birthday: { year: 1990, month: 5, date: 17 },
  });

  await page.reload();
  await waitForAppStart(page);
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('70.2');
  await header(page).memberMenu.click();
  await expect(page.getByRole('menu')).toContainText('Profile Tester');
});

test('change e-mail in two steps: verify the current address, then bind the new one (SPEC §4)', async ({
  page,
  request,
}) => {
  // A seeded member no other spec sends codes to (the server allows one code a minute per address),
  // signed in by password so that no code is spent before the test's own.
  const email = 'enterprise@wellfit.tw';
  const newEmail = freshEmail('change-to');
  const session = await signInByPassword(request, email, DEMO_PASSWORD);
  await startWithSession(page, session.userToken);
  await page.goto('/member/settings');
  await waitForAppStart(page);

  const section = page.getByTestId('change-email');
  await expect(section.getByTestId('current-email')).toHaveText(email);
  const since = new Date().toISOString();
  await section.getByTestId('send-code').click();
  await section.getByLabel('Code sent to your current one').fill(await readCode(request, email, since));
  await section.getByRole('button', { name: 'Next' }).click();

  await section.getByLabel('New email').fill(newEmail);
  const sinceNew = new Date().toISOString();
  await section.getByTestId('send-code').click();
  await section.getByLabel('Code sent to the new one').fill(await readCode(request, newEmail, sinceNew));
  await section.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page)).toHaveText('Email changed');
  await expect(section.getByTestId('current-email')).toHaveText(newEmail);
  const details = await request.get('/api/web/getUserDetails', { headers: { token: session.userToken } });
  expect(((await details.json()) as { data: { email: string } }).data.email).toBe(newEmail);
});
