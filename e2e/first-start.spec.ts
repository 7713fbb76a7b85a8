import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ENGLISH, expect, test, waitForAppStart } from './fixtures';
import { expectSignedIn, freshMobile, openLoginDialog, smsRecipient } from './accounts.fixtures';

// Issue 11: `npm start` on the embedded database with no SMS or e-mail provider must let a new
// person sign in by code. This starts the built server that way (production, PGlite, no
// DEV_OUTBOX, no provider) and signs in with the code it prints.
const PORT = Number(process.env.E2E_PORT ?? 3199) + 3;
const BASE = `http://127.0.0.1:${PORT}`;
/** Settings that would hand codes to a provider or the outbox; the first start has none of them. */
const PROVIDER_SETTINGS = ['DATABASE_URL', 'SMTP_URL', 'SMS_MITAKE_USERNAME', 'SMS_MITAKE_PASSWORD', 'DEV_OUTBOX'];

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test.use(ENGLISH);

test('with no provider, the start banner says codes are printed, and a new member signs in with a printed code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'info',
    DATA_DIR: path.join('data', `e2e-${process.env.E2E_RUN_ID}`, 'first-start'),
    // A new person signs in; the demo data would only make the start slower.
    SEED_ON_START: 'false',
  };
  for (const name of PROVIDER_SETTINGS) delete env[name];
  const server = spawn(process.execPath, [path.resolve('apps/server/dist/server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => server.exitCode ?? output, { timeout: 90_000 }).toContain(`WellFit is running at ${BASE}`);
    expect(output).toContain(
      'No SMS or e-mail provider is configured: one-time sign-in codes sent by SMS and e-mail are printed in this log',
    );
    // Whoever started the shop can pay for an order with the simulator's test card.
    expect(output).toContain(
      'Card payments go to the built-in gateway simulator, which charges nothing; test cards: 4311 9522 2222 2222 pays',
    );
    // The outbox stays opt-in: production without DEV_OUTBOX neither serves nor names it.
    expect(output).not.toContain('/dev/outbox');
    expect((await fetch(`${BASE}/dev/outbox.json`)).status).toBe(404);

    await page.goto(`${BASE}/`);
    await waitForAppStart(page);
    const mobile = freshMobile();
    const dialog = await openLoginDialog(page);
    await dialog.mobile.fill(mobile);
    await dialog.sendCode.click();
    // stdout is a pipe here, so the log is JSON lines; the printed line is their msg.
    const codeLine = new RegExp(`one-time code (\\d{6}) for ${smsRecipient(mobile)} \\(no SMS provider configured\\)`);
    await expect.poll(() => codeLine.exec(output)?.[1], { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await dialog.code.fill(codeLine.exec(output)![1]!);
    await dialog.submit.click();
    // A new member completes the profile on /register (SPEC §4), signed in.
    await expect(page).toHaveURL((url) => url.pathname === '/register');
    await expectSignedIn(page);
  } finally {
    // The signed-in page goes on asking (route discovery for the bell's link) while it is open.
    await page.close();
    server.kill('SIGTERM');
    await exited(server);
  }
});
