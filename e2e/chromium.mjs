/**
 * Debian's chromium and its flags, for Playwright's tests and the bundle-size benchmark alike:
 * `npx playwright install` cannot download on this machine (STACK.md).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
