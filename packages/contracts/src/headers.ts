import { z } from 'zod';
import { localeSchema } from './locale';

/**
 * SPEC §7 request headers. `language` is fixed to zh by the client contract, so the
 * visitor's chosen locale travels in `locale` (docs/decisions/request-locale-header.md).
 */
export const HEADER = {
  country: 'country',
  language: 'language',
  locale: 'locale',
  token: 'token',
  platform: 'platform',
  deviceId: 'device-id',
} as const;

export const COUNTRY = 'TW';
export const LANGUAGE = 'zh';
/** The literal a no-auth request sends instead of a token. */
export const NO_TOKEN = 'notoken';
/** SPEC §9: request platform 4 (web). */
export const PLATFORM_WEB = '4';

/** What the server accepts: every header is optional for anonymous callers, but malformed ones are refused. */
export const requestHeadersSchema = z.object({
  [HEADER.country]: z.string().max(8).optional(),
  [HEADER.language]: z.string().max(16).optional(),
  [HEADER.locale]: localeSchema.optional(),
  [HEADER.token]: z.string().max(2048).optional(),
  [HEADER.platform]: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
  [HEADER.deviceId]: z.string().max(128).optional(),
});
export type RequestHeaders = z.infer<typeof requestHeadersSchema>;
