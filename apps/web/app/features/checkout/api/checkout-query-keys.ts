import type { CalculateOrderBody, CheckoutSelection } from '@wellfit/contracts/checkout';

/** Query keys of checkout (STYLE.md §8: one factory per domain). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  preview: (selection: CheckoutSelection) => [...checkoutKeys.all, 'preview', selection] as const,
  amounts: (body: CalculateOrderBody) => [...checkoutKeys.all, 'amounts', body] as const,
};
