import { courseListQuery, type CourseWebServices } from '@wellfit/contracts/courses';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { unlessNotFound } from '../../errors.ts';
import { cachedCourseDetail, cachedCourseList } from './courses.service.ts';

/**
 * The load-context services of this module (web/web-services.ts): public data only, read
 * through the JSON API's answer cache, so an uncached page render costs no queries while the
 * answer is fresh (issue 5: 400 pages/s).
 */
export function courseWebServices(database: DatabaseHandle): CourseWebServices {
  return {
    listCourses: async (locale, query) =>
      (await cachedCourseList(createServiceContext(database.db, { locale }), courseListQuery.parse(query))).value,
    courseDetail: async (locale, id) =>
      (await unlessNotFound(cachedCourseDetail(createServiceContext(database.db, { locale }), id), null))?.value ??
      null,
  };
}
