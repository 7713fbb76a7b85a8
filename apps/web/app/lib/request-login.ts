import { closeAuthDialog, onAuthDialogClosed, openAuthDialog } from '~/lib/auth-dialog-store';

/**
 * How a login request ended: `loggedIn` (carry on: route guards reload the page, SPEC §2),
 * `registering` (a new member, now on their way to /register, SPEC §4: nothing else to do) or
 * `dismissed` (the visitor closed the dialogs without logging in).
 */
export type LoginOutcome = 'loggedIn' | 'registering' | 'dismissed';

let pending: { promise: Promise<LoginOutcome>; settle(outcome: LoginOutcome): void } | null = null;

/**
 * The one way the app asks the visitor to log in (SPEC §2 route guards, §8 session 401): opens
 * the login dialog. Concurrent callers (several requests answered 401 together) share one
 * dialog and one outcome. Moving between the login and reset dialogs keeps the request open;
 * it ends with a login or when the last dialog closes.
 */
export function requestLogin(): Promise<LoginOutcome> {
  if (!pending) {
    let settle!: (outcome: LoginOutcome) => void;
    const promise = new Promise<LoginOutcome>((resolve) => (settle = resolve));
    pending = { promise, settle };
    openAuthDialog('login');
  }
  return pending.promise;
}

/** The login request on screen, if any: a page whose session ended under it waits for that one. */
export function pendingLoginRequest(): Promise<LoginOutcome> | null {
  return pending?.promise ?? null;
}

/** A login finished (dialog, social sign-in return, enterprise entry): the open request, if any, ends with it. */
export function settleLoginRequest(outcome: Exclude<LoginOutcome, 'dismissed'>): void {
  const request = pending;
  pending = null;
  closeAuthDialog();
  request?.settle(outcome);
}

onAuthDialogClosed(() => {
  const request = pending;
  pending = null;
  request?.settle('dismissed');
});
