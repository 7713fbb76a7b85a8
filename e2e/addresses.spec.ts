import type { Page } from '@playwright/test';
import { expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import { freshEmail, signUpByEmail, startWithSession, toast } from './accounts.fixtures';
import { buyNowCheckoutPath } from './shop.fixtures';

/**
 * The address book at checkout (SPEC §3 Recipient, issue 12), opened by Buy now, in zhTW, the default language:
 * add, a refused mobile, the ZIP filled in from county and district, edit, set default, delete.
 */
test.use({ ...TRADITIONAL_CHINESE, viewport: { width: 390, height: 844 } });

const form = (page: Page) => page.getByTestId('address-form');
const entries = (page: Page) => page.getByTestId('address-entry');
const entry = (page: Page, text: string) => entries(page).filter({ hasText: text });

async function fillAddress(
  page: Page,
  address: { last: string; first: string; mobile: string; city: string; region: string; detail: string },
) {
  const fields = form(page);
  await fields.getByLabel('姓 *').fill(address.last);
  await fields.getByLabel('名 *').fill(address.first);
  await fields.getByLabel('收件人手機 *').fill(address.mobile);
  await fields.getByLabel('縣市 *').selectOption(address.city);
  await fields.getByLabel('鄉鎮市區 *').selectOption(address.region);
  await fields.getByLabel('詳細地址 *').fill(address.detail);
}

test('a member keeps recipients at checkout: add, a refused mobile, edit, set default, delete', async ({
  page,
  request,
}) => {
  const { userToken } = await signUpByEmail(request, freshEmail('address'));
  await startWithSession(page, userToken);
  await page.goto(await buyNowCheckoutPath(request, userToken));
  await waitForAppStart(page);
  await expect(page.getByRole('heading', { level: 2, name: '收件資訊' })).toBeVisible();

  // An empty book opens the form; the district list follows the county, the ZIP the district.
  await expect(form(page)).toBeVisible();
  const district = form(page).getByLabel('鄉鎮市區 *');
  await expect(district).toBeDisabled();
  await fillAddress(page, {
    last: '王',
    first: '小明',
    mobile: '0812345678',
    city: '臺北市',
    region: '大安區',
    detail: '復興南路一段 219 號 8 樓',
  });
  await expect(page.getByTestId('address-zip')).toHaveText('106');
  await form(page).getByLabel('縣市 *').selectOption('臺東縣');
  await expect(district).toHaveValue('');
  await expect(page.getByTestId('address-zip')).toHaveText('');
  await district.selectOption('太麻里鄉');
  await expect(page.getByTestId('address-zip')).toHaveText('963');

  await form(page).getByRole('button', { name: '儲存地址' }).click();
  await expect(form(page).getByText('請輸入正確的收件人手機號碼')).toBeVisible();
  await expect(form(page).getByLabel('收件人手機 *')).toHaveAttribute('aria-invalid', 'true');
  await expect(entries(page)).toHaveCount(0);

  await form(page).getByLabel('收件人手機 *').fill('0912345678');
  await form(page).getByRole('button', { name: '儲存地址' }).click();
  await expect(toast(page)).toContainText('地址已儲存');
  await expect(entries(page)).toHaveCount(1);
  const home = entry(page, '963 臺東縣太麻里鄉復興南路一段 219 號 8 樓');
  await expect(home).toContainText('王小明');
  await expect(home).toContainText('0912345678');
  await expect(home.getByTestId('address-default')).toHaveText('預設');
  await expect(home.getByRole('radio')).toBeChecked();

  // A second address, typed with the keyboard alone.
  await page.getByRole('button', { name: '新增地址' }).click();
  await form(page).getByLabel('姓 *').focus();
  await page.keyboard.type('林');
  await page.keyboard.press('Tab');
  await page.keyboard.type('怡君');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0987654321');
  await form(page).getByLabel('縣市 *').selectOption('新北市');
  await form(page).getByLabel('鄉鎮市區 *').selectOption('板橋區');
  await expect(page.getByTestId('address-zip')).toHaveText('220');
  await form(page).getByLabel('詳細地址 *').fill('文化路一段 188 號');
  await form(page).getByLabel('詳細地址 *').press('Enter');
  await expect(entries(page)).toHaveCount(2);
  const office = entry(page, '220 新北市板橋區文化路一段 188 號');
  await expect(office.getByTestId('address-default')).toHaveCount(0);
  // The new address is the one chosen for this order.
  await expect(office.getByRole('radio')).toBeChecked();

  // Edit the first: a new district gives a new ZIP.
  await page.getByRole('button', { name: '編輯 王小明 的地址' }).click();
  await expect(form(page).getByLabel('收件人手機 *')).toHaveValue('0912345678');
  await form(page).getByLabel('縣市 *').selectOption('臺北市');
  await form(page).getByLabel('鄉鎮市區 *').selectOption('信義區');
  await form(page).getByLabel('詳細地址 *').fill('信義路五段 7 號 32 樓');
  await form(page).getByRole('button', { name: '儲存地址' }).click();
  await expect(entry(page, '110 臺北市信義區信義路五段 7 號 32 樓')).toBeVisible();
  await expect(entry(page, '110 臺北市信義區').getByTestId('address-default')).toBeVisible();

  // Set the second as default: the badge moves, and the default is listed first.
  await page.getByRole('button', { name: '將 林怡君 的地址設為預設' }).click();
  await expect(toast(page)).toContainText('已設為預設地址');
  await expect(office.getByTestId('address-default')).toBeVisible();
  await expect(page.getByTestId('address-default')).toHaveCount(1);
  await expect(entries(page).first()).toContainText('林怡君');

  // Delete the default after confirming: the other becomes the default.
  await page.getByRole('button', { name: '刪除 林怡君 的地址' }).click();
  const confirm = page.getByTestId('address-delete-confirm');
  await expect(confirm).toContainText('220 新北市板橋區文化路一段 188 號');
  await confirm.getByRole('button', { name: '刪除' }).click();
  await expect(toast(page)).toContainText('地址已刪除');
  await expect(entries(page)).toHaveCount(1);
  await expect(entry(page, '王小明').getByTestId('address-default')).toBeVisible();

  // What the page shows is what the server keeps.
  await page.reload();
  await waitForAppStart(page);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('110 臺北市信義區信義路五段 7 號 32 樓');

  // A phone-width page does not scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
