import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** Errors another attempt cannot fix: the server understood the request and said no, or is under maintenance. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && ((error.code >= 400 && error.code < 500) || error.code === 503);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Member data changes through this app's own mutations, which invalidate by key.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isFinal(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** One client per browser tab; on the server every render gets its own so members never share a cache. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
