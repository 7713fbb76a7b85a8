import type { Locale } from './locale';

// SPEC §3 Course, Course video, Lesson: completed by the courses work.
export interface CourseWebServices {
  readonly locale?: Locale;
}
