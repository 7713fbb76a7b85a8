import { z } from 'zod';

/** SPEC §7 GET /api/web/mall/car/count: the number of cart lines (add-ons ride on their product line). */
export const cartCountAnswer = z.number().int().nonnegative();
export type CartCountAnswer = z.infer<typeof cartCountAnswer>;
