import { z } from 'zod';

/** /healthz and /readyz answer plain JSON, not the §7 envelope: they are for probes, not the app. */
export const healthAnswer = z.object({ status: z.enum(['ok', 'unavailable']) });
export type HealthAnswer = z.infer<typeof healthAnswer>;
