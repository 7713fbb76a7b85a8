import type { CourseWebServices } from '@wellfit/contracts/courses';
import type { DatabaseHandle } from '../../db/client.ts';

/** The load-context services of this module (web/web-services.ts). Placeholder registered by the lead. */
export function courseWebServices(_database: DatabaseHandle): CourseWebServices {
  return {};
}
