import type { DatabaseListener } from '../../db/listener.ts';

/** The channel the user_messages trigger notifies (migration 0010), payload the user id. */
export const USER_MESSAGES_CHANNEL = 'user_messages';

/** Called when the member's inbox may have changed; the stream tells the page to fetch again. */
type InboxListener = () => void;

export interface NotificationHub {
  /** Resolves once this process listens, so a message committed afterwards reaches the listener. */
  subscribe(userId: number, listener: InboxListener): Promise<() => void>;
  close(): void;
}

/**
 * The open streams of this process, told of their member's new messages by the process's one
 * database listener (docs/decisions/notification-stream.md). Listening starts with the first
 * subscriber; after a lost connection anything may have been missed, so every open page fetches
 * again.
 */
export function createNotificationHub(listener: DatabaseListener): NotificationHub {
  const listeners = new Map<number, Set<InboxListener>>();
  let listening: Promise<() => void> | undefined;

  const notifyUser = (payload: string) => {
    for (const inboxListener of listeners.get(Number(payload)) ?? []) inboxListener();
  };
  const notifyEveryone = () => {
    for (const set of listeners.values()) for (const inboxListener of set) inboxListener();
  };

  function startListening(): Promise<unknown> {
    listening ??= listener
      .listen(USER_MESSAGES_CHANNEL, { onPayload: notifyUser, onRestored: notifyEveryone })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  }

  return {
    async subscribe(userId, inboxListener) {
      await startListening();
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(inboxListener);
      return () => {
        set.delete(inboxListener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    close() {
      listeners.clear();
      void listening?.then(
        (stop) => stop(),
        () => undefined,
      );
    },
  };
}
