import { z } from 'zod';

/** SPEC §7 POST /api/web/login/refreshToken: a new token; expires_in is in seconds. */
export const refreshTokenAnswer = z.object({
  token: z.string().min(1),
  expires_in: z.number().int().positive(),
});
export type RefreshTokenAnswer = z.infer<typeof refreshTokenAnswer>;
