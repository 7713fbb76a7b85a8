import type { SportHistoryRange } from '@wellfit/contracts/sport';

export const sportKeys = {
  all: ['sport'] as const,
  summary: () => [...sportKeys.all, 'summary'] as const,
  history: (range: SportHistoryRange) => [...sportKeys.all, 'history', range] as const,
};
