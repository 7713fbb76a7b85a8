/** Query keys of the address book (STYLE.md §8: one factory per domain). */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};
