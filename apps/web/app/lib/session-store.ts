import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '~/lib/get-user-details';

/**
 * The member's session as the app sees it. `ready` turns true when app start (SPEC §4) has
 * finished; until then member routes wait. The server never has a session, so server render
 * and hydration both use the initial state and match.
 */
export interface SessionState {
  ready: boolean;
  token: string | null;
  user: CurrentUser | null;
}

const INITIAL_STATE: SessionState = { ready: false, token: null, user: null };

let state: SessionState = INITIAL_STATE;
const listeners = new Set<() => void>();

/** SPEC §3: a user is empty when id is empty. */
export function isEmptyUser(user: CurrentUser | null | undefined): boolean {
  return user?.id === undefined || user.id === null;
}

export function getSession(): SessionState {
  return state;
}

export function updateSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, () => INITIAL_STATE);
}
