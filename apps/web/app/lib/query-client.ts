import { QueryClient } from '@tanstack/react-query';
import type { MessageKey } from '@wellfit/contracts/messages';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/**
 * Failures another attempt may fix: no answer came, or the server failed unexpectedly. Anything
 * else is an answer (a refusal, a missing item, maintenance) that asking again does not change.
 */
const TRANSIENT_KEYS: ReadonlySet<MessageKey> = new Set(['network_error', 'common_error']);

function isFinal(error: unknown): boolean {
  return error instanceof ApiError && !TRANSIENT_KEYS.has(error.key);
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
