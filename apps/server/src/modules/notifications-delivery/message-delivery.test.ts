import { hash } from '@node-rs/argon2';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { createUser } from '../../test/factories.ts';

interface ReceivedMail {
  to: string[];
  body: string;
}

let smtp: SMTPServer;
let port: number;
const received: ReceivedMail[] = [];
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
