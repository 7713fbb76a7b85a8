/** Query keys of the courses feature; mutations invalidate by these prefixes. */
export const courseKeys = {
  all: ['courses'] as const,
  permission: (courseId: number) => [...courseKeys.all, 'permission', courseId] as const,
};
