/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEV_OUTBOX_PATHS, devOutboxAnswer, loginAnswer, type LoginAnswer } from '@wellfit/contracts/auth';
import { COUNTRY_CODE, STORAGE_KEYS } from '@wellfit/contracts/constants';
import { expect, STORAGE_PREFIX } from './fixtures';

/**
 * What the accounts specs share: fresh accounts (so tests never meet each other's codes or the
 * 60-second resend rule), the one-time codes the server left in its developer outbox
 * (DEV_OUTBOX=true in playwright.config.ts), and the login dialog as a person sees it.
 */

export const DEMO_PASSWORD = 'WellFit2026';
export const DEMO_MEMBER = { email: 'demo@wellfit.tw', nickName: '怡君' } as const;

/** A mobile number no one has used: 09 and eight digits. */
export function freshMobile(): string {
  return `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function freshEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${randomInt(0, 1_000_000)}@example.com`;
}

/** The outbox addresses an SMS to the full number: country code and the number without its 0. */
export function smsRecipient(mobile: string): string {
  return `${COUNTRY_CODE}${mobile.replace(/^0/, '')}`;
}

/**
 * The newest code sent to `to` after `since` (ISO time), waiting for it to arrive. Codes are
 * read from the server's developer outbox, as a developer of a local install would.
 */
export async function readCode(request: APIRequestContext, to: string, since: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(DEV_OUTBOX_PATHS.json);
        expect(response.ok(), 'GET /dev/outbox.json (is DEV_OUTBOX=true set?)').toBe(true);
        const { messages } = devOutboxAnswer.parse(await response.json());
        code = messages.find((message) => message.to === to && message.sentAt >= since)?.code;
        return code;
      },
      { message: `a code sent to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Signs up (or in) by e-mail code through the API, as the login dialog would, and answers the session. */
export async function signUpByEmail(request: APIRequestContext, email: string): Promise<LoginAnswer> {
  const since = new Date(Date.now() - 1000).toISOString();
  const headers = { locale: 'en' };
  const sent = await request.post('/api/web/login/sendEmail', { data: { email, checkEmail: false }, headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await readCode(request, email, since);
  const login = await request.post('/api/web/login/pcLogin', {
    data: { loginType: 7, source: 4, data: { email, code } },
    headers,
  });
  expect(login.ok(), await login.text()).toBe(true);
  return loginAnswer.parse(((await login.json()) as { data: unknown }).data);
}

/** Signs in by password through the API (commonLogin loginType 1) and answers the session. */
export async function signInByPassword(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<LoginAnswer> {
  const login = await request.post('/api/web/login/commonLogin', {
    data: { loginType: 1, source: 4, loginDTO: { username, password } },
    headers: { locale: 'en' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return loginAnswer.parse(((await login.json()) as { data: unknown }).data);
}

/** Puts a session into local storage before the app starts, once per tab (a reload keeps what the app stored). */
export async function startWithSession(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ({ tokenKey, expiryKey, token }) => {
      if (window.sessionStorage.getItem('e2e-accounts-session')) return;
      window.sessionStorage.setItem('e2e-accounts-session', 'yes');
      window.localStorage.setItem(tokenKey, JSON.stringify(token));
      window.localStorage.setItem(expiryKey, JSON.stringify(Date.now() + 30 * 24 * 60 * 60 * 1000));
    },
    { tokenKey: STORAGE_PREFIX + STORAGE_KEYS.token, expiryKey: STORAGE_PREFIX + STORAGE_KEYS.tokenExpireAt, token },
  );
}

export async function readStorage(page: Page, key: keyof typeof STORAGE_KEYS): Promise<unknown> {
  const raw = await page.evaluate(
    (storageKey) => window.localStorage.getItem(storageKey),
    STORAGE_PREFIX + STORAGE_KEYS[key],
  );
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

export function header(page: Page) {
  const banner = page.getByRole('banner');
  return {
    logIn: banner.getByRole('button', { name: 'Log in' }),
    memberMenu: banner.getByRole('button', { name: 'Member menu' }),
  };
}

/** The login dialog and its parts (English labels). */
export function loginDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
  return {
    dialog,
    mobileMode: dialog.getByRole('button', { name: 'Mobile', exact: true }),
    emailMode: dialog.getByRole('button', { name: 'Email', exact: true }),
    mobile: dialog.getByLabel('Mobile', { exact: true }),
    email: dialog.getByLabel('Email', { exact: true }),
    code: dialog.getByLabel('Verification code'),
    password: dialog.getByLabel('Password', { exact: true }),
    sendCode: dialog.getByTestId('send-code'),
    usePassword: dialog.getByRole('button', { name: 'Log in with password' }),
    rememberMe: dialog.getByLabel('Remember me'),
    submit: dialog.getByRole('button', { name: 'Log in', exact: true }),
    forgotPassword: dialog.getByRole('button', { name: 'Forgot password?' }),
    error: dialog.getByTestId('form-error'),
  };
}

export async function openLoginDialog(page: Page): Promise<ReturnType<typeof loginDialog>> {
  await header(page).logIn.click();
  const parts = loginDialog(page);
  // The dialog's code loads on first use: on a loaded 2-core CI machine it mounted 21 s after its
  // file arrived (2026-11-28), past the default 20 s.
  await expect(parts.dialog).toBeVisible({ timeout: 45_000 });
  return parts;
}

/** The header shows the member (their menu) instead of the log-in button. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(header(page).memberMenu).toBeVisible();
  await expect(header(page).logIn).toHaveCount(0);
}

/** Chrome reports a refused API call (400 wrong code, 405 reset required …) on the console; tests expecting one allow it. */
export const REFUSED_CALL_NOTICE = /Failed to load resource: the server responded with a status of 4\d\d/;

export const toast = (page: Page): Locator => page.getByTestId('toast');
