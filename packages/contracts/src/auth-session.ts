import { z } from 'zod';

/** SPEC §7 POST /api/web/login/refreshToken: a new token; expires_in is in seconds. */
export const refreshTokenAnswer = z.object({
  token: z.string(),
  expires_in: z.number().int().positive(),
});
export type RefreshTokenAnswer = z.infer<typeof refreshTokenAnswer>;

/** SPEC §9: the client refreshes only when the token expires within one day. */
export const TOKEN_REFRESH_WINDOW_MS = 24 * 60 * 60 * 1000;
