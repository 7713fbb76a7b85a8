import { hash } from '@node-rs/argon2';
import { SMTPServer } from 'smtp-server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { createUser } from '../../test/factories.ts';
import { describeCodeDelivery } from './code-delivery-banner.ts';

interface ReceivedMail {
  to: string[];
  body: string;
}

let smtp: SMTPServer;
let port: number;
const received: ReceivedMail[] = [];
/** The app's log lines (JSON, as the server writes them when stdout is not a terminal). */
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
  t = await buildTestApp({
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'WellFit <no-reply@wellfit.test>' },
    logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('e-mail over SMTP (SMTP_URL)', () => {
  it("delivers the code in the member's language and keeps it out of the outbox", async () => {
    const email = `smtp-${Date.now()}@example.test`;
    const sent = await callApi(
      t.app,
      'POST',
      '/api/web/login/sendEmail',
      { email, checkEmail: false },
      { locale: 'en' },
    );
    expect(sent.status).toBe(200);
    const mail = received.find((message) => message.to.includes(email));
    expect(mail?.body).toMatch(/Your WellFit verification code is \d{6}/);
    expect(t.app.devOutbox.latestCodeFor(email)).toBeUndefined();
    const code = mail!.body.match(/code is (\d{6})/)![1];
    const login = await callApi(t.app, 'POST', '/api/web/login/pcLogin', {
      loginType: 7,
      source: 4,
      data: { email, code },
    });
    expect(login.status).toBe(200);
  });

  it('a member seeded with the library-default argon2id parameters still logs in', async () => {
    const user = await createUser(t.db, { passwordHash: await hash('WellFit2026') });
    const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 1,
      loginDTO: { username: user.email, password: 'WellFit2026' },
    });
    expect(login.status).toBe(200);
  });
});

describe('a channel without a provider (here SMS: no Mitake account)', () => {
  it('prints each code in one readable log line that signs in; codes of a channel with a provider never reach the log', async () => {
    const email = `logged-${Date.now()}@example.test`;
    const sentEmail = await callApi(
      t.app,
      'POST',
      '/api/web/login/sendEmail',
      { email, checkEmail: false },
      { locale: 'en' },
    );
    expect(sentEmail.status).toBe(200);
    const mail = received.find((message) => message.to.includes(email));
    const mailedCode = mail!.body.match(/code is (\d{6})/)![1]!;
    const messages = () => logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages().filter((msg) => msg.includes(mailedCode) || msg.includes(email))).toEqual([]);

    const phone = `09${String(Date.now()).slice(-8)}`;
    expect((await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' })).status).toBe(200);
    const to = `886${phone.slice(1)}`;
    const printed = messages().find((msg) => msg.includes(`for ${to}`));
    expect(printed).toMatch(new RegExp(`^one-time code \\d{6} for ${to} \\(no SMS provider configured\\)$`));
    const code = printed!.match(/code (\d{6})/)![1];
    const login = await callApi(t.app, 'POST', '/api/web/login/pcLogin', {
      loginType: 2,
      source: 4,
      countryCode: '886',
      data: { phone, code },
    });
    expect(login.status).toBe(200);
  });

  it('the start banner says where codes go, naming /dev/outbox only when it is served', () => {
    const mitake = { username: 'u', password: 'p', url: 'https://sms.example.test' };
    const none = { smtpUrl: undefined, smsMitake: undefined, devOutboxEnabled: false };
    expect(describeCodeDelivery(none, 'http://localhost:3000')).toBe(
      'No SMS or e-mail provider is configured: one-time sign-in codes sent by SMS and e-mail are printed in ' +
        'this log ("one-time code …").',
    );
    expect(describeCodeDelivery({ ...none, devOutboxEnabled: true }, 'http://localhost:3000')).toMatch(
      /SMS and e-mail are printed in this log .* They are also listed at http:\/\/localhost:3000\/dev\/outbox\.$/,
    );
    expect(describeCodeDelivery({ ...none, smsMitake: mitake }, 'http://x')).toMatch(/^No e-mail provider/);
    expect(describeCodeDelivery({ ...none, smsMitake: mitake, smtpUrl: 'smtp://relay' }, 'http://x')).toBeUndefined();
  });
});
