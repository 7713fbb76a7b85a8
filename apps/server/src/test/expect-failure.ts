import { expect } from 'vitest';
import type { MessageKey } from '@wellfit/contracts/messages';
import type { MessageValues } from '../errors.ts';

/**
 * Asserts a failure answer by what a client branches on: the HTTP status, the §7 envelope with
 * code == status and data null, and the stable catalogue key (docs/decisions/error-keys-on-the-wire.md).
 * The wording of `msg` may change; the values it must show (a stock count, a wait) may not,
 * so each given value must appear in it.
 */
export function expectFailure(
  answer: { status: number; body: unknown },
  status: number,
  key: MessageKey,
  values: MessageValues = {},
): void {
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status,
    body: { code: status, key, data: null, msg: expect.any(String) },
  });
  const { msg } = answer.body as { msg: string };
  for (const value of Object.values(values)) expect(msg).toContain(String(value));
}
