import { useSyncExternalStore } from 'react';

/**
 * Which account dialog is on screen (SPEC §2): the login dialog, password sign-up, the reset-password dialog, the
 * "password reset required" prompt (SPEC §4, commonLogin 405) or the "password changed, log in"
 * prompt that ends a reset. One at a time: each replaces the previous one. This module is tiny
 * and in every page's graph; the dialogs themselves load when one opens.
 */
export type AuthDialogView = 'login' | 'signUp' | 'reset' | 'resetRequired' | 'resetDone';

type Listener = () => void;

let view: AuthDialogView | null = null;
const listeners = new Set<Listener>();
const closeListeners = new Set<Listener>();

export function currentAuthDialog(): AuthDialogView | null {
  return view;
}

export function openAuthDialog(next: AuthDialogView): void {
  view = next;
  for (const listener of listeners) listener();
}

/** Closes whichever dialog is open; listeners learn that the visitor left the account flow. */
export function closeAuthDialog(): void {
  if (view === null) return;
  view = null;
  for (const listener of listeners) listener();
  for (const listener of closeListeners) listener();
}

/** Called when the account dialogs close (the pending login request counts as dismissed then). */
export function onAuthDialogClosed(listener: Listener): () => void {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialog(): AuthDialogView | null {
  return useSyncExternalStore(subscribe, currentAuthDialog, () => null);
}
