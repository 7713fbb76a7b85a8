import type { CourseVideo } from '@wellfit/contracts/courses';

// Apart from course-player so that the lazily loaded member-player can name them without the two
// files importing each other.
export interface CoursePlayerProps {
  courseId: number;
  videos: CourseVideo[];
  poster: string | null;
}
