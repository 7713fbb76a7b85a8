/** Query keys of the content member calls; mutations update or invalidate by these. */
export const contentKeys = {
  all: ['content'] as const,
  planState: (planId: number) => [...contentKeys.all, 'plan-state', planId] as const,
  plansToday: () => [...contentKeys.all, 'plans-today'] as const,
  coachState: (coachId: number) => [...contentKeys.all, 'coach-state', coachId] as const,
};
