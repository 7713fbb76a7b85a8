import { z } from 'zod';
import { MESSAGES, type MessageKey } from './messages';

/** SPEC §7: every answer is wrapped as {code, msg, data}; code 200 is success and equals the HTTP status. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * A failure answer: SPEC §7's envelope plus `key`, the stable §8 catalogue key (messages.ts).
 * `msg` is `key` translated into the request's language, for people; programs branch on `key`
 * (docs/decisions/error-keys-on-the-wire.md). `data` is null.
 */
export interface ApiFailure extends ApiEnvelope<null> {
  key: MessageKey;
}

export const SUCCESS_CODE = 200;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const emptyEnvelopeSchema = envelopeSchema(z.null());

const messageKeys = Object.keys(MESSAGES) as [MessageKey, ...MessageKey[]];

/** The one schema of every failure answer (validation, 401, 404, 429, maintenance, 5xx); OpenAPI documents it. */
export const failureEnvelopeSchema = z.object({
  code: z.number().int().min(400).describe('HTTP status of the answer'),
  msg: z.string().describe("the catalogue message of `key` in the request's language"),
  data: z.null(),
  key: z.enum(messageKeys).describe('stable §8 catalogue key: branch on this, never on msg'),
});
