/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { ENGLISH, expect, PHONE, test, waitForAppStart } from './fixtures';

test.use(ENGLISH);

test.describe('on a phone (≤ 768 px)', () => {
  test.use(PHONE);

  test('the hamburger opens the navigation, and Escape closes it back to the button', async ({ page }) => {
    await page.goto('/');
    await waitForAppStart(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const sheet = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(sheet).toBeVisible();
    // The sections first, then the shopping entries (issue 14).
    await expect(sheet.getByRole('link')).toHaveText([
      'Home',
      'Training',
      'Shop',
      'Plans',
      'Courses',
      'Articles',
      'Categories',
      'Shopping cart',
      'My collections',
      'Browse history',
      'Member area',
    ]);

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/course-list');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('the scroll-to-top button appears from 100 px and takes the page back up (SPEC §2)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await waitForAppStart(page);
  const button = page.getByRole('button', { name: 'Back to top' });

  await page.evaluate(() => window.scrollTo(0, 99));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(button).toBeVisible();

  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('the keyboard reaches the skip link first and then the navigation', async ({ page }) => {
  await page.goto('/');
  await waitForAppStart(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('a visitor sees the log-in button; it opens the login dialog (SPEC §2, §6)', async ({ page }) => {
  await page.goto('/');
  await waitForAppStart(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
});
