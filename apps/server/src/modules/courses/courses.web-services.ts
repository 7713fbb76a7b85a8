import type { CourseWebServices } from '@wellfit/contracts/courses';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { findCourseDetail, listCourses } from './courses.service.ts';

/** The load-context services of this module (web/web-services.ts): public data only. */
export function courseWebServices(database: DatabaseHandle): CourseWebServices {
  return {
    listCourses: (locale, query) => listCourses(createServiceContext(database.db, { locale }), query),
    courseDetail: (locale, id) => findCourseDetail(createServiceContext(database.db, { locale }), id),
  };
}
