import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from './query-client';

/**
 * Gives its children the tab's query client. It is not in the root layout: TanStack Query would
 * not fit the home page's JavaScript budget (150 KB gzip), so the parts that fetch member data
 * (the member gate, the cart badge, later any page with client-side queries) load it themselves.
 * They all share the one browser client, so the cache and invalidation are shared too.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
