import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEV_OUTBOX_PATHS, devOutboxAnswer } from '@wellfit/contracts/auth';
import { ATTACHMENT } from '@wellfit/contracts/constants';
import { TICKET_NUMBER_PATTERN } from '@wellfit/contracts/support';
import { DEMO_MEMBER, DEMO_PASSWORD, freshEmail, signInByPassword, startWithSession } from './accounts.fixtures';
import { expectNoViolations, failingViolations } from './axe';
import { ENGLISH, expect, test, TRADITIONAL_CHINESE, SIMPLIFIED_CHINESE, waitForAppStart } from './fixtures';

/**
 * Issue 13, the support centre: the FAQ found by Chinese keywords in every language with a link
 * per answer, and the contact form sending a picture, answering a ticket number and mailing a
 * confirmation (read from the developer outbox, DEV_OUTBOX=true in playwright.config.ts).
 */

// Solving the proof-of-work and running axe take seconds of CPU each on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('FAQ', () => {
  test.use({ ...TRADITIONAL_CHINESE, viewport: { width: 390, height: 844 } });

  test('a two-character Chinese keyword finds its answer, and each answer has its own link', async ({ page }) => {
    await page.goto('/faq');
    await waitForAppStart(page);
    await expect(page).toHaveTitle(/^常見問題 \| WellFit/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /訂單與配送/);
    await expect(page.getByRole('heading', { level: 2, name: '訂單與配送' })).toBeVisible();
    await expect(page.getByRole('region', { name: '服務時間' })).toContainText(
      '週一至週五 9:00–12:00、13:00–18:00（台灣時間）',
    );
    await expect(page.getByTestId('support-open-now')).toHaveText(/目前服務中|目前非服務時間/);

    const search = page.getByRole('searchbox', { name: '搜尋常見問題' });
    await search.fill('影片');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/faq\?keyword=%E5%BD%B1%E7%89%87$/);
    await expect(page.getByTestId('faq-result-count')).toContainText('「影片」的搜尋結果');
    const answer = page.locator('details', { hasText: '課程影片無法播放？' });
    await expect(answer).toHaveAttribute('open', '');
    await expect(page.getByText('運費怎麼計算？')).toHaveCount(0);
    expectNoViolations(await failingViolations(page, '/faq?keyword=影片'));

    // The answer's own link opens that answer on the full list.
    await answer.getByRole('link', { name: '此問題的連結' }).click();
    await expect(page).toHaveURL(/\/faq#faq-\d+$/);
    const id = new URL(page.url()).hash.slice(1);
    await page.reload();
    await waitForAppStart(page);
    await expect(page.locator(`details#${id}`)).toHaveAttribute('open', '');
    await expect(page.getByText('運費怎麼計算？')).toBeVisible();
  });

  test.describe('in Simplified Chinese', () => {
    test.use(SIMPLIFIED_CHINESE);
    test('a Simplified keyword finds the answer', async ({ page }) => {
      await page.goto(`/faq?keyword=${encodeURIComponent('视频')}`);
      await expect(page.locator('details', { hasText: '课程视频无法播放？' })).toBeVisible();
    });
  });

  test.describe('in English', () => {
    test.use(ENGLISH);
    test('a Chinese keyword finds the English answer', async ({ page }) => {
      await page.goto(`/faq?keyword=${encodeURIComponent('影片')}`);
      await expect(page.locator('details', { hasText: 'A course video will not play.' })).toBeVisible();
      await expect(page.getByTestId('faq-result-count')).toContainText('Answers found for “影片”');
    });
  });
});

test.describe('contact form', () => {
  test.use({ ...ENGLISH, viewport: { width: 390, height: 844 } });

  async function openForm(page: Page) {
    await page.goto('/contact-us');
    await waitForAppStart(page);
    await expect(page).toHaveTitle(/^Contact Us \| WellFit/);
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await expect(page.getByTestId('contact-verification')).toHaveText(/Verified/, { timeout: 20_000 });
  }

  test('sends a message with a picture: ticket number on the page and a confirmation e-mail', async ({
    page,
    request,
  }) => {
    await openForm(page);
    expectNoViolations(await failingViolations(page, '/contact-us form'));

    // Required fields are named when left empty.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name *' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required').first()).toBeVisible();

    const email = freshEmail('contact');
    await page.getByRole('textbox', { name: 'Full name *' }).fill('Lin Mei');
    await page.getByRole('textbox', { name: 'E-mail *' }).fill(email);
    await page.getByRole('combobox', { name: 'County or city' }).selectOption({ label: 'Taipei City' });
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('100');
    await page.getByRole('combobox', { name: 'Message type *' }).selectOption({ label: 'Video issue' });
    await page
      .getByRole('textbox', { name: 'Message *' })
      .fill('The video stops halfway.\nA new browser did not help.');
    await expect(page.getByText('10 of 500 words')).toBeVisible();
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Attachments').setInputFiles({ name: 'screen.jpg', mimeType: 'image/jpeg', buffer: picture });
    await expect(page.getByText(/^screen\.jpg/)).toBeVisible();

    await page.getByRole('button', { name: 'Send message' }).click();
    const ticket = page.getByTestId('contact-ticket-number');
    await expect(ticket).toHaveText(TICKET_NUMBER_PATTERN);
    const ticketNumber = (await ticket.textContent())!;
    await expect(page.getByText(`We have sent a confirmation to ${email}.`, { exact: false })).toBeVisible();

    await expect
      .poll(async () => {
        const answer = await request.get(`${DEV_OUTBOX_PATHS.json}?to=${encodeURIComponent(email)}`);
        const { messages } = devOutboxAnswer.parse(await answer.json());
        return messages.map((message) => message.subject);
      })
      .toContain(`WellFit support received your message (ticket ${ticketNumber})`);
  });

  test('a wrongly typed or too large attachment is refused with a clear message', async ({ page }) => {
    await openForm(page);
    const files = page.getByLabel('Attachments');
    const error = page.getByTestId('contact-attachments-error');

    // Named like a picture, but text inside: the content decides.
    await files.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await expect(error).toHaveText('Only JPG, JPEG and PNG images and MP4, MPEG and MOV videos can be attached');
    await expect(files).toHaveAttribute('aria-invalid', 'true');

    const large = Buffer.alloc(ATTACHMENT.maxFileBytes + 1);
    large.set([0xff, 0xd8, 0xff, 0xe0]);
    await files.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: large });
    await expect(error).toHaveText('Each attachment must be 5 MB or smaller');
    await expect(page.getByText(/^big\.jpg/)).toHaveCount(0);
  });

  test('a signed-in member finds their details filled in', async ({ page, request }) => {
    const session = await signInByPassword(request, DEMO_MEMBER.email, DEMO_PASSWORD);
    await startWithSession(page, session.userToken);
    await openForm(page);
    await expect(page.getByRole('textbox', { name: 'E-mail *' })).toHaveValue(DEMO_MEMBER.email);
    await expect(page.getByRole('textbox', { name: 'Full name *' })).not.toHaveValue('');
    await expect(page.getByText('Your member details are filled in.')).toBeVisible();
  });
});
