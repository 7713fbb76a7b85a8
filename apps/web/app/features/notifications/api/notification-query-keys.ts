/** Query keys of the notifications feature (STYLE.md §8: one factory per domain). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
