import { ENGLISH, expect, test, waitForAppStart } from './fixtures';

test.use(ENGLISH);

test.describe('a page that needs login, entered without a token (SPEC §2)', () => {
  test('asks for login, then offers Homepage, which goes to /', async ({ page }) => {
    const response = await page.goto('/shopping-cart');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Shopping Cart | WellFit');

    // The login request opens the login dialog …
    const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    // … and once it is dismissed the prompt offers Homepage or Cancel.
    const prompt = page.getByRole('alertdialog', { name: 'Please log in' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Homepage' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(prompt).toBeHidden();
    await expect(page).toHaveTitle('Home | WellFit');
  });

  test('Cancel goes back one page', async ({ page }) => {
    await page.goto('/course-list');
    await waitForAppStart(page);
    await page.getByRole('link', { name: 'Shopping cart' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/shopping-cart');

    await page.getByRole('dialog', { name: 'Log in or sign up' }).getByRole('button', { name: 'Close' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Please log in' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/course-list');
    await expect(prompt).toBeHidden();
  });

  test('the member area keeps its content hidden behind the prompt', async ({ page }) => {
    await page.goto('/member/info');
    await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Basic Info' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog', { name: 'Please log in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Basic Info' })).toHaveCount(0);
  });
});

test('a checkAuth page asks for login but still renders (SPEC §2)', async ({ page, request }) => {
  const course = await request.get('/api/web/course/detail/1', { headers: { locale: 'en' } });
  const { courseName } = ((await course.json()) as { data: { courseName: string } }).data;
  await page.goto('/course/1');
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the notice toast hides itself after 3 seconds (SPEC §2)', async ({ page }) => {
  await page.goto('/course/1');
  // Switching the login dialog to e-mail says so in a toast.
  const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
  await dialog.getByRole('button', { name: 'Email', exact: true }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText('Switched to email login');
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
});
