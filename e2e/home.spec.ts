import { ENGLISH, expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';

test.describe('home page (zhTW, the default)', () => {
  test.use(TRADITIONAL_CHINESE);

  test('renders on the server and hydrates without console errors or warnings', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<html lang="zh-Hant-TW"');
    expect(html).toContain('<title>首頁 | WellFit</title>');
    expect(html).toContain('聰明訓練，好好生活');

    await page.goto('/');
    await waitForAppStart(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('聰明訓練，好好生活');
    // The console guard (fixtures.ts) fails the test on any hydration warning or error.
  });

  test('shows the marquee and the free-shipping message with its link from the data dictionary', async ({
    page,
    request,
  }) => {
    const answer = await request.post('/api/web/queryDataDictionary', {
      data: { type: 'twVersionNotifyMsg' },
      headers: { locale: 'zhTW' },
    });
    const { twNotifyMsg, twFreeChargeMsg } = (
      (await answer.json()) as { data: { twNotifyMsg: string; twFreeChargeMsg: string } }
    ).data;
    const freeShipping = JSON.parse(twFreeChargeMsg) as { msg: string; link: string };

    await page.goto('/');
    await expect(page.getByTestId('notice-marquee')).toContainText(twNotifyMsg);
    const shipping = page.getByTestId('free-shipping').getByRole('link');
    await expect(shipping).toContainText(freeShipping.msg);
    await expect(shipping).toHaveAttribute('href', freeShipping.link);
  });
});

test.describe('home page (en)', () => {
  test.use(ENGLISH);

  test('the shop home offers the category shortcuts of SPEC §2', async ({ page }) => {
    await page.goto('/?tab=shop');
    const shortcuts = page.getByRole('region', { name: 'Shop by category' }).getByRole('link');
    await expect(shortcuts.filter({ hasText: 'Home Gym' })).toHaveAttribute('href', '/home-gym');
    await shortcuts.filter({ hasText: 'Home Gym' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home-gym');
    await expect(page).toHaveTitle('Home Gym | WellFit');
  });

  test('the footer gives the support hours and the static pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('service-hours')).toHaveText(
      'Monday to Friday, 9:00–12:00 and 13:00–18:00 (Taiwan time)',
    );
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Terms of Service',
      'Privacy Policy',
      'Cookie Declaration',
      'Member Guide',
      'About Us',
      'Collaboration',
      'Site Map',
      'FAQ',
      'Contact Us',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy | WellFit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
