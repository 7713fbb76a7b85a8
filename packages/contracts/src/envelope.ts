import { z } from 'zod';

/** SPEC §7: every answer is wrapped as {code, msg, data}; code 200 is success and equals the HTTP status. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = 200;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const emptyEnvelopeSchema = envelopeSchema(z.null());
