import type { FastifyInstance } from 'fastify';
import type { DevOutbox } from '../modules/dev-outbox/dev-outbox.service.ts';

let nextAddress = 1;

/** A different client IP per call unless one is given, so the per-IP hourly cap only bites where a test means it to. */
export function freshIp(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
  locale?: string;
}

/** POST/GET an API path through app.inject with the §7 headers; answers status and the parsed envelope. */
export async function callApi(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      platform: '4',
      ...(options.token ? { token: options.token } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() as TestAnswerBody };
}

/** An answer's envelope; `key` is there on failures only. */
interface TestAnswerBody {
  code: number;
  msg: string;
  // Tests read the answers' fields freely; the contracts check their shapes on the way out.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are inspected field by field
  data: any;
  key?: string;
}

/** The newest code the developer outbox holds for an address (886912345678 or an e-mail). */
export function latestCode(outbox: DevOutbox, to: string): string {
  const code = outbox.latestCodeFor(to);
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Signs in by mobile code (send, then pcLogin) and answers the login data. */
export async function loginByMobileCode(app: FastifyInstance, phone: string, extra: Record<string, unknown> = {}) {
  const sent = await callApi(app, 'POST', '/api/web/login/send', { phone, countryCode: '886' });
  if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const code = latestCode(app.devOutbox, `886${phone.replace(/^0/, '')}`);
  const login = await callApi(app, 'POST', '/api/web/login/pcLogin', {
    loginType: 2,
    source: 4,
    countryCode: '886',
    data: { phone, code },
    ...extra,
  });
  if (login.status !== 200) throw new Error(`pcLogin failed: ${JSON.stringify(login.body)}`);
  return login.body.data;
}
