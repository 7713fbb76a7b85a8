import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PATHS, NOTIFICATION_STREAM_EVENT } from '@wellfit/contracts/notifications';
import { apiClient } from '~/lib/api-client';
import { notificationKeys } from '../api/notification-query-keys';

const RETRY_MS = { first: 1_000, max: 30_000 };

/** The names of the complete server-sent events in `buffer`, and what is left of it. */
function takeEvents(buffer: string): { names: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const names = blocks.flatMap((block) => {
    const line = block.split('\n').find((candidate) => candidate.startsWith('event:'));
    return line ? [line.slice('event:'.length).trim()] : [];
  });
  return { names, rest };
}

/**
 * Keeps the member's notifications current while a page is open: the server's stream says when
 * the inbox gained a message and the list is fetched again (docs/decisions/notification-stream.md).
 * Read with fetch, not EventSource, so the session token travels in its header as on every member
 * call and never in an address. A dropped stream reconnects with backoff and fetches once more,
 * since a message may have arrived meanwhile.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        controller.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });

    void (async () => {
      let delay = RETRY_MS.first;
      let connectedBefore = false;
      while (!controller.signal.aborted) {
        try {
          const response = await apiClient.stream(NOTIFICATION_PATHS.stream, controller.signal);
          // An ended session: the member's other calls ask for login; nothing to listen for.
          if (response.status === 401 || response.status === 403) return;
          if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const { names, rest } = takeEvents(buffer + value);
            buffer = rest;
            for (const name of names) {
              if (name === NOTIFICATION_STREAM_EVENT || (name === 'ready' && connectedBefore)) refresh();
              if (name === 'ready') {
                connectedBefore = true;
                delay = RETRY_MS.first;
              }
            }
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        await wait(delay + Math.random() * delay);
        delay = Math.min(delay * 2, RETRY_MS.max);
      }
    })();
    return () => controller.abort();
  }, [queryClient]);
}
