import type { FastifyReply } from 'fastify';
import { SUCCESS_CODE, envelopeSchema, type ApiEnvelope, type ApiFailure } from '@wellfit/contracts/envelope';
import type { MessageKey } from '@wellfit/contracts/messages';
import { z } from 'zod';

/** The msg of every success answer (SPEC §8 copies it into data.msg, see success()). */
export const SUCCESS_MSG = 'success';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every success answer of the API is built here: {code: 200, msg, data}. SPEC §8 copies msg
 * into data.msg when data is an object lacking one, so clients that only look at data see it.
 */
export function success<T>(data: T, msg: string = SUCCESS_MSG): ApiEnvelope<T> {
  if (isPlainObject(data) && !('msg' in data)) return { code: SUCCESS_CODE, msg, data: { ...data, msg } };
  return { code: SUCCESS_CODE, msg, data };
}

/** Every failure answer is built here: SPEC §7's envelope plus the catalogue key (contracts/envelope.ts). */
export function failure(code: number, key: MessageKey, msg: string): ApiFailure {
  return { code, msg, data: null, key };
}

/**
 * The response schema of a success answer: the contract's data schema inside the envelope,
 * with the copied data.msg allowed on objects (zod would strip it otherwise).
 */
export function successSchema<T extends z.ZodType>(data: T) {
  return envelopeSchema(allowMsg(data) as T);
}

function allowMsg(data: z.ZodType): z.ZodType {
  if (data instanceof z.ZodObject) return data.extend({ msg: z.string().optional() });
  // An answer that is one of several object shapes (search, member lists) gets data.msg too.
  if (data instanceof z.ZodDiscriminatedUnion) {
    const options = data.options.map((option) => allowMsg(option as z.ZodType)) as [z.ZodObject, ...z.ZodObject[]];
    return z.discriminatedUnion(data.def.discriminator, options);
  }
  return data;
}

/**
 * Sends an envelope that is already JSON text (a cached answer) as it is: the route's response
 * schema still documents it, but the serializer would redo the work the cache saved.
 */
export function sendEnvelopeJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
