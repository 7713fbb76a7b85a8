/** Query keys of the account feature (STYLE.md §8: one factory per domain). */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};
